// What other features may use of contracts: the buyer files waiting for an owner's decision, on the dashboard.
export { BuyerFilesAwaitingPanel } from './buyer-file/BuyerFilesAwaitingPanel';
// «Nuevo contrato» from a contact: the shape of what the wizard is opened with (router state).
export type { WizardPrefill } from './wizard/NewContractWizard';
