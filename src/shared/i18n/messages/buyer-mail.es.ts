// Mails a buyer receives (docs/product.md §5.4, §6, §11.2), in Spanish: the reference catalog, speaking "tú" like
// every Spanish text of ours (decision 016). Names, contract names and codes arrive as arguments.
export const buyerMailEs = {
  greeting: 'Hola {name}:',
  'fileCleared.subject': 'Ya puedes firmar: {contractName}',
  'fileCleared.title': 'Hemos revisado tu documentación',
  'fileCleared.body':
    '{companyName} ha revisado tu documentación (Ley 10/2010 de prevención del blanqueo de capitales). Ya puedes firmar el contrato «{contractName}» desde tu enlace personal.',
  'fileCleared.action': 'Firmar el contrato',
  'signatureRequest.subject': 'Firma pendiente: {contractName}',
  'signatureRequest.title': 'Tienes un contrato pendiente de firma',
  'signatureRequest.body': '{companyName} te ha enviado el documento «{contractName}» para que lo revises y lo firmes.',
  'signatureRequest.personal':
    'Este enlace es personal: no lo reenvíes. Al firmar se registrarán tu dirección IP, tu navegador y la fecha y hora de la firma.',
  'signatureRequest.property': 'Inmueble: {address}',
  'signatureRequest.price': 'Precio de venta: {amount}',
  'signatureRequest.reservation': 'Importe de la reserva: {amount}',
  'signatureRequest.deposit': 'Importe de las arras: {amount}',
  'signatureRequest.action': 'Revisar y firmar el contrato',
  'signatureRequest.languageNote': 'El contrato está redactado en español, que es la versión vinculante.',
  'signatureRequest.languageNoteCa': 'El contrato está redactado en catalán, que es la versión vinculante.',
  'signatureRequest.reservationLoss':
    'Si desistes de la compra, pierdes la reserva ({amount}): lo dice la cláusula «{clause}» del contrato.',
  'languages.copyEs': 'Con él se firma una copia en castellano; si los dos textos difieren, prevalece el catalán.',
  'languages.copyCa': 'Con él se firma una copia en catalán; si los dos textos difieren, prevalece el castellano.',
  'languages.courtesyOnPage':
    'En tu página de firma, bajo el texto del contrato, tienes una traducción de cortesía al inglés, que no vincula.',
  'languages.courtesyAttached':
    'Adjuntamos la traducción de cortesía al inglés, que no vincula ({filename}); también está en tu página de firma.',
  'documents.sheets': 'Adjuntamos la ficha informativa de la vivienda: {files}.',
  'reminder.subject': 'Recordatorio: firma pendiente de {contractName}',
  'reminder.title': 'Tu contrato sigue pendiente de firma',
  'reminder.body': '{companyName} te recuerda que el documento «{contractName}» está pendiente de tu firma.',
  'reminder.expiry':
    'El enlace es personal y caduca el {expiresOn}. Si ya no deseas firmar o tienes dudas, responde a este correo.',
  'code.subject': 'Código para firmar: {contractName}',
  'code.title': 'Tu código para firmar el contrato',
  'code.body': 'Para firmar el documento «{contractName}» introduce este código en la página de firma:',
  'code.expiry':
    'El código caduca en 10 minutos y admite 5 intentos. Si no has pedido este código, ignora este mensaje.',
  'signed.subject': 'Contrato firmado: {contractName}',
  'signed.title': 'El contrato ha sido firmado por todas las partes',
  'signed.body':
    'Todas las partes han firmado el documento «{contractName}». Adjuntamos el contrato firmado en PDF con el registro de evidencias de firma.',
  'signed.pdfHash': 'Huella SHA-256 del PDF adjunto: {sha256}',
  'signed.textHash': 'Huella SHA-256 del texto firmado: {sha256}',
  'signed.verify': 'Para comprobar en cualquier momento que el PDF es el original sellado, súbelo en {verifyUrl}',
  'signed.keep': 'Conserva este correo y el PDF adjunto como justificante.',
  'cancelled.subject': 'Contrato anulado: {contractName}',
  'cancelled.title': 'El contrato ha sido anulado',
  'cancelled.body':
    '{companyName} ha anulado el documento «{contractName}» que te envió para firmar. Tu enlace de firma ya no funciona.',
  'cancelled.reason': 'Motivo: {reason}',
  'cancelled.details': 'Explicación (en palabras de la empresa): {details}',
  'cancelled.noPayment': 'No hagas ninguna transferencia por este contrato: su enlace de pago ya no funciona.',
  'cancelled.effect.mutual_agreement':
    'Efecto para ti: el contrato queda resuelto por el acuerdo de resolución que firmaron todas las partes (el último, el {signedOn}). {hasAmount, select, yes {{companyName} te devolverá {amount} como muy tarde el {deadline}} other {No hay ninguna cantidad que devolver}}, y las partes se liberan mutuamente de cualquier otra obligación derivada del contrato.',
  'cancelled.effect.buyer_withdrawal_arras':
    'Efecto para ti: al desistir la parte compradora, conforme a las arras penitenciales del contrato la parte vendedora hace suyas las arras que hubieras entregado; no debes nada más.',
  'cancelled.effect.buyer_withdrawal':
    'Efecto para ti: al desistir la parte compradora, la parte vendedora conserva el importe de la reserva que hubieras entregado, como prevé el contrato; no debes nada más.',
  'cancelled.effect.seller_withdrawal_double_arras':
    'Efecto para ti: la parte vendedora desiste y, conforme a {clause} del contrato firmado, te devolverá {hasAmount, select, yes {el doble de lo que entregaste, {amount},} other {el doble de lo que hubieras entregado}} {term}.',
  'cancelled.effect.condition_not_met':
    'Efecto para ti: como no se ha cumplido la condición pactada, conforme a {clause} del contrato firmado se te devolverá íntegro {hasAmount, select, yes {el importe de la reserva que entregaste, {amount},} other {el importe de la reserva que hubieras entregado}} {term}.',
  'cancelled.effect.error':
    'Efecto para ti: ninguna parte compradora había firmado el contrato, así que no llegó a obligarte a nada; si hubieras pagado alguna cantidad por él, se te devolverá íntegra.',
  'cancelled.term':
    'en el plazo de {days} {unit, select, business_days {días hábiles} other {días naturales}} {from, select, buyer_communication_received {desde que la empresa recibió tu comunicación del incumplimiento, el {startDate}} other {desde esta comunicación, del {startDate}}}{hasDueDate, select, yes {: como muy tarde el {dueDate}} other {}}',
  'cancelled.noTerm': 'en el plazo que fija el contrato',
  'cancelled.clauseSays': 'Lo dice {clause} del contrato firmado: «{text}»',
  'cancelled.businessDays':
    'Son días hábiles todos salvo los sábados, los domingos y los festivos nacionales, de Cataluña y locales de {city}.',
  'termination.subject': 'Acuerdo de resolución para firmar: {contractName}',
  'termination.title': 'Te proponemos resolver el contrato de mutuo acuerdo',
  'termination.body':
    '{companyName} te propone resolver de mutuo acuerdo el contrato «{contractName}» que firmaste. {hasAmount, select, yes {Según el acuerdo, te devolverá {amount} como muy tarde el {deadline}} other {Según el acuerdo, no hay ninguna cantidad que devolver}}, y las partes se liberan mutuamente.',
  'termination.notYet':
    'El contrato sigue vigente hasta que todas las partes firmen el acuerdo: si no quieres resolverlo, no lo firmes.',
  'termination.expires':
    'Puedes leer el acuerdo y firmarlo en tu página hasta el {expiresOn}; después la oferta caduca.',
  'termination.action': 'Leer y firmar el acuerdo',
  'cancelled.questions': 'Si tienes cualquier duda, responde a este correo.',
  'cancelled.reason.mutual_agreement': 'mutuo acuerdo de las partes',
  'cancelled.reason.buyer_withdrawal': 'desistimiento de la parte compradora',
  'cancelled.reason.seller_withdrawal_double_arras':
    'desistimiento de la parte vendedora, que devuelve las arras duplicadas',
  'cancelled.reason.condition_not_met': 'no se ha cumplido la condición pactada',
  'cancelled.reason.error': 'error en el contrato',
  'receipt.subject': 'Hemos recibido el pago de {amount}',
  'receipt.title': 'Pago recibido',
  'receipt.greeting': 'Hola, {name}:',
  'receipt.body':
    'Te confirmamos que hemos recibido {whose, select, own {tu transferencia} payer {la transferencia de {payer}} other {la transferencia}} de {amountText} en concepto de {paymentType, select, arras {las arras} reserva {la reserva} other {pago a cuenta}}{hasProperty, select, yes { de la vivienda situada en {propertyAddress}} other {}}.',
  'receipt.contract': 'Contrato: {contractTypeName} ({contractShortId})',
  'receipt.contractUnsigned': 'Contrato: {contractShortId}, pendiente de la firma de todas las partes',
  'receipt.unsigned':
    'El contrato todavía no está firmado por todas las partes, así que este importe se recibe solo a cuenta: no tiene ningún otro efecto hasta que todas las partes lo hayan firmado.',
  'receipt.reference': 'Referencia: {reference}',
  'receipt.confirmedAt': 'Confirmado el: {paidAt}',
  'receipt.beneficiary': 'Beneficiario: {companyName}',
  'receipt.payer': 'Ordenante de la transferencia: {payer}',
  'receipt.valueDate': 'Fecha valor: {date}',
  'receipt.settlesAll':
    'Este pago vale para el contrato de todos los compradores ({buyers}): no hace falta ninguna otra transferencia.',
  'paymentLink.subject': 'Datos para la transferencia: {contractName}',
  'paymentLink.title': 'Ya puedes hacer la transferencia',
  'paymentLink.body':
    'Todas las partes han firmado «{contractName}». Transfiere {amount} como muy tarde el {deadline}: el contrato da {days} {business, select, yes {días hábiles} other {días naturales}} desde la fecha de firma.',
  'paymentLink.bodyTerm':
    'Todas las partes han firmado «{contractName}». Transfiere {amount} dentro del plazo del contrato: {days} {business, select, yes {días hábiles} other {días naturales}} desde la fecha de firma.',
  'paymentLink.oneTransfer':
    'Es una sola transferencia por el importe total para todos los compradores ({buyers}); puede hacerla cualquiera de vosotros desde una cuenta a su nombre.',
  'paymentLink.ownAccount': 'Haz la transferencia desde una cuenta a tu nombre.',
  'paymentLink.action': 'Ver los datos de la transferencia',
  'paymentLink.fraud':
    'Antes de transferir, comprueba que el IBAN coincide con el que figura en {hasClause, select, yes {{clause} del contrato firmado} other {el contrato firmado}}. Nunca cambiamos nuestros datos bancarios por email ni por teléfono.',
  'outcome.subject':
    '{outcome, select, deed_signed {Escritura firmada} buyer_withdrew {Desistimiento de la compra} buyer_withdrew_justified {Desistimiento justificado de la compra} other {Desistimiento de la venta}}: {contractName}',
  'outcome.title':
    '{outcome, select, deed_signed {Se ha firmado la escritura de compraventa} buyer_withdrew {La parte compradora ha desistido} buyer_withdrew_justified {La parte compradora ha desistido con causa justificada} other {La parte vendedora ha desistido}}',
  'outcome.deed':
    'El {date} se firmó la escritura pública de compraventa ante el notario {notary} (protocolo n.º {protocol}). La compraventa queda formalizada: lo pagado en virtud de «{contractName}» se ha imputado al precio.',
  'outcome.buyerWithdrew':
    'El {date} quedó registrado que la parte compradora desiste de la compra. Conforme a {clause} del contrato firmado (arras penitenciales: artículo 621-8 del Código civil de Cataluña y artículo 1454 del Código Civil), {companyName} hace suyas las cantidades entregadas que esa cláusula cubre ({amount}) y el contrato queda extinguido.',
  'outcome.sellerWithdrew':
    'El {date} {companyName} desistió de la venta. Conforme a {clause} del contrato firmado (arras penitenciales: artículo 621-8 del Código civil de Cataluña y artículo 1454 del Código Civil), te devolverá duplicadas las cantidades entregadas que esa cláusula cubre, {refund}, como muy tarde el {dueDate}, y el contrato queda extinguido.',
  'outcome.justified':
    'El {date} quedó registrado que la parte compradora desiste con la causa que el contrato justifica (artículo 621-49 del Código civil de Cataluña: la denegación de la financiación). Conforme a {clause} del contrato firmado, {companyName} te devolverá las cantidades entregadas, {refund}, sin penalización, como muy tarde el {dueDate}, y el contrato queda extinguido.',
  'outcome.noDueDate': 'el último día del plazo que fija esa cláusula',
  'outcome.corrects': 'Esta comunicación corrige la del {date}. Motivo de la corrección: {reason}',
  'outcome.reason': 'Motivo indicado (en palabras de la empresa): {reason}',
  'outcome.questions': 'Si tienes cualquier duda, responde a este correo.',
  'receipt.keep':
    'Guarda este correo como justificante del pago. Si tienes cualquier duda, escríbenos a {companyEmail}.',
} as const;

export type BuyerMailMessages = Record<keyof typeof buyerMailEs, string>;
