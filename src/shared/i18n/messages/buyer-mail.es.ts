// Mails a buyer receives (docs/product.md §5.4, §6, §11.2), in Spanish: the reference catalog, word for word the
// texts the product always sent. Names, contract names and codes arrive as arguments.
export const buyerMailEs = {
  greeting: 'Hola {name}:',
  'signatureRequest.subject': 'Firma pendiente: {contractName}',
  'signatureRequest.title': 'Tiene un contrato pendiente de firma',
  'signatureRequest.body': '{companyName} le ha enviado el documento «{contractName}» para que lo revise y lo firme.',
  'signatureRequest.personal':
    'Este enlace es personal: no lo reenvíe. Al firmar se registrarán su dirección IP, su navegador y la fecha y hora de la firma.',
  'signatureRequest.property': 'Inmueble: {address}',
  'signatureRequest.price': 'Precio de venta: {amount}',
  'signatureRequest.reservation': 'Importe de la reserva: {amount}',
  'signatureRequest.deposit': 'Importe de las arras: {amount}',
  'signatureRequest.action': 'Revisar y firmar el contrato',
  'signatureRequest.languageNote': 'El contrato está redactado en español, que es la versión vinculante.',
  'reminder.subject': 'Recordatorio: firma pendiente de {contractName}',
  'reminder.title': 'Su contrato sigue pendiente de firma',
  'reminder.body': '{companyName} le recuerda que el documento «{contractName}» está pendiente de su firma.',
  'reminder.expiry': 'El enlace es personal y caduca el {expiresOn}. Si ya no desea firmar o tiene dudas, responda a este correo.',
  'code.subject': 'Código para firmar: {contractName}',
  'code.title': 'Su código para firmar el contrato',
  'code.body': 'Para firmar el documento «{contractName}» introduzca este código en la página de firma:',
  'code.expiry': 'El código caduca en 10 minutos y admite 5 intentos. Si no ha pedido usted este código, ignore este mensaje.',
  'signed.subject': 'Contrato firmado: {contractName}',
  'signed.title': 'El contrato ha sido firmado por todas las partes',
  'signed.body':
    'Todas las partes han firmado el documento «{contractName}». Adjuntamos el contrato firmado en PDF con el registro de evidencias de firma.',
  'signed.pdfHash': 'Huella SHA-256 del PDF adjunto: {sha256}',
  'signed.textHash': 'Huella SHA-256 del texto firmado: {sha256}',
  'signed.verify': 'Para comprobar en cualquier momento que el PDF es el original sellado, súbelo en {verifyUrl}',
  'signed.keep': 'Conserve este correo y el PDF adjunto como justificante.',
  'receipt.subject': 'Hemos recibido tu pago de {amount}',
  'receipt.title': 'Pago recibido',
  'receipt.greeting': 'Hola, {name}:',
  'receipt.body':
    'Te confirmamos que hemos recibido tu transferencia de {amountText} en concepto de {paymentType, select, arras {las arras} other {la reserva}}{hasProperty, select, yes { de la vivienda situada en {propertyAddress}} other {}}.',
  'receipt.contract': 'Contrato: {contractTypeName} ({contractShortId})',
  'receipt.reference': 'Referencia: {reference}',
  'receipt.confirmedAt': 'Confirmado el: {paidAt}',
  'receipt.beneficiary': 'Beneficiario: {companyName}',
  'receipt.keep': 'Guarda este correo como justificante del pago. Si tienes cualquier duda, escríbenos a {companyEmail}.',
} as const;

export type BuyerMailMessages = Record<keyof typeof buyerMailEs, string>;
