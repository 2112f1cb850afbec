// The chrome of the buyer's payment page (docs/product.md §6, §11.2) in Spanish: the reference catalog, with the
// texts the page always showed. The page "tutea" the buyer, as it always did.
export const paymentEs = {
  'page.title': 'Instrucciones de pago',
  'page.titleWithCompany': 'Instrucciones de pago | {company}',
  'page.secure': 'Pago seguro por transferencia',
  'page.loading': 'Cargando los datos del pago...',
  'page.print': 'Imprimir o guardar en PDF',
  'page.contract': '{contractTypeName} · Contrato {contractShortId}',
  'page.concept': '{paymentType, select, arras {Pago de las arras} other {Pago de la reserva}}',
  'amount.title': 'Importe a transferir',
  'amount.total': 'Importe total a transferir, en una sola transferencia',
  'buyers.title': 'Una sola transferencia por el importe total',
  'buyers.several':
    'Este importe es el total del contrato para todos los compradores ({buyers}). Haced una sola transferencia por el importe completo, sin dividirla: puede hacerla cualquiera de vosotros desde una cuenta a su nombre.',
  'buyers.one': 'Haz la transferencia desde una cuenta a tu nombre.',
  'buyers.why':
    'La ley de prevención del blanqueo de capitales (Ley 10/2010) nos obliga a comprobar que el dinero sale de una cuenta de quien compra. Un pago desde la cuenta de otra persona no se confirma automáticamente.',
  'instant.title': 'Paga mediante transferencia inmediata SEPA',
  'instant.body':
    'Elige «transferencia inmediata» en tu banco: el dinero llega en unos segundos, cualquier día y a cualquier hora. Antes de enviarla, tu banco te mostrará una comprobación del nombre del beneficiario: escríbelo exactamente como aparece aquí para que coincida con el titular de la cuenta.',
  'details.title': 'Datos de la transferencia',
  'details.beneficiary': 'Beneficiario',
  'details.copyBeneficiary': 'Copiar beneficiario',
  'details.beneficiaryHint': 'Escríbelo exactamente así: tu banco comprobará que coincide con el titular de la cuenta.',
  'details.iban': 'IBAN',
  'details.copyIban': 'Copiar IBAN',
  'details.bank': 'Banco',
  'details.bic': 'BIC/SWIFT',
  'details.copyBic': 'Copiar BIC',
  'details.amount': 'Importe',
  'details.copyAmount': 'Copiar importe',
  'details.reference': 'Concepto (referencia)',
  'details.copyReference': 'Copiar referencia',
  'details.referenceHint': 'Indícala sin cambios: así identificamos tu pago.',
  'copy.copy': 'Copiar',
  'copy.copied': 'Copiado',
  'copy.failed': 'No se pudo copiar automáticamente. Por favor, copia manualmente el enlace.',
  'qr.title': 'Paga con el móvil',
  'qr.alt': 'Código QR de transferencia SEPA: {amount} a {beneficiary}',
  'qr.caption':
    'Escanéalo con la app de tu banco (opción «Pagar con QR» o «Escanear») y se rellenarán el beneficiario, el IBAN, el importe y la referencia.',
  'steps.title': 'Cómo pagar',
  'steps.one': 'Abre la app o la banca online de tu banco y elige «transferencia inmediata».',
  'steps.two': 'Escanea el código QR o copia los datos: beneficiario, IBAN, importe y referencia.',
  'steps.three': 'Comprueba que el nombre del beneficiario coincide y confirma la transferencia.',
  'steps.four':
    'Cuando recibamos el pago te enviaremos un correo de confirmación. No hace falta que nos envíes el justificante.',
  'pending.title': 'Datos bancarios pendientes — contacta con {company}',
  'pending.body':
    'Todavía no podemos mostrarte la cuenta a la que transferir. Ponte en contacto con {company} y te indicaremos cómo hacer el pago. No hagas ninguna transferencia hasta tener los datos de la cuenta.',
  'pending.email': 'Email:',
  'pending.phone': 'Teléfono:',
  'pending.reference': 'Referencia de tu pago:',
  'lang.label': 'Idioma de la página',
  'awaiting.title': 'El contrato está pendiente de firma',
  'awaiting.body':
    'Todavía falta que alguna de las partes firme el contrato. Cuando lo hayan firmado todas, esta misma página te mostrará la cuenta, la referencia y el código QR para hacer la transferencia.',
  'awaiting.amount': 'Importe que tendrás que transferir entonces: {amount}.',
  'awaiting.noTransfer': 'No hagas ninguna transferencia hasta entonces.',
  'awaitingFile.title': 'Falta completar la identificación antes del pago',
  'awaitingFile.body':
    'La ley de prevención del blanqueo de capitales (Ley 10/2010) obliga a {company} a identificar a cada comprador y a revisar su expediente antes de recibir ningún pago. Cuando esté todo listo, esta misma página te mostrará la cuenta, la referencia y el código QR para hacer la transferencia.',
  'awaitingFile.help':
    'Si aún no has subido tu documento de identidad o no has completado tus declaraciones, hazlo desde tu enlace de firma, o ponte en contacto con nosotros.',
  'deadline.title': 'Plazo',
  'deadline.body':
    'Haz la transferencia como muy tarde el {date}: el contrato da {days} {business, select, yes {días hábiles (sin contar sábados, domingos ni festivos)} other {días naturales}} desde que lo firmaron todas las partes. Si no puedes pagar a tiempo, avísanos antes.',
  'deadline.clause':
    '{hasClause, select, yes {Lo dice {clause} del contrato firmado:} other {Lo dice el contrato firmado:}}',
  'fraud.title': 'Nunca cambiamos nuestra cuenta por email ni por teléfono',
  'fraud.body':
    '{company} no te pedirá nunca por email, teléfono o mensaje que pagues a otra cuenta. Si alguien lo hace, aunque parezca que somos nosotros, no pagues y llámanos a un número que ya conozcas. La única cuenta válida es la que figura en el contrato que firmaste.',
  'fraud.checkIban':
    'Antes de transferir, comprueba que el IBAN {iban} coincide con el que figura en {hasClause, select, yes {{clause} del} other {el}} contrato firmado.',
  'fraud.ibanMismatch':
    'Atención: el IBAN de esta página no coincide con el del contrato firmado ({contractIban}). No hagas la transferencia y llama a {company} a un número que ya conozcas.',
  'abroad.title': 'Si pagas desde fuera de la zona euro',
  'abroad.body':
    'Si tu banco está en un país SEPA, haz una transferencia SEPA en euros como se explica arriba. Si no, pide a tu banco una transferencia internacional (SWIFT) en euros a este IBAN, con el BIC {bic}, y pon la referencia en el concepto.',
  'abroad.fees':
    'Tienen que llegar exactamente {amount}: elige que las comisiones las pagues tú (opción «OUR») y envía euros, no tu moneda, para que ningún banco intermediario descuente nada. Estas transferencias tardan de uno a cinco días laborables; envíala con tiempo.',
  'received.title': 'Pago recibido',
  'received.body':
    'Hemos recibido tu transferencia de {amount}{paidAt, select, none {} other { y la confirmamos el {paidAt}}}. No tienes que hacer nada más.',
  'received.reference': 'Referencia',
  'received.settlesAll':
    'Este pago vale para todos los compradores del contrato ({buyers}): no hace falta ninguna otra transferencia.',
  'cancelled.title': 'Este pago ya no está disponible',
  'cancelled.body': 'El contrato asociado a este pago ha sido cancelado. No realices la transferencia.',
  'cancelled.contact': 'Si tienes cualquier duda, ponte en contacto con nosotros.',
  'invalid.title': 'Enlace de pago no válido',
  'invalid.body': 'El enlace no es correcto o ha dejado de funcionar. Comprueba que lo has copiado entero.',
  'invalid.help':
    'Si el problema continúa, pide un nuevo enlace a quien te lo envió. No realices ninguna transferencia hasta entonces.',
  'loadError.title': 'No se pudieron cargar los datos del pago',
  'loadError.unknown': 'Error desconocido',
  'loadError.network': 'No se pudo conectar con el servidor.',
  'loadError.retry': 'Reintentar',
} as const;

export type PaymentMessages = Record<keyof typeof paymentEs, string>;
