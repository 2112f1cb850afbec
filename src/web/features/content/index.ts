// What other features may use of the site texts.
export { contentQuery } from './api';
