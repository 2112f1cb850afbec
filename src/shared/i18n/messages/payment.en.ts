import type { PaymentMessages } from './payment.es';

// The chrome of the buyer's payment page in British English (docs/product.md §11.2).
export const paymentEn: PaymentMessages = {
  'page.title': 'Payment instructions',
  'page.titleWithCompany': 'Payment instructions | {company}',
  'page.secure': 'Secure payment by bank transfer',
  'page.loading': 'Loading the payment details...',
  'page.print': 'Print or save as PDF',
  'page.contract': '{contractTypeName} · Contract {contractShortId}',
  'page.concept': '{paymentType, select, arras {Payment of the deposit (arras)} other {Payment of the reservation}}',
  'amount.title': 'Amount to transfer',
  'amount.total': 'Total amount to transfer, in one single transfer',
  'buyers.title': 'One single transfer for the whole amount',
  'buyers.several':
    'This is the contract’s total for all the buyers ({buyers}). Make one single transfer for the whole amount, without splitting it: any of you may make it from an account in your own name.',
  'buyers.one': 'Please make the transfer from an account in your own name.',
  'buyers.why':
    'The Spanish anti-money-laundering law (Ley 10/2010) requires us to check that the money comes from an account of the buyer. A payment from someone else’s account is not confirmed automatically.',
  'instant.title': 'Pay by SEPA instant transfer',
  'instant.body':
    'Choose “instant transfer” in your bank: the money arrives within seconds, any day and at any time. Before sending it, your bank will check the beneficiary’s name: type it exactly as shown here so that it matches the account holder.',
  'details.title': 'Transfer details',
  'details.beneficiary': 'Beneficiary',
  'details.copyBeneficiary': 'Copy beneficiary',
  'details.beneficiaryHint': 'Type it exactly like this: your bank will check that it matches the account holder.',
  'details.iban': 'IBAN',
  'details.copyIban': 'Copy IBAN',
  'details.bank': 'Bank',
  'details.bic': 'BIC/SWIFT',
  'details.copyBic': 'Copy BIC',
  'details.amount': 'Amount',
  'details.copyAmount': 'Copy amount',
  'details.reference': 'Payment reference',
  'details.copyReference': 'Copy reference',
  'details.referenceHint': 'Enter it unchanged: that is how we identify your payment.',
  'copy.copy': 'Copy',
  'copy.copied': 'Copied',
  'copy.failed': 'Could not copy automatically. Please copy it by hand.',
  'qr.title': 'Pay with your phone',
  'qr.alt': 'SEPA transfer QR code: {amount} to {beneficiary}',
  'qr.caption':
    'Scan it with your banking app (“Pay with QR” or “Scan”) and the beneficiary, IBAN, amount and reference will be filled in.',
  'steps.title': 'How to pay',
  'steps.one': 'Open your bank’s app or online banking and choose “instant transfer”.',
  'steps.two': 'Scan the QR code or copy the details: beneficiary, IBAN, amount and reference.',
  'steps.three': 'Check that the beneficiary’s name matches and confirm the transfer.',
  'steps.four':
    'When we receive the payment we will send you a confirmation email. There is no need to send us the receipt.',
  'pending.title': 'Bank details pending — contact {company}',
  'pending.body':
    'We cannot show you the account to transfer to yet. Please contact {company} and we will tell you how to pay. Do not make any transfer until you have the account details.',
  'pending.email': 'Email:',
  'pending.phone': 'Phone:',
  'pending.reference': 'Your payment reference:',
  'lang.label': 'Page language',
  'awaiting.title': 'The contract is awaiting signatures',
  'awaiting.body':
    'Not every party has signed the contract yet. Once everyone has, this same page will show you the account, the reference and the QR code for the transfer.',
  'awaiting.amount': 'Amount you will then need to transfer: {amount}.',
  'awaiting.noTransfer': 'Please do not make any transfer until then.',
  'awaitingFile.title': 'Identification must be completed before payment',
  'awaitingFile.body':
    'The Spanish anti-money-laundering law (Ley 10/2010) requires {company} to identify every buyer and review their file before receiving any payment. Once everything is ready, this same page will show you the account, the reference and the QR code for the transfer.',
  'awaitingFile.help':
    'If you have not yet uploaded your identity document or completed your declarations, please do so from your signing link, or get in touch with us.',
  'deadline.title': 'Deadline',
  'deadline.body':
    'Please make the transfer by {date} at the latest: the contract gives {days} {business, select, yes {business days (not counting Saturdays, Sundays or public holidays)} other {calendar days}} from when every party signed it. If you cannot pay in time, let us know beforehand.',
  'deadline.clause':
    '{hasClause, select, yes {This is what {clause} of the signed contract says:} other {This is what the signed contract says:}}',
  'fraud.title': 'We never change our bank details by email or phone',
  'fraud.body':
    '{company} will never ask you by email, phone or message to pay into a different account. If anyone does, even if it looks like us, do not pay and call us on a number you already know. The only valid account is the one written in the contract you signed.',
  'fraud.checkIban':
    'Before transferring, check that the IBAN {iban} matches the one written in {hasClause, select, yes {{clause} of the} other {the}} signed contract.',
  'fraud.ibanMismatch':
    'Warning: the IBAN on this page does not match the one in the signed contract ({contractIban}). Do not make the transfer and call {company} on a number you already know.',
  'abroad.title': 'Paying from outside the euro area',
  'abroad.body':
    'If your bank is in a SEPA country, make a SEPA transfer in euros as explained above. If not, ask your bank for an international (SWIFT) transfer in euros to this IBAN, with the BIC {bic}, and put the reference in the payment details.',
  'abroad.fees':
    'Exactly {amount} must arrive: choose to pay all charges yourself (the “OUR” option) and send euros rather than your own currency, so that no intermediary bank deducts anything. These transfers take one to five working days, so send it in good time.',
  'received.title': 'Payment received',
  'received.body':
    'We have received your transfer of {amount}{paidAt, select, none {} other { and confirmed it on {paidAt}}}. There is nothing else you need to do.',
  'received.reference': 'Reference',
  'received.settlesAll': 'This payment counts for every buyer of the contract ({buyers}): no other transfer is needed.',
  'cancelled.title': 'This payment is no longer available',
  'cancelled.body': 'The contract this payment belongs to has been cancelled. Do not make the transfer.',
  'cancelled.contact': 'If you have any questions, please get in touch with us.',
  'invalid.title': 'Invalid payment link',
  'invalid.body': 'The link is not correct or no longer works. Check that you have copied all of it.',
  'invalid.help':
    'If the problem persists, ask whoever sent it to you for a new link. Do not make any transfer until then.',
  'loadError.title': 'The payment details could not be loaded',
  'loadError.unknown': 'Unknown error',
  'loadError.network': 'Could not connect to the server.',
  'loadError.retry': 'Try again',
};
