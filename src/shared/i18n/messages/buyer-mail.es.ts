// Mails a buyer receives (docs/product.md §5.4, §6, §11.2), in Spanish: the reference catalog, speaking "tú" like
// every Spanish text of ours (decision 016). Names, contract names and codes arrive as arguments.
export const buyerMailEs = {
  greeting: 'Hola {name}:',
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
    'Efecto para ti: el contrato queda sin efecto de común acuerdo; si ya habías pagado alguna cantidad por él, se te devolverá íntegra en un plazo de 15 días naturales, salvo que hayáis pactado otra cosa por escrito.',
  'cancelled.effect.buyer_withdrawal_arras':
    'Efecto para ti: al desistir la parte compradora, conforme a las arras penitenciales del contrato la parte vendedora hace suyas las arras que hubieras entregado; no debes nada más.',
  'cancelled.effect.buyer_withdrawal':
    'Efecto para ti: al desistir la parte compradora, la parte vendedora conserva el importe de la reserva que hubieras entregado, como prevé el contrato; no debes nada más.',
  'cancelled.effect.seller_withdrawal_double_arras':
    'Efecto para ti: la parte vendedora te devolverá el doble de las arras que hubieras entregado, en un plazo de 15 días naturales.',
  'cancelled.effect.condition_not_met':
    'Efecto para ti: como no se ha cumplido la condición pactada, se te devolverá íntegro el importe de la reserva que hubieras entregado, en un plazo de 15 días naturales.',
  'cancelled.effect.error':
    'Efecto para ti: el contrato no produce ningún efecto; si ya habías pagado alguna cantidad por él, se te devolverá íntegra en un plazo de 15 días naturales.',
  'cancelled.questions': 'Si tienes cualquier duda, responde a este correo.',
  'cancelled.reason.mutual_agreement': 'mutuo acuerdo de las partes',
  'cancelled.reason.buyer_withdrawal': 'desistimiento de la parte compradora',
  'cancelled.reason.seller_withdrawal_double_arras':
    'desistimiento de la parte vendedora, que devuelve las arras duplicadas',
  'cancelled.reason.condition_not_met': 'no se ha cumplido la condición pactada',
  'cancelled.reason.error': 'error en el contrato',
  'receipt.subject': 'Hemos recibido tu pago de {amount}',
  'receipt.title': 'Pago recibido',
  'receipt.greeting': 'Hola, {name}:',
  'receipt.body':
    'Te confirmamos que hemos recibido tu transferencia de {amountText} en concepto de {paymentType, select, arras {las arras} reserva {la reserva} other {pago a cuenta}}{hasProperty, select, yes { de la vivienda situada en {propertyAddress}} other {}}.',
  'receipt.contract': 'Contrato: {contractTypeName} ({contractShortId})',
  'receipt.contractUnsigned': 'Contrato: {contractShortId}, pendiente de la firma de todas las partes',
  'receipt.unsigned':
    'El contrato todavía no está firmado por todas las partes, así que este importe se recibe solo a cuenta: no tiene ningún otro efecto hasta que todas las partes lo hayan firmado.',
  'receipt.reference': 'Referencia: {reference}',
  'receipt.confirmedAt': 'Confirmado el: {paidAt}',
  'receipt.beneficiary': 'Beneficiario: {companyName}',
  'receipt.payer': 'Ordenante de la transferencia: {payer}',
  'receipt.settlesAll':
    'Este pago vale para el contrato de todos los compradores ({buyers}): no hace falta ninguna otra transferencia.',
  'paymentLink.subject': 'Datos para la transferencia: {contractName}',
  'paymentLink.title': 'Ya puedes hacer la transferencia',
  'paymentLink.body':
    'Todas las partes han firmado «{contractName}». Transfiere {amount} como muy tarde el {deadline}: el contrato da {days} {business, select, yes {días hábiles} other {días naturales}} desde la fecha de firma.',
  'paymentLink.oneTransfer':
    'Es una sola transferencia por el importe total para todos los compradores ({buyers}); puede hacerla cualquiera de vosotros desde una cuenta a su nombre.',
  'paymentLink.ownAccount': 'Haz la transferencia desde una cuenta a tu nombre.',
  'paymentLink.action': 'Ver los datos de la transferencia',
  'paymentLink.fraud':
    'Antes de transferir, comprueba que el IBAN coincide con el que figura en el contrato firmado{hasClause, select, yes { (cláusula {clause})} other {}}. Nunca cambiamos nuestros datos bancarios por email ni por teléfono.',
  'outcome.subject':
    '{outcome, select, deed_signed {Escritura firmada} buyer_withdrew {Desistimiento de la compra} other {Desistimiento de la venta}}: {contractName}',
  'outcome.title':
    '{outcome, select, deed_signed {Se ha firmado la escritura de compraventa} buyer_withdrew {La parte compradora ha desistido} other {La parte vendedora ha desistido}}',
  'outcome.deed':
    'El {date} se firmó la escritura pública de compraventa ante el notario {notary} (protocolo n.º {protocol}). La compraventa queda formalizada: lo pagado en virtud de «{contractName}» se ha imputado al precio.',
  'outcome.buyerWithdrew':
    'El {date} quedó registrado que la parte compradora desiste de la compra. Conforme a las arras penitenciales del contrato (artículo 621-8 del Código civil de Cataluña y artículo 1454 del Código Civil), {companyName} hace suyas las cantidades entregadas ({amount}) y el contrato queda extinguido.',
  'outcome.sellerWithdrew':
    'El {date} {companyName} desistió de la venta. Conforme a las arras penitenciales del contrato (artículo 621-8 del Código civil de Cataluña y artículo 1454 del Código Civil), te devolverá las cantidades entregadas duplicadas, {refund}, como muy tarde el {dueDate}, y el contrato queda extinguido.',
  'outcome.reason': 'Motivo indicado (en palabras de la empresa): {reason}',
  'outcome.questions': 'Si tienes cualquier duda, responde a este correo.',
  'receipt.keep':
    'Guarda este correo como justificante del pago. Si tienes cualquier duda, escríbenos a {companyEmail}.',
} as const;

export type BuyerMailMessages = Record<keyof typeof buyerMailEs, string>;
