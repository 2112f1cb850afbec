// What other features may use of the demo (lint: no reaching into a feature).
export { demoCompanyKeys } from './demo-company';
