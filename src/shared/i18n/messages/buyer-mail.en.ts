import type { BuyerMailMessages } from './buyer-mail.es';

// Mails a buyer receives, in British English (docs/product.md §11.2).
export const buyerMailEn: BuyerMailMessages = {
  greeting: 'Dear {name},',
  'fileCleared.subject': 'You can sign now: {contractName}',
  'fileCleared.title': 'We have reviewed your documents',
  'fileCleared.body':
    '{companyName} has reviewed your documents (Spanish Law 10/2010 on the prevention of money laundering). You can now sign the contract “{contractName}” from your personal link.',
  'fileCleared.action': 'Sign the contract',
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
  'signatureRequest.languageNote':
    'The contract is written in Spanish: the Spanish text is the one that binds you and the company.',
  'signatureRequest.languageNoteCa':
    'The contract is written in Catalan: the Catalan text is the one that binds you and the company.',
  'signatureRequest.reservationLoss':
    'If you withdraw from the purchase, you lose the reservation deposit ({amount}): clause “{clause}” of the contract says so.',
  'languages.copyEs': 'A Spanish copy is signed together with it; if the two texts differ, the Catalan text prevails.',
  'languages.copyCa': 'A Catalan copy is signed together with it; if the two texts differ, the Spanish text prevails.',
  'languages.courtesyOnPage':
    'An English courtesy translation, which is not binding, is on your signing page below the contract text, where you can also download it as a PDF.',
  'languages.courtesyAttached':
    'The English courtesy translation, which is not binding, is attached to this email ({filename}); it also stays on your signing page.',
  'documents.sheets': 'The information sheet on the property is attached: {files}.',
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
    'What this means for you: the contract ends under the termination agreement that every party signed (the last on {signedOn}). {hasAmount, select, yes {{companyName} will pay you back {amount} by {deadline} at the latest} other {There is no amount to pay back}}, and the parties release each other from any other obligation under the contract.',
  'cancelled.effect.buyer_withdrawal_arras':
    'What this means for you: as the buyer has withdrawn, under the contract’s penitential deposit (arras) the seller keeps any deposit you paid; you owe nothing more.',
  'cancelled.effect.buyer_withdrawal':
    'What this means for you: as the buyer has withdrawn, the seller keeps any reservation amount you paid, as the contract provides; you owe nothing more.',
  'cancelled.effect.seller_withdrawal_double_arras':
    'What this means for you: the seller withdraws and, under {clause} of the signed contract, will pay you back {hasAmount, select, yes {twice what you paid, {amount},} other {twice anything you paid}} {term}.',
  'cancelled.effect.condition_not_met':
    'What this means for you: as the agreed condition was not met, under {clause} of the signed contract {hasAmount, select, yes {the reservation amount you paid, {amount},} other {any reservation amount you paid}} will be refunded in full {term}.',
  'cancelled.effect.error':
    'What this means for you: no buyer had signed the contract, so it never bound you; if you had paid anything under it, it will be refunded in full.',
  'cancelled.term':
    'within {days} {unit, select, business_days {business days} other {calendar days}} {from, select, buyer_communication_received {of the company receiving your notice that the condition failed, on {startDate}} other {of this notice, dated {startDate}}}{hasDueDate, select, yes {: by {dueDate} at the latest} other {}}',
  'cancelled.noTerm': 'within the period the contract sets',
  'cancelled.clauseSays': 'This is what {clause} of the signed contract says: “{text}”',
  'cancelled.businessDays':
    'Business days are all days except Saturdays, Sundays and national, Catalan and {city} local public holidays.',
  'termination.subject': 'Termination agreement to sign: {contractName}',
  'termination.title': 'We propose to end the contract by mutual agreement',
  'termination.body':
    '{companyName} proposes to end by mutual agreement the contract “{contractName}” you signed. {hasAmount, select, yes {Under the agreement, it will pay you back {amount} by {deadline} at the latest} other {Under the agreement, there is no amount to pay back}}, and the parties release each other.',
  'termination.notYet':
    'The contract remains in force until every party signs the agreement: if you do not want to end it, do not sign.',
  'termination.expires':
    'You can read the agreement and sign it on your page until {expiresOn}; after that the offer expires.',
  'termination.action': 'Read and sign the agreement',
  'cancelled.questions': 'If you have any questions, just reply to this email.',
  'cancelled.reason.mutual_agreement': 'mutual agreement of the parties',
  'cancelled.reason.buyer_withdrawal': 'withdrawal by the buyer',
  'cancelled.reason.seller_withdrawal_double_arras': 'withdrawal by the seller, who returns twice the deposit (arras)',
  'cancelled.reason.condition_not_met': 'the agreed condition was not met',
  'cancelled.reason.error': 'an error in the contract',
  'receipt.subject': 'We have received the payment of {amount}',
  'receipt.title': 'Payment received',
  'receipt.greeting': 'Dear {name},',
  'receipt.body':
    'We confirm that we have received {whose, select, own {your transfer} payer {the transfer from {payer}} other {the transfer}} of {amountText} for {paymentType, select, arras {the deposit (arras)} reserva {the reservation} other {a payment on account}}{hasProperty, select, yes { of the home at {propertyAddress}} other {}}.',
  'receipt.contract': 'Contract: {contractTypeName} ({contractShortId})',
  'receipt.contractUnsigned': 'Contract: {contractShortId}, awaiting the signature of every party',
  'receipt.unsigned':
    'The contract has not yet been signed by every party, so this amount is received on account only: it has no other effect until every party has signed.',
  'receipt.reference': 'Reference: {reference}',
  'receipt.confirmedAt': 'Confirmed on: {paidAt}',
  'receipt.beneficiary': 'Beneficiary: {companyName}',
  'receipt.payer': 'Transfer made by: {payer}',
  'receipt.valueDate': 'Value date: {date}',
  'receipt.settlesAll': 'This payment counts for the contract of every buyer ({buyers}): no other transfer is needed.',
  'paymentLink.subject': 'Transfer details: {contractName}',
  'paymentLink.title': 'You can now make the transfer',
  'paymentLink.body':
    'Every party has signed “{contractName}”. Please transfer {amount} by {deadline} at the latest: the contract gives {days} {business, select, yes {business days} other {calendar days}} from the date of signature.',
  'paymentLink.bodyTerm':
    'Every party has signed “{contractName}”. Please transfer {amount} within the term the contract gives: {days} {business, select, yes {business days} other {calendar days}} from the date of signature.',
  'paymentLink.oneTransfer':
    'It is one single transfer for the whole amount for all the buyers ({buyers}); any of you may make it from an account in your own name.',
  'paymentLink.ownAccount': 'Please make the transfer from an account in your own name.',
  'paymentLink.action': 'See the transfer details',
  'paymentLink.fraud':
    'Before transferring, check that the IBAN matches the one written in {hasClause, select, yes {{clause} of the signed contract} other {the signed contract}}. We never change our bank details by email or phone.',
  'outcome.subject':
    '{outcome, select, deed_signed {Deed signed} buyer_withdrew {Purchase withdrawn} buyer_withdrew_justified {Purchase withdrawn with just cause} other {Sale withdrawn}}: {contractName}',
  'outcome.title':
    '{outcome, select, deed_signed {The deed of sale has been signed} buyer_withdrew {The buyer has withdrawn} buyer_withdrew_justified {The buyer has withdrawn with just cause} other {The seller has withdrawn}}',
  'outcome.deed':
    'On {date} the public deed of sale was signed before the notary {notary} (protocol no. {protocol}). The sale is completed: what was paid under “{contractName}” has been credited to the price.',
  'outcome.buyerWithdrew':
    'On {date} it was recorded that the buyer withdraws from the purchase. Under {clause} of the signed contract (penitential deposit, arras penitenciales: article 621-8 of the Catalan Civil Code and article 1454 of the Spanish Civil Code), {companyName} keeps the amounts paid that this clause covers ({amount}) and the contract ends.',
  'outcome.sellerWithdrew':
    'On {date} {companyName} withdrew from the sale. Under {clause} of the signed contract (penitential deposit, arras penitenciales: article 621-8 of the Catalan Civil Code and article 1454 of the Spanish Civil Code), it will pay you back double the amounts paid that this clause covers, {refund}, by {dueDate} at the latest, and the contract ends.',
  'outcome.justified':
    'On {date} it was recorded that the buyer withdraws for the cause the contract justifies (article 621-49 of the Catalan Civil Code: the financing was refused). Under {clause} of the signed contract, {companyName} will pay back the amounts paid, {refund}, without any penalty, by {dueDate} at the latest, and the contract ends.',
  'outcome.noDueDate': 'the last day of the period that clause sets',
  'outcome.corrects': 'This message corrects the one of {date}. Reason for the correction: {reason}',
  'outcome.reason': 'Reason given (in the company’s words): {reason}',
  'outcome.questions': 'If you have any questions, just reply to this email.',
  'receipt.keep': 'Please keep this email for your records. If you have any questions, write to us at {companyEmail}.',
};
