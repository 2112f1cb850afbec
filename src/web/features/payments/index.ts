// What other features may use of payments: the admin's panels on the contracts page.
export { PaymentLinkModal } from './admin/PaymentLinkModal';
export { PendingPaymentsPanel } from './admin/PendingPaymentsPanel';
export { PrePaymentWarnings } from './admin/PrePaymentWarnings';
