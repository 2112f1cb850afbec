// What other features may use of the admin area (lint: no reaching into a feature).
export { setupChecklistQuery } from './dashboard/api';
export { adminBase } from './layout/nav-items';
