// What other features may use of demands: a contact's demand and the listings sent to them, for its story.
export { demandOfContact } from './save-demand';
