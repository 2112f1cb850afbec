import type { BuyerMailMessages } from './buyer-mail.es';

// Mails a buyer receives, in Catalan (docs/product.md §11.2), speaking "tu" like every Catalan text (decision 016).
export const buyerMailCa: BuyerMailMessages = {
  greeting: 'Hola, {name}:',
  'fileCleared.subject': 'Ja pots signar: {contractName}',
  'fileCleared.title': 'Hem revisat la teva documentació',
  'fileCleared.body':
    '{companyName} ha revisat la teva documentació (Llei 10/2010 de prevenció del blanqueig de capitals). Ja pots signar el contracte «{contractName}» des del teu enllaç personal.',
  'fileCleared.action': 'Signa el contracte',
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
  'signatureRequest.reservationLoss':
    'Si desisteixes de la compra, perds la reserva ({amount}): ho diu la clàusula «{clause}» del contracte.',
  'languages.copyEs': 'Amb ell se signa una còpia en castellà; si els dos textos difereixen, preval el català.',
  'languages.copyCa': 'Amb ell se signa una còpia en català; si els dos textos difereixen, preval el castellà.',
  'languages.courtesyOnPage':
    'A la teva pàgina de signatura, sota el text del contracte, tens una traducció de cortesia a l’anglès, que no vincula.',
  'languages.courtesyAttached':
    'Adjuntem la traducció de cortesia a l’anglès, que no vincula ({filename}); també és a la teva pàgina de signatura.',
  'documents.sheets': 'Adjuntem la fitxa informativa de l’habitatge: {files}.',
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
    'Efecte per a tu: el contracte queda resolt per l’acord de resolució que han signat totes les parts (l’última, el {signedOn}). {hasAmount, select, yes {{companyName} et retornarà {amount} com a molt tard el {deadline}} other {No hi ha cap quantitat per retornar}}, i les parts s’alliberen mútuament de qualsevol altra obligació derivada del contracte.',
  'cancelled.effect.buyer_withdrawal_arras':
    'Efecte per a tu: en desistir la part compradora, d’acord amb les arres penitencials del contracte la part venedora fa seves les arres que haguessis lliurat; no deus res més.',
  'cancelled.effect.buyer_withdrawal':
    'Efecte per a tu: en desistir la part compradora, la part venedora conserva l’import de la reserva que haguessis lliurat, tal com preveu el contracte; no deus res més.',
  'cancelled.effect.seller_withdrawal_double_arras':
    'Efecte per a tu: la part venedora desisteix i, d’acord amb {clause} del contracte signat, et retornarà {hasAmount, select, yes {el doble del que vas lliurar, {amount},} other {el doble del que haguessis lliurat}} {term}.',
  'cancelled.effect.condition_not_met':
    'Efecte per a tu: com que no s’ha complert la condició pactada, d’acord amb {clause} del contracte signat se’t retornarà íntegrament {hasAmount, select, yes {l’import de la reserva que vas lliurar, {amount},} other {l’import de la reserva que haguessis lliurat}} {term}.',
  'cancelled.effect.error':
    'Efecte per a tu: cap part compradora no havia signat el contracte, de manera que no t’ha arribat a obligar a res; si haguessis pagat alguna quantitat, se’t retornarà íntegrament.',
  'cancelled.term':
    'en el termini de {days} {unit, select, business_days {dies hàbils} other {dies naturals}} {from, select, buyer_communication_received {des que l’empresa va rebre la teva comunicació de l’incompliment, el {startDate}} other {des d’aquesta comunicació, del {startDate}}}{hasDueDate, select, yes {: com a molt tard el {dueDate}} other {}}',
  'cancelled.noTerm': 'en el termini que fixa el contracte',
  'cancelled.clauseSays': 'Ho diu {clause} del contracte signat: «{text}»',
  'cancelled.businessDays':
    'Són dies hàbils tots excepte els dissabtes, els diumenges i els festius nacionals, de Catalunya i locals de {city}.',
  'termination.subject': 'Acord de resolució per signar: {contractName}',
  'termination.title': 'Et proposem resoldre el contracte de mutu acord',
  'termination.body':
    '{companyName} et proposa resoldre de mutu acord el contracte «{contractName}» que vas signar. {hasAmount, select, yes {Segons l’acord, et retornarà {amount} com a molt tard el {deadline}} other {Segons l’acord, no hi ha cap quantitat per retornar}}, i les parts s’alliberen mútuament.',
  'termination.notYet':
    'El contracte continua vigent fins que totes les parts signin l’acord: si no el vols resoldre, no el signis.',
  'termination.expires':
    'Pots llegir l’acord i signar-lo a la teva pàgina fins al {expiresOn}; després l’oferta caduca.',
  'termination.action': 'Llegeix i signa l’acord',
  'cancelled.questions': 'Si tens qualsevol dubte, respon a aquest correu.',
  'cancelled.reason.mutual_agreement': 'mutu acord de les parts',
  'cancelled.reason.buyer_withdrawal': 'desistiment de la part compradora',
  'cancelled.reason.seller_withdrawal_double_arras':
    'desistiment de la part venedora, que retorna les arres duplicades',
  'cancelled.reason.condition_not_met': 'no s’ha complert la condició pactada',
  'cancelled.reason.error': 'error en el contracte',
  'receipt.subject': 'Hem rebut el pagament de {amount}',
  'receipt.title': 'Pagament rebut',
  'receipt.greeting': 'Hola, {name}:',
  'receipt.body':
    'Et confirmem que hem rebut {whose, select, own {la teva transferència} payer {la transferència de {payer}} other {la transferència}} de {amountText} en concepte {paymentType, select, arras {de les arres} reserva {de la reserva} other {de pagament a compte}}{hasProperty, select, yes { de l’habitatge situat a {propertyAddress}} other {}}.',
  'receipt.contract': 'Contracte: {contractTypeName} ({contractShortId})',
  'receipt.contractUnsigned': 'Contracte: {contractShortId}, pendent de la signatura de totes les parts',
  'receipt.unsigned':
    'El contracte encara no està signat per totes les parts, de manera que aquest import es rep només a compte: no té cap altre efecte fins que totes les parts l’hagin signat.',
  'receipt.reference': 'Referència: {reference}',
  'receipt.confirmedAt': 'Confirmat el: {paidAt}',
  'receipt.beneficiary': 'Beneficiari: {companyName}',
  'receipt.payer': 'Ordenant de la transferència: {payer}',
  'receipt.valueDate': 'Data valor: {date}',
  'receipt.settlesAll':
    'Aquest pagament val per al contracte de tots els compradors ({buyers}): no cal cap altra transferència.',
  'paymentLink.subject': 'Dades per a la transferència: {contractName}',
  'paymentLink.title': 'Ja pots fer la transferència',
  'paymentLink.body':
    'Totes les parts han signat «{contractName}». Transfereix {amount} com a molt tard el {deadline}: el contracte dona {days} {business, select, yes {dies hàbils} other {dies naturals}} des de la data de signatura.',
  'paymentLink.bodyTerm':
    'Totes les parts han signat «{contractName}». Transfereix {amount} dins el termini del contracte: {days} {business, select, yes {dies hàbils} other {dies naturals}} des de la data de signatura.',
  'paymentLink.oneTransfer':
    'És una sola transferència per l’import total per a tots els compradors ({buyers}); la pot fer qualsevol de vosaltres des d’un compte al seu nom.',
  'paymentLink.ownAccount': 'Fes la transferència des d’un compte al teu nom.',
  'paymentLink.action': 'Mostra les dades de la transferència',
  'paymentLink.fraud':
    'Abans de transferir, comprova que l’IBAN coincideix amb el que figura {hasClause, select, yes {en {clause} del contracte signat} other {al contracte signat}}. Mai no canviem les nostres dades bancàries per correu electrònic ni per telèfon.',
  'outcome.subject':
    '{outcome, select, deed_signed {Escriptura signada} buyer_withdrew {Desistiment de la compra} buyer_withdrew_justified {Desistiment justificat de la compra} other {Desistiment de la venda}}: {contractName}',
  'outcome.title':
    '{outcome, select, deed_signed {S’ha signat l’escriptura de compravenda} buyer_withdrew {La part compradora ha desistit} buyer_withdrew_justified {La part compradora ha desistit amb causa justificada} other {La part venedora ha desistit}}',
  'outcome.deed':
    'El {date} es va signar l’escriptura pública de compravenda davant el notari {notary} (protocol núm. {protocol}). La compravenda queda formalitzada: el que s’ha pagat en virtut de «{contractName}» s’ha imputat al preu.',
  'outcome.buyerWithdrew':
    'El {date} va quedar registrat que la part compradora desisteix de la compra. D’acord amb {clause} del contracte signat (arres penitencials: article 621-8 del Codi civil de Catalunya i article 1454 del Codi civil espanyol), {companyName} fa seves les quantitats lliurades que aquest pacte cobreix ({amount}) i el contracte queda extingit.',
  'outcome.sellerWithdrew':
    'El {date} {companyName} va desistir de la venda. D’acord amb {clause} del contracte signat (arres penitencials: article 621-8 del Codi civil de Catalunya i article 1454 del Codi civil espanyol), et retornarà doblades les quantitats lliurades que aquest pacte cobreix, {refund}, com a molt tard el {dueDate}, i el contracte queda extingit.',
  'outcome.justified':
    'El {date} va quedar registrat que la part compradora desisteix amb la causa que el contracte justifica (article 621-49 del Codi civil de Catalunya: la denegació del finançament). D’acord amb {clause} del contracte signat, {companyName} et retornarà les quantitats lliurades, {refund}, sense cap penalització, com a molt tard el {dueDate}, i el contracte queda extingit.',
  'outcome.noDueDate': 'l’últim dia del termini que fixa aquest pacte',
  'outcome.corrects': 'Aquesta comunicació corregeix la del {date}. Motiu de la correcció: {reason}',
  'outcome.reason': 'Motiu indicat (en paraules de l’empresa): {reason}',
  'outcome.questions': 'Si tens qualsevol dubte, respon aquest correu.',
  'receipt.keep':
    'Guarda aquest correu com a justificant del pagament. Si tens qualsevol dubte, escriu-nos a {companyEmail}.',
};
