// What other features may use of the buyer's file (docs/product.md §5.7): the panels on the contracts page and a
// contract's details, the buyer files waiting for an owner's decision on the dashboard, and the AML organisation card.
export { AmlOrganisationCard } from './aml/AmlOrganisationCard';
export { BuyerFileFlags, BuyerFilesAwaitingPanel } from './BuyerFilesAwaitingPanel';
export { BuyerFilesPanel } from './BuyerFilesPanel';
