// What other features may use of the site texts and company details (lint: no reaching into a feature).
export { companyDetails, storedCompanyDetails } from './company-details';
export { publicSiteContent } from './queries';
