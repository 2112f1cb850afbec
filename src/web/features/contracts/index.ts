// What other features may use of contracts: the buyer files waiting for an owner's decision, on the dashboard.
export { BuyerFilesAwaitingPanel } from './buyer-file/BuyerFilesAwaitingPanel';
