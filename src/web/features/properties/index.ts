// What other features may use of properties: the list, for the contract wizard's property picker.
export { propertiesQuery } from './api';
