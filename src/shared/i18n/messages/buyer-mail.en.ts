import type { BuyerMailMessages } from './buyer-mail.es';

// Mails a buyer receives, in British English (docs/product.md §11.2).
export const buyerMailEn: BuyerMailMessages = {
  greeting: 'Dear {name},',
  'signatureRequest.subject': 'Awaiting your signature: {contractName}',
  'signatureRequest.title': 'You have a contract awaiting your signature',
  'signatureRequest.body': '{companyName} has sent you the document “{contractName}” to review and sign.',
  'signatureRequest.personal':
    'This link is personal: please do not forward it. When you sign, your IP address, your browser and the date and time of signing will be recorded.',
  'signatureRequest.property': 'Property: {address}',
  'signatureRequest.price': 'Sale price: {amount}',
  'signatureRequest.reservation': 'Reservation deposit: {amount}',
  'signatureRequest.deposit': 'Deposit (arras): {amount}',
  'signatureRequest.action': 'Review and sign the contract',
  'signatureRequest.languageNote': 'The contract is written in Spanish, which is the binding version.',
  'signatureRequest.languageNoteCa': 'The contract is written in Catalan, which is the binding version.',
  'reminder.subject': 'Reminder: {contractName} awaits your signature',
  'reminder.title': 'Your contract is still awaiting your signature',
  'reminder.body':
    '{companyName} would like to remind you that the document “{contractName}” is awaiting your signature.',
  'reminder.expiry':
    'The link is personal and expires on {expiresOn}. If you no longer wish to sign or have any questions, please reply to this email.',
  'code.subject': 'Your signing code: {contractName}',
  'code.title': 'Your code to sign the contract',
  'code.body': 'To sign the document “{contractName}”, enter this code on the signing page:',
  'code.expiry':
    'The code expires in 10 minutes and allows 5 attempts. If you did not request this code, please ignore this message.',
  'signed.subject': 'Contract signed: {contractName}',
  'signed.title': 'The contract has been signed by all parties',
  'signed.body':
    'All parties have signed the document “{contractName}”. Please find attached the signed contract as a PDF, with the record of signing evidence.',
  'signed.pdfHash': 'SHA-256 fingerprint of the attached PDF: {sha256}',
  'signed.textHash': 'SHA-256 fingerprint of the signed text: {sha256}',
  'signed.verify': 'To check at any time that the PDF is the sealed original, upload it at {verifyUrl}',
  'signed.keep': 'Please keep this email and the attached PDF for your records.',
  'cancelled.subject': 'Contract cancelled: {contractName}',
  'cancelled.title': 'The contract has been cancelled',
  'cancelled.body':
    '{companyName} has cancelled the document “{contractName}” it sent you to sign. Your signing link no longer works.',
  'cancelled.reason': 'Reason: {reason}',
  'cancelled.details': 'Explanation (in the company’s words): {details}',
  'cancelled.noPayment': 'Do not make any transfer for this contract: its payment link no longer works.',
  'cancelled.effect.mutual_agreement':
    'What this means for you: the contract ends by agreement; if you had already paid anything under it, it will be refunded in full within 15 calendar days, unless you agreed otherwise in writing.',
  'cancelled.effect.buyer_withdrawal_arras':
    'What this means for you: as the buyer has withdrawn, under the contract’s penitential deposit (arras) the seller keeps any deposit you paid; you owe nothing more.',
  'cancelled.effect.buyer_withdrawal':
    'What this means for you: as the buyer has withdrawn, the seller keeps any reservation amount you paid, as the contract provides; you owe nothing more.',
  'cancelled.effect.seller_withdrawal_double_arras':
    'What this means for you: the seller will pay you back twice any deposit you paid, within 15 calendar days.',
  'cancelled.effect.condition_not_met':
    'What this means for you: as the agreed condition was not met, any reservation amount you paid will be refunded in full within 15 calendar days.',
  'cancelled.effect.error':
    'What this means for you: the contract has no effect; if you had already paid anything under it, it will be refunded in full within 15 calendar days.',
  'cancelled.questions': 'If you have any questions, just reply to this email.',
  'cancelled.reason.mutual_agreement': 'mutual agreement of the parties',
  'cancelled.reason.buyer_withdrawal': 'withdrawal by the buyer',
  'cancelled.reason.seller_withdrawal_double_arras': 'withdrawal by the seller, who returns twice the deposit (arras)',
  'cancelled.reason.condition_not_met': 'the agreed condition was not met',
  'cancelled.reason.error': 'an error in the contract',
  'receipt.subject': 'We have received your payment of {amount}',
  'receipt.title': 'Payment received',
  'receipt.greeting': 'Dear {name},',
  'receipt.body':
    'We confirm that we have received your transfer of {amountText} for {paymentType, select, arras {the deposit (arras)} reserva {the reservation} other {a payment on account}}{hasProperty, select, yes { of the home at {propertyAddress}} other {}}.',
  'receipt.contract': 'Contract: {contractTypeName} ({contractShortId})',
  'receipt.contractUnsigned': 'Contract: {contractShortId}, awaiting the signature of every party',
  'receipt.unsigned':
    'The contract has not yet been signed by every party, so this amount is received on account only: it has no other effect until every party has signed.',
  'receipt.reference': 'Reference: {reference}',
  'receipt.confirmedAt': 'Confirmed on: {paidAt}',
  'receipt.beneficiary': 'Beneficiary: {companyName}',
  'receipt.payer': 'Transfer made by: {payer}',
  'receipt.settlesAll': 'This payment counts for the contract of every buyer ({buyers}): no other transfer is needed.',
  'paymentLink.subject': 'Transfer details: {contractName}',
  'paymentLink.title': 'You can now make the transfer',
  'paymentLink.body':
    'Every party has signed “{contractName}”. Please transfer {amount} by {deadline} at the latest: the contract gives {days} {business, select, yes {business days} other {calendar days}} from the date of signature.',
  'paymentLink.oneTransfer':
    'It is one single transfer for the whole amount for all the buyers ({buyers}); any of you may make it from an account in your own name.',
  'paymentLink.ownAccount': 'Please make the transfer from an account in your own name.',
  'paymentLink.action': 'See the transfer details',
  'paymentLink.fraud':
    'Before transferring, check that the IBAN matches the one written in the signed contract{hasClause, select, yes { (clause {clause})} other {}}. We never change our bank details by email or phone.',
  'outcome.subject':
    '{outcome, select, deed_signed {Deed signed} buyer_withdrew {Purchase withdrawn} other {Sale withdrawn}}: {contractName}',
  'outcome.title':
    '{outcome, select, deed_signed {The deed of sale has been signed} buyer_withdrew {The buyer has withdrawn} other {The seller has withdrawn}}',
  'outcome.deed':
    'On {date} the public deed of sale was signed before the notary {notary} (protocol no. {protocol}). The sale is completed: what was paid under “{contractName}” has been credited to the price.',
  'outcome.buyerWithdrew':
    'On {date} it was recorded that the buyer withdraws from the purchase. Under the contract’s penitential deposit (arras penitenciales: article 621-8 of the Catalan Civil Code and article 1454 of the Spanish Civil Code), {companyName} keeps the amounts paid ({amount}) and the contract ends.',
  'outcome.sellerWithdrew':
    'On {date} {companyName} withdrew from the sale. Under the contract’s penitential deposit (arras penitenciales: article 621-8 of the Catalan Civil Code and article 1454 of the Spanish Civil Code), it will pay you back double the amounts paid, {refund}, by {dueDate} at the latest, and the contract ends.',
  'outcome.reason': 'Reason given (in the company’s words): {reason}',
  'outcome.questions': 'If you have any questions, just reply to this email.',
  'receipt.keep': 'Please keep this email for your records. If you have any questions, write to us at {companyEmail}.',
};
