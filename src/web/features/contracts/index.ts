// What other features may use of contracts: «Nuevo contrato» from a contact, the shape of what the wizard is opened
// with (router state).
export type { WizardPrefill } from './wizard/NewContractWizard';
