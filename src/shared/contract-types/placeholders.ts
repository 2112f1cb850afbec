// Template placeholders that are not `contract_data` fields. Every `{name}` in a template is either a
// field id of its type or one of the names below (a test enforces it).
//
// Seller, from the company content record (admin "Contenido"):
//   {vendedor_razon_social} legal_name        {vendedor_cif} tax_id
//   {vendedor_domicilio}    legal_address     {vendedor_email} company_email
//   {representante_nombre}  representative_name
//   {representante_dni}     representative_dni
//   {cuenta_bancaria}       bank_iban, printed in groups of four
//   {banco}                 bank_name
//   {vendedor_registro_mercantil} "Barcelona, tomo 45678, folio 123, hoja B-456789" (mercantile_* keys)
// Buyers:
//   {compradores_identificacion} "Ana García López, mayor de edad, con DNI/NIE 12345678Z, con domicilio en … y
//                                correo electrónico …", several joined with "; y " (no "D./Dña.": the contract
//                                does not guess anyone's sex, docs/decisions/005-contract-law-catalonia.md)
//   {compradores_nombres}        "Ana García López y Juan Pérez Ruiz"
//   {parte_compradora}           "LA PARTE COMPRADORA", the defined term for one or several buyers
//   Number agreement with the buyers, singular / plural ({parte_compradora} is grammatically singular
//   whatever the number of buyers, so sentences about the persons themselves need these; both forms
//   keep the defined term):
//   {comprador_es}   LA PARTE COMPRADORA / las personas que integran LA PARTE COMPRADORA
//   {cada_comprador} LA PARTE COMPRADORA / Cada una de las personas que integran LA PARTE COMPRADORA
//   {interesado_s} interesada / interesadas          {manifiesta_n} manifiesta / manifiestan
//   {interviene_n} interviene / intervienen          {se_obliga_n}  se obliga / se obligan
//   {titulo_pluralidad}       CESIÓN DEL CONTRATO / PLURALIDAD DE COMPRADORES Y CESIÓN
//   {solidaridad_compradores} '' / the sentence on joint liability and equal shares (used inside [[…]])
// Contract:
//   {referencia_contrato} the contract id (blank in previews of unsaved contracts)
//   {fecha_firma}         "en la fecha de la última firma electrónica que consta en el registro de evidencias de este
//                         contrato (la «fecha de firma»)": fixed wording, as the frozen and hashed text cannot know the
//                         day the last party will sign; the sealed PDF states that day under the title
//                         (docs/decisions/013-contract-lifecycle-and-signing-date.md)
//   {texto_prevalente}    only in a bilingual contract: the two versions and which one prevails (Llei 1/1998,
//                         art. 15; docs/decisions/027-bilingual-contracts-and-courtesy-translation.md)
//   {acceso_firma_empresa} how the company signs: with its representative's personal account, or with the company's
//                         shared account (known when the company signs; a draft says neither)
// A Catalan contract gets every value above in Catalan ("LA PART COMPRADORA", "major d'edat", "tom, foli"), and the
// English courtesy translation in English.
import { formatIban } from '#shared/banking/iban.ts';
import { normalizeDni } from '#shared/identity/dni.ts';
import { needsNie, type BuyerIdType } from '#shared/identity/identity-document.ts';
import { mercantileRegistryText, withContentDefaults } from '#shared/site/content.ts';

import type { ContractLanguage, TextLanguage } from './language';
import { BLANK } from './template-format';

/** A buyer as stored with the contract (docs/product.md §2); other stored properties are ignored. */
export interface ContractBuyer {
  name: string;
  email: string;
  /** The DNI/NIE, or the number of the document `id_type` names (docs/product.md#foreign-buyers). */
  dni: string;
  address: string;
  buyer_order: number;
  id_type?: BuyerIdType | undefined;
  id_country?: string | null | undefined;
  nie?: string | null | undefined;
}

/** "pasaporte del Reino Unido n.º 123456789 y NIE Y1234567X" (the NIE only when given). */
function identityDocument(buyer: ContractBuyer, language: TextLanguage, part: (value: string) => string): string {
  const type = buyer.id_type ?? 'dni_nie';
  if (type === 'dni_nie')
    return language === 'en'
      ? `Spanish identity or foreigner's identity number (DNI/NIE) ${part(normalizeDni(buyer.dni))}`
      : `DNI/NIE ${part(normalizeDni(buyer.dni))}`;
  const country = countryName(buyer.id_country ?? '', language);
  const number = part(buyer.dni.trim().toUpperCase());
  const nie = buyer.nie?.trim() ? normalizeDni(buyer.nie) : null;
  const words = ID_DOCUMENT_WORDING[language];
  return `${type === 'passport' ? words.passport(country, number) : words.idCard(country, number)}${nie ? words.withNie(nie) : ''}`;
}

const ID_DOCUMENT_WORDING = {
  es: {
    passport: (country: string, number: string) => `pasaporte de ${country} n.º ${number}`,
    idCard: (country: string, number: string) => `documento nacional de identidad de ${country} n.º ${number}`,
    withNie: (nie: string) => ` y NIE ${nie}`,
  },
  ca: {
    passport: (country: string, number: string) => `passaport de ${country} núm. ${number}`,
    idCard: (country: string, number: string) => `document nacional d’identitat de ${country} núm. ${number}`,
    withNie: (nie: string) => ` i NIE ${nie}`,
  },
  en: {
    passport: (country: string, number: string) => `passport of ${country} no. ${number}`,
    idCard: (country: string, number: string) => `national identity card of ${country} no. ${number}`,
    withNie: (nie: string) => ` and foreigner's identity number (NIE) ${nie}`,
  },
} as const;

/** The issuing country by name in the text's language ("Reino Unido", "Regne Unit", "United Kingdom"). */
function countryName(code: string, language: TextLanguage): string {
  const region = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) return BLANK;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

/**
 * A buyer without a Spanish tax identity number will need an NIE before the deed, and it takes weeks to obtain: the
 * contract says so, naming them (docs/product.md#foreign-buyers). Empty when every buyer has a DNI or NIE.
 */
function nieNotice(buyers: readonly ContractBuyer[], language: TextLanguage): string {
  const names = buyers.filter((buyer) => needsNie(buyer)).map((buyer) => buyer.name.trim() || BLANK);
  if (names.length === 0) return '';
  const join = PARTY_WORDING[language].joinNames;
  const several = names.length > 1;
  if (language === 'ca')
    return (
      `${join(names)} ${several ? 'declaren' : 'declara'} saber que per atorgar l’escriptura pública de compravenda ` +
      `${several ? 'necessitaran' : 'necessitarà'} un número d’identitat d’estranger (NIE), l’obtenció del qual pot ` +
      `trigar diverses setmanes, i ${several ? 's’obliguen' : 's’obliga'} a sol·licitar-lo amb prou antelació perquè ` +
      'l’escriptura es pugui atorgar dins el termini pactat.'
    );
  if (language === 'en')
    return (
      `${join(names)} ${several ? 'declare' : 'declares'} that they know that a foreigner's identity number (NIE) ` +
      'is needed to execute the public deed of sale, that obtaining one can take several weeks, and undertake to ' +
      'apply for it early enough for the deed to be executed within the agreed period.'
    );
  return (
    `${join(names)} ${several ? 'declaran' : 'declara'} conocer que para otorgar la escritura pública de compraventa ` +
    `${several ? 'necesitarán' : 'necesitará'} un número de identidad de extranjero (NIE), cuya obtención puede ` +
    `tardar varias semanas, y ${several ? 'se obligan' : 'se obliga'} a solicitarlo con antelación suficiente para ` +
    'que la escritura pueda otorgarse dentro del plazo pactado.'
  );
}

/** Company content as stored: key → text. Missing keys take the site defaults. */
export type CompanyContent = Readonly<Record<string, string>>;

const asIs = (value: string): string => value;

const SELLER_SOURCES = {
  vendedor_razon_social: { key: 'legal_name', format: asIs },
  vendedor_cif: { key: 'tax_id', format: normalizeDni },
  vendedor_domicilio: { key: 'legal_address', format: asIs },
  vendedor_email: { key: 'company_email', format: asIs },
  representante_nombre: { key: 'representative_name', format: asIs },
  representante_dni: { key: 'representative_dni', format: normalizeDni },
  cuenta_bancaria: { key: 'bank_iban', format: formatIban },
  banco: { key: 'bank_name', format: asIs },
} as const;

const AGREEMENT_ES = {
  comprador_es: ['LA PARTE COMPRADORA', 'las personas que integran LA PARTE COMPRADORA'],
  cada_comprador: ['LA PARTE COMPRADORA', 'Cada una de las personas que integran LA PARTE COMPRADORA'],
  interesado_s: ['interesada', 'interesadas'],
  manifiesta_n: ['manifiesta', 'manifiestan'],
  interviene_n: ['interviene', 'intervienen'],
  se_obliga_n: ['se obliga', 'se obligan'],
  titulo_pluralidad: ['CESIÓN DEL CONTRATO', 'PLURALIDAD DE COMPRADORES Y CESIÓN'],
  solidaridad_compradores: [
    '',
    'LA PARTE COMPRADORA está integrada por varias personas: sus integrantes responderán solidariamente de las ' +
      'obligaciones derivadas del presente contrato y adquirirán el Inmueble por partes iguales y en proindiviso, ' +
      'salvo que comuniquen otra proporción a LA PARTE VENDEDORA antes del otorgamiento de la escritura pública.',
  ],
} as const;

const AGREEMENT_CA: Record<keyof typeof AGREEMENT_ES, readonly [string, string]> = {
  comprador_es: ['LA PART COMPRADORA', 'les persones que integren LA PART COMPRADORA'],
  cada_comprador: ['LA PART COMPRADORA', 'Cadascuna de les persones que integren LA PART COMPRADORA'],
  interesado_s: ['interessada', 'interessades'],
  manifiesta_n: ['manifesta', 'manifesten'],
  interviene_n: ['intervé', 'intervenen'],
  se_obliga_n: ['s’obliga', 's’obliguen'],
  titulo_pluralidad: ['CESSIÓ DEL CONTRACTE', 'PLURALITAT DE COMPRADORS I CESSIÓ'],
  solidaridad_compradores: [
    '',
    'LA PART COMPRADORA està integrada per diverses persones: els seus integrants respondran solidàriament de les ' +
      'obligacions derivades d’aquest contracte i adquiriran l’Immoble per parts iguals i en proindivís, llevat que ' +
      'comuniquin una altra proporció a LA PART VENEDORA abans de l’atorgament de l’escriptura pública.',
  ],
};

const AGREEMENT_EN: Record<keyof typeof AGREEMENT_ES, readonly [string, string]> = {
  comprador_es: ['THE BUYER', 'the persons who together constitute THE BUYER'],
  cada_comprador: ['THE BUYER', 'Each of the persons who together constitute THE BUYER'],
  interesado_s: ['being interested', 'being interested'],
  manifiesta_n: ['states', 'state'],
  interviene_n: ['acts', 'act'],
  se_obliga_n: ['undertakes', 'undertake'],
  titulo_pluralidad: ['ASSIGNMENT', 'SEVERAL BUYERS AND ASSIGNMENT'],
  solidaridad_compradores: [
    '',
    'THE BUYER comprises more than one person: they shall be jointly and severally liable for the obligations ' +
      'arising under this contract and shall acquire the Property in equal undivided shares, unless they notify ' +
      'THE SELLER of different shares before the public deed of sale is executed.',
  ],
};

/** What differs between the languages in the parties' values. */
const PARTY_WORDING = {
  es: {
    buyerParty: 'LA PARTE COMPRADORA',
    agreement: AGREEMENT_ES,
    identification: (name: string, document: string, address: string, email: string) =>
      `${name}, mayor de edad, con ${document}, con domicilio en ${address} y correo electrónico ${email}`,
    identificationSeparator: '; y ',
    joinNames: joinSpanishNames,
  },
  ca: {
    buyerParty: 'LA PART COMPRADORA',
    agreement: AGREEMENT_CA,
    identification: (name: string, document: string, address: string, email: string) =>
      `${name}, major d’edat, amb ${document}, amb domicili a ${address} i adreça electrònica ${email}`,
    identificationSeparator: '; i ',
    joinNames: joinCatalanNames,
  },
  en: {
    buyerParty: 'THE BUYER',
    agreement: AGREEMENT_EN,
    identification: (name: string, document: string, address: string, email: string) =>
      `${name}, of full age, holder of ${document}, residing at ${address}, email address ${email}`,
    identificationSeparator: '; and ',
    joinNames: joinEnglishNames,
  },
} as const;

const CONTRACT_REFERENCE = 'referencia_contrato';
/** The sentence on the NIE a foreign buyer needs before the deed; empty when nobody needs one. */
export const NIE_NOTICE = 'aviso_nie';
const SIGNING_DATE_PLACEHOLDER = 'fecha_firma';

/** What `{fecha_firma}` says, per contract language: the signing date is the last signature's, defined once. */
export const SIGNING_DATE_WORDING: Readonly<Record<TextLanguage, string>> = {
  es:
    'en la fecha de la última firma electrónica que consta en el registro de evidencias de este contrato ' +
    '(la «fecha de firma»)',
  ca:
    'en la data de l’última signatura electrònica que consta en el registre d’evidències d’aquest contracte ' +
    '(la «data de signatura»)',
  en:
    'on the date of the last electronic signature shown in the signature evidence record of this contract ' +
    '(the "signing date")',
};

const PREVAILING_TEXT = 'texto_prevalente';
const COMPANY_SIGNATURE_ACCESS = 'acceso_firma_empresa';

const LANGUAGE_NAMES: Record<TextLanguage, Record<ContractLanguage, string>> = {
  es: { es: 'castellano', ca: 'catalán' },
  ca: { es: 'castellà', ca: 'català' },
  en: { es: 'Spanish', ca: 'Catalan' },
};

const VERSION_NAMES: Record<TextLanguage, Record<ContractLanguage, string>> = {
  es: { es: 'la versión castellana', ca: 'la versión catalana' },
  ca: { es: 'la versió castellana', ca: 'la versió catalana' },
  en: { es: 'the Spanish version', ca: 'the Catalan version' },
};

/** A bilingual contract's two texts: the one that binds (contract_language) and its copy (copy_language). */
export interface BilingualVersions {
  binding: ContractLanguage;
  copy: ContractLanguage;
}

/**
 * The paragraph each version of a bilingual contract carries, as Catalan practice words it: both versions are
 * signed together and the one in contract_language prevails.
 */
export function prevailingTextWording(language: TextLanguage, { binding, copy }: BilingualVersions): string {
  const name = LANGUAGE_NAMES[language];
  const version = VERSION_NAMES[language][binding];
  if (language === 'ca') {
    return (
      `Aquest contracte es redacta en ${name[binding]} i en ${name[copy]}, en dues versions que les Parts signen ` +
      `conjuntament. En cas de discrepància entre les dues versions, prevaldrà ${version}.`
    );
  }
  if (language === 'en') {
    return (
      `This contract is drawn up in ${name[binding]} and in ${name[copy]}, in two versions which the Parties sign ` +
      `together. In the event of any discrepancy between the two versions, ${version} shall prevail.`
    );
  }
  return (
    `El presente contrato se redacta en ${name[binding]} y en ${name[copy]}, en dos versiones que las Partes firman ` +
    `conjuntamente. En caso de discrepancia entre ambas versiones, prevalecerá ${version}.`
  );
}

/** How the company signed: its representative's own account, the company's shared account, or not yet (a draft). */
export type CompanySignatureAccess = 'personal' | 'shared';

const COMPANY_ACCESS_WORDING: Record<TextLanguage, Record<CompanySignatureAccess | 'unknown', string>> = {
  es: {
    personal: 'a la que accede con sus credenciales personales',
    shared: 'con la cuenta de administración compartida de la empresa, que no identifica a una persona concreta',
    unknown: 'con las credenciales de la cuenta desde la que firme',
  },
  ca: {
    personal: 'a la qual accedeix amb les seves credencials personals',
    shared: 'amb el compte d’administració compartit de l’empresa, que no identifica cap persona concreta',
    unknown: 'amb les credencials del compte des del qual signi',
  },
  en: {
    personal: 'which the representative accesses with their personal credentials',
    shared: 'using the company’s shared administration account, which does not identify any individual person',
    unknown: 'using the credentials of the account from which it signs',
  },
};
const SELLER_REGISTRY = 'vendedor_registro_mercantil';

export const SELLER_PLACEHOLDERS = [
  ...(Object.keys(SELLER_SOURCES) as (keyof typeof SELLER_SOURCES)[]),
  SELLER_REGISTRY,
];
export const BUYER_PLACEHOLDERS = [
  'compradores_identificacion',
  'compradores_nombres',
  'parte_compradora',
  ...(Object.keys(AGREEMENT_ES) as (keyof typeof AGREEMENT_ES)[]),
] as const;

/** Every placeholder a template may use besides its field ids. */
export const PARTY_PLACEHOLDERS: readonly string[] = [
  ...SELLER_PLACEHOLDERS,
  ...BUYER_PLACEHOLDERS,
  CONTRACT_REFERENCE,
  SIGNING_DATE_PLACEHOLDER,
  PREVAILING_TEXT,
  COMPANY_SIGNATURE_ACCESS,
  NIE_NOTICE,
];

interface PartyInput {
  buyers: readonly ContractBuyer[];
  company: CompanyContent;
  contractId?: string | undefined;
  language?: TextLanguage | undefined;
  /** Only for a bilingual contract: which version binds and which is its copy. */
  bilingual?: BilingualVersions | undefined;
  /** Known once the company signs; absent on a draft. */
  companySignature?: CompanySignatureAccess | undefined;
}

/** Values for PARTY_PLACEHOLDERS; '' where the data is missing (the renderer shows a blank line). */
export function partyValues({
  buyers,
  company,
  contractId,
  language = 'es',
  bilingual,
  companySignature,
}: PartyInput): Record<string, string> {
  const wording = PARTY_WORDING[language];
  const ordered = [...buyers].sort((a, b) => a.buyer_order - b.buyer_order);
  const plural = ordered.length > 1 ? 1 : 0;
  const part = (value: string): string => value.trim() || BLANK;
  const values: Record<string, string> = {
    compradores_identificacion: ordered
      .map((b) =>
        wording.identification(part(b.name), identityDocument(b, language, part), part(b.address), part(b.email)),
      )
      .join(wording.identificationSeparator),
    compradores_nombres: wording.joinNames(ordered.map((b) => b.name.trim() || BLANK)),
    parte_compradora: wording.buyerParty,
    [NIE_NOTICE]: nieNotice(ordered, language),
    [CONTRACT_REFERENCE]: contractId?.trim() ?? '',
    [SIGNING_DATE_PLACEHOLDER]: SIGNING_DATE_WORDING[language],
    [PREVAILING_TEXT]: bilingual ? prevailingTextWording(language, bilingual) : '',
    [COMPANY_SIGNATURE_ACCESS]: COMPANY_ACCESS_WORDING[language][companySignature ?? 'unknown'],
  };
  for (const [placeholder, forms] of Object.entries(wording.agreement)) values[placeholder] = forms[plural];
  const content = withContentDefaults(company);
  for (const [placeholder, { key, format }] of Object.entries(SELLER_SOURCES)) {
    const raw = content[key].trim();
    values[placeholder] = raw === '' ? '' : format(raw);
  }
  values[SELLER_REGISTRY] = mercantileRegistryText(content, language);
  return values;
}

/** "Ana, Louis and Eve". */
function joinEnglishNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Ana, Lluís i Eva". */
function joinCatalanNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} i ${names.at(-1)}`;
}

/** "Ana, Luis y Eva"; the conjunction becomes "e" before an /i/ sound, as Spanish requires ("Juan e Isabel"). */
function joinSpanishNames(names: readonly string[]): string {
  const last = names.at(-1);
  if (last === undefined) return '';
  if (names.length === 1) return last;
  const conjunction = /^h?[ií](?![aeiouáéíóú])/i.test(last) ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}
