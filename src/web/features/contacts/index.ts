// What other features may use of contacts.
export { contactsQuery } from './api';
export { MailboxPanel } from './MailboxPanel';
