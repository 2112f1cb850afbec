// The words the PDF and DOCX print around the contract text, in the contract's language (docs/product.md §5.6):
// a Catalan contract is signed, sealed and evidenced in Catalan from its first page to its evidence record.
import { contractLongDate, type ContractLanguage } from '#shared/contract-types/language.ts';
import { deCa } from '#shared/i18n/catalan-elision.ts';

import type { ContractDocument } from './contract-model';

export type DocumentLabels = {
  sellerRole: string;
  buyerRole: string;
  signatures: string;
  signedElectronically: string;
  onBehalfOf: (company: string) => string;
  signedOn: (when: string) => string;
  pendingSignature: string;
  /** The line under the title: the date of the last signature, or that it is still pending. */
  signingDate: (date: string | null) => string;
  page: (page: number, total: number) => string;
  contract: (id: string) => string;
  unsignedDocument: string;
  /** Printed at the top of every page of a document made while the installation is in test mode (docs/product.md#test-mode). */
  testMode: string;
  banners: { draft: string; pending: string };
  marks: { draft: string; pending: string };
  evidence: {
    title: string;
    /** Says what the signatures are (simple electronic signatures) and how each party reached them. */
    intro: string;
    /** The intro when the company signed from the shared first account, without a named person (docs/product.md §4). */
    introSharedAccount: string;
    /** The seller's row saying so. */
    sharedAccount: string;
    sharedAccountValue: string;
    contract: string;
    documentTitle: string;
    frozenAt: string;
    sha256: string;
    courtesySha256: string;
    dni: string;
    position: string;
    powers: string;
    email: string;
    status: string;
    signed: string;
    dateTime: string;
    ip: string;
    browser: string;
    emailCode: string;
    verifiedOn: (when: string) => string;
    /** The company held this buyer's link (docs/product.md#links-in-company-hands): who took it and when. */
    linkHandedOver: string;
    handedOverTo: (person: string, when: string) => string;
    /** A signing time, said in words rather than with the IANA name of the time zone. */
    atMadridTime: (when: string) => string;
  };
  seal: {
    heading: string;
    sealedWith: (subject: string, fingerprint: string) => string;
    /** A self-signed certificate proves integrity, not who issued it; a qualified one says so. */
    kind: (selfSigned: boolean) => string;
    howToCheck: string;
    orScan: string;
  };
};

const ES: DocumentLabels = {
  sellerRole: 'LA PARTE VENDEDORA',
  buyerRole: 'LA PARTE COMPRADORA',
  signatures: 'FIRMAS',
  signedElectronically: 'Firmado electrónicamente',
  onBehalfOf: (company) => `En nombre de ${company}`,
  signedOn: (when) => `Firmado el ${when} (hora de Madrid)`,
  pendingSignature: 'Pendiente de firma',
  signingDate: (date) => `Fecha de firma: ${date ?? 'pendiente'}`,
  page: (page, total) => `Página ${page} de ${total}`,
  contract: (id) => `Contrato ${id}`,
  unsignedDocument: 'Documento no firmado',
  testMode: 'DOCUMENTO DE PRUEBA — instalación sin poner en marcha: no tiene validez como contrato',
  banners: {
    draft: 'BORRADOR — documento sin firmar, sujeto a cambios',
    pending:
      'PENDIENTE DE FIRMAS — copia de revisión; el documento definitivo se emite sellado cuando firmen todas las partes',
  },
  marks: { draft: 'BORRADOR', pending: 'PENDIENTE DE FIRMAS' },
  evidence: {
    title: 'Registro de evidencias de firma',
    intro:
      'Este registro recoge las evidencias de las firmas del documento, que son firmas electrónicas simples en el ' +
      'sentido del Reglamento (UE) 910/2014 (eIDAS): no se han hecho con un certificado cualificado. La parte ' +
      'vendedora firmó por medio de su representante desde el área de administración, con sus credenciales ' +
      'personales; cada comprador accedió mediante un enlace personal enviado a su correo electrónico y firmó a mano ' +
      'en la pantalla. Cada firma quedó vinculada al texto identificado por la huella SHA-256 indicada, que no puede ' +
      'modificarse sin que la huella cambie. Fechas y horas en hora de Madrid.',
    introSharedAccount:
      'Este registro recoge las evidencias de las firmas del documento, que son firmas electrónicas simples en el ' +
      'sentido del Reglamento (UE) 910/2014 (eIDAS): no se han hecho con un certificado cualificado. La parte ' +
      'vendedora firmó desde la cuenta de administración compartida de la plataforma, en nombre del representante ' +
      'que figura en los datos de la empresa, y no desde una cuenta personal de ese representante; cada comprador ' +
      'accedió mediante un enlace personal enviado a su correo electrónico y firmó a mano en la pantalla. Cada firma ' +
      'quedó vinculada al texto identificado por la huella SHA-256 indicada, que no puede modificarse sin que la ' +
      'huella cambie. Fechas y horas en hora de Madrid.',
    sharedAccount: 'Cuenta',
    sharedAccountValue: 'Cuenta de administración compartida, en nombre del representante de los datos de la empresa',
    contract: 'Contrato',
    documentTitle: 'Título',
    frozenAt: 'Texto fijado el',
    sha256: 'SHA-256 del documento',
    courtesySha256: 'SHA-256 de la traducción de cortesía al inglés (no vinculante)',
    dni: 'DNI/NIE',
    position: 'Cargo',
    powers: 'Poderes',
    email: 'Email',
    status: 'Estado',
    signed: 'Firmado',
    dateTime: 'Fecha y hora',
    ip: 'Dirección IP',
    browser: 'Navegador',
    emailCode: 'Código por email',
    verifiedOn: (when) => `Verificado el ${when} (hora de Madrid)`,
    linkHandedOver: 'Enlace en manos de la empresa',
    handedOverTo: (person, when) => `Enlace entregado a ${person} el ${when} (hora de Madrid)`,
    atMadridTime: (when) => `${when} (hora de Madrid)`,
  },
  seal: {
    heading: 'Sello electrónico del documento',
    sealedWith: (subject, fingerprint) =>
      `Sellado con el certificado «${subject}», huella SHA-256 del certificado: ${fingerprint}.`,
    kind: (selfSigned) =>
      selfSigned
        ? 'Es un certificado autofirmado por la empresa, no cualificado: garantiza que el documento no se ha modificado, ' +
          'pero ningún prestador de confianza da fe de su titular.'
        : 'Es un certificado emitido por un prestador de servicios de confianza, no autofirmado.',
    howToCheck:
      'Cualquier lector de PDF muestra si el documento se ha modificado después del sellado. Para comprobar que este ' +
      'archivo es el original emitido, súbelo en ',
    orScan: ' o escanea el código QR.',
  },
};

const CA: DocumentLabels = {
  sellerRole: 'LA PART VENEDORA',
  buyerRole: 'LA PART COMPRADORA',
  signatures: 'SIGNATURES',
  signedElectronically: 'Signat electrònicament',
  onBehalfOf: (company) => `En nom ${deCa(company)}`,
  signedOn: (when) => `Signat el ${when} (hora de Madrid)`,
  pendingSignature: 'Pendent de signatura',
  signingDate: (date) => `Data de signatura: ${date ?? 'pendent'}`,
  page: (page, total) => `Pàgina ${page} de ${total}`,
  contract: (id) => `Contracte ${id}`,
  unsignedDocument: 'Document no signat',
  testMode: 'DOCUMENT DE PROVA — instal·lació sense posar en marxa: no té validesa com a contracte',
  banners: {
    draft: 'ESBORRANY — document sense signar, subjecte a canvis',
    pending:
      'PENDENT DE SIGNATURES — còpia de revisió; el document definitiu s’emet segellat quan hagin signat totes les parts',
  },
  marks: { draft: 'ESBORRANY', pending: 'PENDENT DE SIGNATURES' },
  evidence: {
    title: 'Registre d’evidències de signatura',
    intro:
      'Aquest registre recull les evidències de les signatures del document, que són signatures electròniques ' +
      'simples en el sentit del Reglament (UE) 910/2014 (eIDAS): no s’han fet amb un certificat qualificat. La part ' +
      'venedora va signar per mitjà del seu representant des de l’àrea d’administració, amb les seves credencials ' +
      'personals; cada comprador hi va accedir mitjançant un enllaç personal tramès a la seva adreça electrònica i va ' +
      'signar a mà a la pantalla. Cada signatura va quedar vinculada al text identificat per l’empremta SHA-256 ' +
      'indicada, que no es pot modificar sense que l’empremta canviï. Dates i hores en hora de Madrid.',
    introSharedAccount:
      'Aquest registre recull les evidències de les signatures del document, que són signatures electròniques ' +
      'simples en el sentit del Reglament (UE) 910/2014 (eIDAS): no s’han fet amb un certificat qualificat. La part ' +
      'venedora va signar des del compte d’administració compartit de la plataforma, en nom del representant que ' +
      'consta a les dades de l’empresa, i no des d’un compte personal d’aquest representant; cada comprador hi va ' +
      'accedir mitjançant un enllaç personal tramès a la seva adreça electrònica i va signar a mà a la pantalla. Cada ' +
      'signatura va quedar vinculada al text identificat per l’empremta SHA-256 indicada, que no es pot modificar sense ' +
      'que l’empremta canviï. Dates i hores en hora de Madrid.',
    sharedAccount: 'Compte',
    sharedAccountValue: 'Compte d’administració compartit, en nom del representant de les dades de l’empresa',
    contract: 'Contracte',
    documentTitle: 'Títol',
    frozenAt: 'Text fixat el',
    sha256: 'SHA-256 del document',
    courtesySha256: 'SHA-256 de la traducció de cortesia a l’anglès (no vinculant)',
    dni: 'DNI/NIE',
    position: 'Càrrec',
    powers: 'Facultats',
    email: 'Adreça electrònica',
    status: 'Estat',
    signed: 'Signat',
    dateTime: 'Data i hora',
    ip: 'Adreça IP',
    browser: 'Navegador',
    emailCode: 'Codi per correu',
    verifiedOn: (when) => `Verificat el ${when} (hora de Madrid)`,
    linkHandedOver: 'Enllaç en mans de l’empresa',
    handedOverTo: (person, when) => `Enllaç lliurat a ${person} el ${when} (hora de Madrid)`,
    atMadridTime: (when) => `${when} (hora de Madrid)`,
  },
  seal: {
    heading: 'Segell electrònic del document',
    sealedWith: (subject, fingerprint) =>
      `Segellat amb el certificat «${subject}», empremta SHA-256 del certificat: ${fingerprint}.`,
    kind: (selfSigned) =>
      selfSigned
        ? 'És un certificat autosignat per l’empresa, no qualificat: garanteix que el document no s’ha modificat, però ' +
          'cap prestador de confiança no dona fe del titular.'
        : 'És un certificat emès per un prestador de serveis de confiança, no autosignat.',
    howToCheck:
      'Qualsevol lector de PDF mostra si el document s’ha modificat després del segellat. Per comprovar que aquest ' +
      'fitxer és l’original emès, puja’l a ',
    orScan: ' o escaneja el codi QR.',
  },
};

export function documentLabels(language: ContractLanguage): DocumentLabels {
  return language === 'ca' ? CA : ES;
}

/** The line under the title, in the contract's language; null for texts that recite their own date. */
export function signingDateLine(document: Pick<ContractDocument, 'language' | 'signingDate'>): string | null {
  if (!document.signingDate) return null;
  const { signedAt } = document.signingDate;
  return documentLabels(document.language).signingDate(signedAt ? contractLongDate(signedAt, document.language) : null);
}
