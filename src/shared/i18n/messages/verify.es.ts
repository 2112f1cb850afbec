// The verification page (docs/product.md §5.5, §11.2) in Spanish, the reference catalog.
export const verifyEs = {
  'page.title': 'Verificar un contrato firmado',
  'page.titleWithCompany': 'Verificar un contrato firmado · {company}',
  'page.heading': 'Verificar un contrato firmado',
  'page.intro':
    'Los contratos que firman todas las partes se emiten en PDF con un sello electrónico. Sube aquí el PDF para comprobar que es el original y que nadie lo ha modificado. Solo se calcula su huella: el archivo no se guarda.',
  'page.home': '{company}, página de inicio',
  'drop.active': 'Suelta el PDF aquí',
  'drop.idle': 'Arrastra aquí el PDF o pulsa para elegirlo',
  'drop.limit': 'Un archivo PDF de hasta 20 MB.',
  'drop.label': 'PDF del contrato',
  'state.checking': 'Comprobando «{filename}»...',
  'state.again': 'Comprobar otro documento',
  'error.failed': 'No se pudo comprobar el documento. Inténtalo de nuevo.',
  'error.notPdf': 'El archivo no es un PDF.',
  'genuine.title': '✓ Documento auténtico',
  'genuine.body':
    '«{filename}» es exactamente el PDF que emitimos al firmarse el contrato, y su sello electrónico es válido: no se ha modificado desde entonces.',
  'genuine.contract': 'Contrato',
  'genuine.signedAt': 'Firmado por todas las partes',
  'genuine.madridTime': '{dateTime} (hora de Madrid)',
  'genuine.signers': 'Firmantes',
  'genuine.signerSignedAt': 'firmó el {dateTime}',
  'genuine.cancelled':
    'Atención: este contrato fue anulado después de firmarse. El documento es auténtico, pero el contrato ya no está en vigor.',
  'genuine.status': 'Estado actual',
  'genuine.status.signed': 'Firmado',
  'genuine.status.completed': 'Completado',
  'genuine.status.cancelled': 'Anulado',
  'genuine.status.other': 'Pendiente de firmas',
  'genuine.outcome': 'Después del pago',
  'genuine.outcome.value':
    '{outcome, select, deed_signed {Escritura de compraventa firmada ante notario el {date}} buyer_withdrew {La parte compradora desistió el {date}: el contrato está extinguido} other {La parte vendedora desistió el {date}: el contrato está extinguido}}',
  'genuine.sealedAt': 'Fecha del sello',
  'genuine.sealTimestamp':
    '{dateTime} (hora de Madrid), fecha cierta de la autoridad de sellado de tiempo «{authority}»',
  'genuine.sealServerClock':
    '{dateTime} (hora de Madrid), solo según el reloj de nuestro servidor: ninguna autoridad de sellado de tiempo acredita esta fecha',
  'genuine.sealPending':
    '{dateTime} (hora de Madrid), por ahora solo según el reloj de nuestro servidor: la fecha cierta de la autoridad de sellado de tiempo está pendiente y se añadirá al PDF en cuanto llegue; vuelva a descargarlo más tarde',
  'genuine.sealNewerCopy':
    '{dateTime} (hora de Madrid), según el reloj de nuestro servidor: esta copia no lleva fecha cierta, pero la copia del contrato que se descarga ahora sí la lleva',
  'genuine.testMode':
    'DOCUMENTO DE PRUEBA: se firmó mientras la web estaba en modo de prueba, sin poner en marcha. No tiene validez como contrato.',
  'genuine.linkHandedOver': 'la empresa tuvo su enlace de firma desde el {dateTime}',
  'genuine.policy': 'Cómo firmaron los compradores',
  'genuine.policy.value':
    '{emailCode, select, true {con un código recibido en su email} other {sin código por email}}; {buyerFile, select, true {con el expediente del comprador (Ley 10/2010) obligatorio} other {sin expediente obligatorio}}',
  'genuine.hash': 'Huella SHA-256',
  'review.title': 'Es la copia de revisión, no el documento firmado',
  'review.body':
    '«{filename}» es la copia para revisar del contrato {contractRef} ({typeName}), hecha antes de que firmaran todas las partes. No lleva las firmas ni el sello, así que no es el documento válido; que no coincida no significa que se haya alterado.',
  'review.sealed':
    'El documento válido es el PDF sellado, que recibió cada parte por email al completarse las firmas. Su huella SHA-256 es:',
  'review.pending':
    'Aún faltan firmas: cuando firmen todas las partes, cada una recibirá por email el PDF sellado, que es el que puedes comprobar aquí.',
  'unknown.title': 'No podemos confirmar este documento',
  'unknown.body':
    '«{filename}» no coincide con ningún contrato sellado por nosotros. Puede que se haya modificado después de firmarse (basta con cambiar un solo carácter), que sea una copia escaneada o impresa en PDF, o que lo haya emitido otra empresa.',
  'unknown.next': 'Pide el PDF original a quien te lo envió o ponte en contacto con nosotros.',
  'unknown.hash': 'Huella SHA-256 del archivo:',
};

export type VerifyMessages = typeof verifyEs;
