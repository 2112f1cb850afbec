// What other features may use of the session: who is signed in.
export { useIsOwner } from './use-is-owner';
