// What other features may use of payments: the payment links mailed once a contract may be paid.
export { sendPaymentLinksIfDue } from './send-payment-links';
export type { PaymentLinkSigner } from './payment-link';
