// What other parts may use of the mailbox: its periodic poll (started by main.ts).
export { pollMailbox, mailboxConfigured, type MailboxDeps } from './poll-mailbox';
