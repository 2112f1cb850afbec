// What other features may use of the session: who is signed in, and the account's open sessions.
export { useIsOwner } from './use-is-owner';
export { useMe } from './use-me';
export { SessionsDialog } from './SessionsDialog';
