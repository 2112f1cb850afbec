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
//   {compradores_identificacion} "D./Dña. Ana García López, mayor de edad, con DNI/NIE 12345678Z, con
//                                domicilio en … y correo electrónico …", several joined with "; y "
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
import { mercantileRegistryText, withContentDefaults } from '../site/content';
import { normalizeDni } from '../identity/dni';
import { formatIban } from '../banking/iban';
import { BLANK } from './template-format';

/** A buyer as stored with the contract (docs/product.md §2); other stored properties are ignored. */
export interface ContractBuyer {
  name: string;
  email: string;
  dni: string;
  address: string;
  buyer_order: number;
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

const BUYER_PARTY = 'LA PARTE COMPRADORA';
const MEMBERS = `las personas que integran ${BUYER_PARTY}`;

const AGREEMENT = {
  comprador_es: [BUYER_PARTY, MEMBERS],
  cada_comprador: [BUYER_PARTY, `Cada una de ${MEMBERS}`],
  interesado_s: ['interesada', 'interesadas'],
  manifiesta_n: ['manifiesta', 'manifiestan'],
  interviene_n: ['interviene', 'intervienen'],
  se_obliga_n: ['se obliga', 'se obligan'],
  titulo_pluralidad: ['CESIÓN DEL CONTRATO', 'PLURALIDAD DE COMPRADORES Y CESIÓN'],
  solidaridad_compradores: [
    '',
    `${BUYER_PARTY} está integrada por varias personas: sus integrantes responderán solidariamente de las ` +
      'obligaciones derivadas del presente contrato y adquirirán el Inmueble por partes iguales y en proindiviso, ' +
      'salvo que comuniquen otra proporción a LA PARTE VENDEDORA antes del otorgamiento de la escritura pública.',
  ],
} as const;
const CONTRACT_REFERENCE = 'referencia_contrato';
const SELLER_REGISTRY = 'vendedor_registro_mercantil';

export const SELLER_PLACEHOLDERS = [...(Object.keys(SELLER_SOURCES) as (keyof typeof SELLER_SOURCES)[]), SELLER_REGISTRY];
export const BUYER_PLACEHOLDERS = [
  'compradores_identificacion',
  'compradores_nombres',
  'parte_compradora',
  ...(Object.keys(AGREEMENT) as (keyof typeof AGREEMENT)[]),
] as const;

/** Every placeholder a template may use besides its field ids. */
export const PARTY_PLACEHOLDERS: readonly string[] = [
  ...SELLER_PLACEHOLDERS,
  ...BUYER_PLACEHOLDERS,
  CONTRACT_REFERENCE,
];

export interface PartyInput {
  buyers: readonly ContractBuyer[];
  company: CompanyContent;
  contractId?: string | undefined;
}

/** Values for PARTY_PLACEHOLDERS; '' where the data is missing (the renderer shows a blank line). */
export function partyValues({ buyers, company, contractId }: PartyInput): Record<string, string> {
  const ordered = [...buyers].sort((a, b) => a.buyer_order - b.buyer_order);
  const plural = ordered.length > 1 ? 1 : 0;
  const values: Record<string, string> = {
    compradores_identificacion: ordered.map(identification).join('; y '),
    compradores_nombres: joinNames(ordered.map((b) => b.name.trim() || BLANK)),
    parte_compradora: BUYER_PARTY,
    [CONTRACT_REFERENCE]: contractId?.trim() ?? '',
  };
  for (const [placeholder, forms] of Object.entries(AGREEMENT)) values[placeholder] = forms[plural];
  const content = withContentDefaults(company);
  for (const [placeholder, { key, format }] of Object.entries(SELLER_SOURCES)) {
    const raw = content[key].trim();
    values[placeholder] = raw === '' ? '' : format(raw);
  }
  values[SELLER_REGISTRY] = mercantileRegistryText(content);
  return values;
}

function identification(buyer: ContractBuyer): string {
  const part = (value: string): string => value.trim() || BLANK;
  return (
    `D./Dña. ${part(buyer.name)}, mayor de edad, con DNI/NIE ${part(normalizeDni(buyer.dni))}, ` +
    `con domicilio en ${part(buyer.address)} y correo electrónico ${part(buyer.email)}`
  );
}

/** "Ana, Luis y Eva"; the conjunction becomes "e" before an /i/ sound, as Spanish requires ("Juan e Isabel"). */
function joinNames(names: readonly string[]): string {
  const last = names.at(-1);
  if (last === undefined) return '';
  if (names.length === 1) return last;
  const conjunction = /^h?[ií](?![aeiouáéíóú])/i.test(last) ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}
