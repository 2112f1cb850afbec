import type { BuyerMailMessages } from './buyer-mail.es';

// Mails a buyer receives, in Catalan (docs/product.md §11.2). Formal register ("vostè") like the Spanish mails
// about signing; the payment receipt speaks "tu" as the Spanish one does.
export const buyerMailCa: BuyerMailMessages = {
  greeting: 'Hola, {name}:',
  'signatureRequest.subject': 'Signatura pendent: {contractName}',
  'signatureRequest.title': 'Té un contracte pendent de signatura',
  'signatureRequest.body': '{companyName} li ha enviat el document «{contractName}» perquè el revisi i el signi.',
  'signatureRequest.personal':
    'Aquest enllaç és personal: no el reenviï. En signar es registraran la seva adreça IP, el seu navegador i la data i l’hora de la signatura.',
  'signatureRequest.property': 'Immoble: {address}',
  'signatureRequest.price': 'Preu de venda: {amount}',
  'signatureRequest.reservation': 'Import de la reserva: {amount}',
  'signatureRequest.deposit': 'Import de les arres: {amount}',
  'signatureRequest.action': 'Revisar i signar el contracte',
  'signatureRequest.languageNote': 'El contracte està redactat en castellà, que és la versió vinculant.',
  'reminder.subject': 'Recordatori: signatura pendent de {contractName}',
  'reminder.title': 'El seu contracte continua pendent de signatura',
  'reminder.body': '{companyName} li recorda que el document «{contractName}» està pendent de la seva signatura.',
  'reminder.expiry': 'L’enllaç és personal i caduca el {expiresOn}. Si ja no vol signar o té dubtes, respongui a aquest correu.',
  'code.subject': 'Codi per signar: {contractName}',
  'code.title': 'El seu codi per signar el contracte',
  'code.body': 'Per signar el document «{contractName}» introdueixi aquest codi a la pàgina de signatura:',
  'code.expiry': 'El codi caduca al cap de 10 minuts i admet 5 intents. Si no ha demanat aquest codi, ignori aquest missatge.',
  'signed.subject': 'Contracte signat: {contractName}',
  'signed.title': 'Totes les parts han signat el contracte',
  'signed.body':
    'Totes les parts han signat el document «{contractName}». Adjuntem el contracte signat en PDF amb el registre d’evidències de signatura.',
  'signed.pdfHash': 'Empremta SHA-256 del PDF adjunt: {sha256}',
  'signed.textHash': 'Empremta SHA-256 del text signat: {sha256}',
  'signed.verify': 'Per comprovar en qualsevol moment que el PDF és l’original segellat, puja’l a {verifyUrl}',
  'signed.keep': 'Conservi aquest correu i el PDF adjunt com a justificant.',
  'receipt.subject': 'Hem rebut el teu pagament de {amount}',
  'receipt.title': 'Pagament rebut',
  'receipt.greeting': 'Hola, {name}:',
  'receipt.body':
    'Et confirmem que hem rebut la teva transferència de {amountText} en concepte {paymentType, select, arras {de les arres} other {de la reserva}}{hasProperty, select, yes { de l’habitatge situat a {propertyAddress}} other {}}.',
  'receipt.contract': 'Contracte: {contractTypeName} ({contractShortId})',
  'receipt.reference': 'Referència: {reference}',
  'receipt.confirmedAt': 'Confirmat el: {paidAt}',
  'receipt.beneficiary': 'Beneficiari: {companyName}',
  'receipt.keep': 'Guarda aquest correu com a justificant del pagament. Si tens qualsevol dubte, escriu-nos a {companyEmail}.',
};
