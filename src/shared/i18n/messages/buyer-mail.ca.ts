import type { BuyerMailMessages } from './buyer-mail.es';

// Mails a buyer receives, in Catalan (docs/product.md §11.2), speaking "tu" like every Catalan text (decision 016).
export const buyerMailCa: BuyerMailMessages = {
  greeting: 'Hola, {name}:',
  'signatureRequest.subject': 'Signatura pendent: {contractName}',
  'signatureRequest.title': 'Tens un contracte pendent de signatura',
  'signatureRequest.body': '{companyName} t’ha enviat el document «{contractName}» perquè el revisis i el signis.',
  'signatureRequest.personal':
    'Aquest enllaç és personal: no el reenviïs. En signar es registraran la teva adreça IP, el teu navegador i la data i l’hora de la signatura.',
  'signatureRequest.property': 'Immoble: {address}',
  'signatureRequest.price': 'Preu de venda: {amount}',
  'signatureRequest.reservation': 'Import de la reserva: {amount}',
  'signatureRequest.deposit': 'Import de les arres: {amount}',
  'signatureRequest.action': 'Revisa i signa el contracte',
  'signatureRequest.languageNote': 'El contracte està redactat en castellà, que és la versió vinculant.',
  'signatureRequest.languageNoteCa': 'El contracte està redactat en català, que és la versió vinculant.',
  'reminder.subject': 'Recordatori: signatura pendent de {contractName}',
  'reminder.title': 'El teu contracte continua pendent de signatura',
  'reminder.body': '{companyName} et recorda que el document «{contractName}» està pendent de la teva signatura.',
  'reminder.expiry':
    'L’enllaç és personal i caduca el {expiresOn}. Si ja no vols signar o tens dubtes, respon a aquest correu.',
  'code.subject': 'Codi per signar: {contractName}',
  'code.title': 'El teu codi per signar el contracte',
  'code.body': 'Per signar el document «{contractName}» introdueix aquest codi a la pàgina de signatura:',
  'code.expiry':
    'El codi caduca al cap de 10 minuts i admet 5 intents. Si no has demanat aquest codi, ignora aquest missatge.',
  'signed.subject': 'Contracte signat: {contractName}',
  'signed.title': 'Totes les parts han signat el contracte',
  'signed.body':
    'Totes les parts han signat el document «{contractName}». Adjuntem el contracte signat en PDF amb el registre d’evidències de signatura.',
  'signed.pdfHash': 'Empremta SHA-256 del PDF adjunt: {sha256}',
  'signed.textHash': 'Empremta SHA-256 del text signat: {sha256}',
  'signed.verify': 'Per comprovar en qualsevol moment que el PDF és l’original segellat, puja’l a {verifyUrl}',
  'signed.keep': 'Conserva aquest correu i el PDF adjunt com a justificant.',
  'cancelled.subject': 'Contracte anul·lat: {contractName}',
  'cancelled.title': 'El contracte s’ha anul·lat',
  'cancelled.body':
    '{companyName} ha anul·lat el document «{contractName}» que et va enviar per signar. El teu enllaç de signatura ja no funciona.',
  'cancelled.reason': 'Motiu: {reason}',
  'cancelled.details': 'Explicació (en paraules de l’empresa): {details}',
  'cancelled.noPayment': 'No facis cap transferència per aquest contracte: el seu enllaç de pagament ja no funciona.',
  'cancelled.effect.mutual_agreement':
    'Efecte per a tu: el contracte queda sense efecte de mutu acord; si ja havies pagat alguna quantitat, se’t retornarà íntegrament en un termini de 15 dies naturals, llevat que hàgiu pactat una altra cosa per escrit.',
  'cancelled.effect.buyer_withdrawal_arras':
    'Efecte per a tu: en desistir la part compradora, d’acord amb les arres penitencials del contracte la part venedora fa seves les arres que haguessis lliurat; no deus res més.',
  'cancelled.effect.buyer_withdrawal':
    'Efecte per a tu: en desistir la part compradora, la part venedora conserva l’import de la reserva que haguessis lliurat, tal com preveu el contracte; no deus res més.',
  'cancelled.effect.seller_withdrawal_double_arras':
    'Efecte per a tu: la part venedora et retornarà el doble de les arres que haguessis lliurat, en un termini de 15 dies naturals.',
  'cancelled.effect.condition_not_met':
    'Efecte per a tu: com que no s’ha complert la condició pactada, se’t retornarà íntegrament l’import de la reserva que haguessis lliurat, en un termini de 15 dies naturals.',
  'cancelled.effect.error':
    'Efecte per a tu: el contracte no produeix cap efecte; si ja havies pagat alguna quantitat, se’t retornarà íntegrament en un termini de 15 dies naturals.',
  'cancelled.questions': 'Si tens qualsevol dubte, respon a aquest correu.',
  'cancelled.reason.mutual_agreement': 'mutu acord de les parts',
  'cancelled.reason.buyer_withdrawal': 'desistiment de la part compradora',
  'cancelled.reason.seller_withdrawal_double_arras':
    'desistiment de la part venedora, que retorna les arres duplicades',
  'cancelled.reason.condition_not_met': 'no s’ha complert la condició pactada',
  'cancelled.reason.error': 'error en el contracte',
  'receipt.subject': 'Hem rebut el teu pagament de {amount}',
  'receipt.title': 'Pagament rebut',
  'receipt.greeting': 'Hola, {name}:',
  'receipt.body':
    'Et confirmem que hem rebut la teva transferència de {amountText} en concepte {paymentType, select, arras {de les arres} reserva {de la reserva} other {de pagament a compte}}{hasProperty, select, yes { de l’habitatge situat a {propertyAddress}} other {}}.',
  'receipt.contract': 'Contracte: {contractTypeName} ({contractShortId})',
  'receipt.contractUnsigned': 'Contracte: {contractShortId}, pendent de la signatura de totes les parts',
  'receipt.unsigned':
    'El contracte encara no està signat per totes les parts, de manera que aquest import es rep només a compte: no té cap altre efecte fins que totes les parts l’hagin signat.',
  'receipt.reference': 'Referència: {reference}',
  'receipt.confirmedAt': 'Confirmat el: {paidAt}',
  'receipt.beneficiary': 'Beneficiari: {companyName}',
  'receipt.payer': 'Ordenant de la transferència: {payer}',
  'receipt.settlesAll':
    'Aquest pagament val per al contracte de tots els compradors ({buyers}): no cal cap altra transferència.',
  'paymentLink.subject': 'Dades per a la transferència: {contractName}',
  'paymentLink.title': 'Ja pots fer la transferència',
  'paymentLink.body':
    'Totes les parts han signat «{contractName}». Transfereix {amount} com a molt tard el {deadline}: el contracte dona {days} {business, select, yes {dies hàbils} other {dies naturals}} des de la data de signatura.',
  'paymentLink.oneTransfer':
    'És una sola transferència per l’import total per a tots els compradors ({buyers}); la pot fer qualsevol de vosaltres des d’un compte al seu nom.',
  'paymentLink.ownAccount': 'Fes la transferència des d’un compte al teu nom.',
  'paymentLink.action': 'Mostra les dades de la transferència',
  'paymentLink.fraud':
    'Abans de transferir, comprova que l’IBAN coincideix amb el que figura al contracte signat{hasClause, select, yes { (pacte {clause})} other {}}. Mai no canviem les nostres dades bancàries per correu electrònic ni per telèfon.',
  'outcome.subject':
    '{outcome, select, deed_signed {Escriptura signada} buyer_withdrew {Desistiment de la compra} other {Desistiment de la venda}}: {contractName}',
  'outcome.title':
    '{outcome, select, deed_signed {S’ha signat l’escriptura de compravenda} buyer_withdrew {La part compradora ha desistit} other {La part venedora ha desistit}}',
  'outcome.deed':
    'El {date} es va signar l’escriptura pública de compravenda davant el notari {notary} (protocol núm. {protocol}). La compravenda queda formalitzada: el que s’ha pagat en virtut de «{contractName}» s’ha imputat al preu.',
  'outcome.buyerWithdrew':
    'El {date} va quedar registrat que la part compradora desisteix de la compra. D’acord amb les arres penitencials del contracte (article 621-8 del Codi civil de Catalunya i article 1454 del Codi civil espanyol), {companyName} fa seves les quantitats lliurades ({amount}) i el contracte queda extingit.',
  'outcome.sellerWithdrew':
    'El {date} {companyName} va desistir de la venda. D’acord amb les arres penitencials del contracte (article 621-8 del Codi civil de Catalunya i article 1454 del Codi civil espanyol), et retornarà les quantitats lliurades duplicades, {refund}, com a molt tard el {dueDate}, i el contracte queda extingit.',
  'outcome.reason': 'Motiu indicat (en paraules de l’empresa): {reason}',
  'outcome.questions': 'Si tens qualsevol dubte, respon aquest correu.',
  'receipt.keep':
    'Guarda aquest correu com a justificant del pagament. Si tens qualsevol dubte, escriu-nos a {companyEmail}.',
};
