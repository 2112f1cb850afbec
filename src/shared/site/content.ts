import { isValidBic, isValidIban } from '#shared/banking/iban.ts';
import { isValidTaxId } from '#shared/identity/cif.ts';
import { validateDniNie } from '#shared/identity/dni.ts';
import { isValidEmail } from '#shared/identity/email.ts';
import { BUYER_PHONE_MESSAGE, isValidSpanishPhone } from '#shared/identity/phone.ts';

import { isSocialLinkKey, socialLinkProblem } from './social-networks';

/** Public site texts (docs/product.md §2). */
export const SITE_CONTENT_KEYS = [
  'hero_title',
  'hero_subtitle',
  'hero_description',
  'about_title',
  'about_description',
  'contact_title',
  'contact_description',
  'company_name',
  'company_email',
  'company_address',
  'footer_description',
] as const;

/** Legal and bank details used by the footer, contracts and transfer instructions. */
export const COMPANY_DETAIL_KEYS = [
  'legal_name',
  'tax_id',
  'legal_address',
  'company_phone',
  'representative_name',
  'representative_dni',
  'bank_iban',
  'bank_name',
  'bank_bic',
  'mercantile_registry',
  'mercantile_volume',
  'mercantile_folio',
  'mercantile_sheet',
  'mercantile_entry',
  'social_instagram',
  'social_facebook',
  'social_linkedin',
  'social_x',
  'social_youtube',
] as const;

/**
 * The company details the public pages print (footer and legal notice: who runs the site, LSSI art. 10). The rest
 * (representative, bank account) only contracts and payment instructions need: never sent to every visitor.
 */
const PUBLIC_COMPANY_DETAIL_KEYS = [
  'legal_name',
  'tax_id',
  'legal_address',
  'company_phone',
  'mercantile_registry',
  'mercantile_volume',
  'mercantile_folio',
  'mercantile_sheet',
  'mercantile_entry',
  // The footer's and the contact section's links (docs/product.md#social-links).
  'social_instagram',
  'social_facebook',
  'social_linkedin',
  'social_x',
  'social_youtube',
] as const;

export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];
export type CompanyDetailKey = (typeof COMPANY_DETAIL_KEYS)[number];
export type ContentKey = SiteContentKey | CompanyDetailKey;

export const CONTENT_KEYS: readonly ContentKey[] = [...SITE_CONTENT_KEYS, ...COMPANY_DETAIL_KEYS];
/** What `GET /api/content` and the public pages' data carry (docs/product.md#7-security-and-operations). */
export const PUBLIC_CONTENT_KEYS: readonly ContentKey[] = [...SITE_CONTENT_KEYS, ...PUBLIC_COMPANY_DETAIL_KEYS];

/** Only the keys public pages show: the representative's DNI, the bank account and stored extras stay private. */
export function publicContentOnly<T extends Readonly<Partial<Record<string, string>>>>(content: T): T {
  return Object.fromEntries(
    PUBLIC_CONTENT_KEYS.flatMap((key) => (content[key] === undefined ? [] : [[key, content[key]]])),
  ) as T;
}

/**
 * Every known key is guaranteed a string; any other key may be present (stored extras pass through),
 * so `content[someString]` still type-checks as `string | undefined`.
 */
export type ContentValues = Record<ContentKey, string> & Partial<Record<string, string>>;

export const CONTENT_MAX_LENGTH = 5000;
export const CONTENT_TOO_LONG_MESSAGE = `El contenido no puede superar los ${CONTENT_MAX_LENGTH} caracteres`;

export function isContentKey(key: string): key is ContentKey {
  return (CONTENT_KEYS as readonly string[]).includes(key);
}

export const CONTENT_DEFAULTS: Readonly<ContentValues> = {
  hero_title: 'Transformamos viviendas en Barcelona',
  hero_subtitle: 'Compramos, reformamos y vendemos pisos listos para entrar a vivir',
  hero_description:
    'Buscamos viviendas con potencial, las reformamos por completo con materiales de calidad y las ponemos a la venta sin intermediarios.',
  about_title: 'Sobre Nosotros',
  about_description:
    'En Casa Nova damos una segunda vida a viviendas de Barcelona. Nos ocupamos de todo el proceso, de la compra a la venta, pasando por un proyecto de reforma integral, para que tú solo tengas que elegir tu nuevo hogar.',
  contact_title: 'Contacta con Nosotros',
  contact_description:
    '¿Te interesa alguna de nuestras viviendas o quieres vendernos la tuya? Escríbenos y te responderemos lo antes posible.',
  company_name: 'Casa Nova',
  company_email: 'info@casanova.example',
  company_address: 'Barcelona, España',
  footer_description:
    'Compramos, reformamos y vendemos viviendas en Barcelona. Reformas integrales llave en mano con garantía profesional.',
  legal_name: 'Casa Nova Reformas S.L.',
  tax_id: '',
  legal_address: '',
  company_phone: '',
  representative_name: '',
  representative_dni: '',
  bank_iban: '',
  bank_name: '',
  bank_bic: '',
  mercantile_registry: '',
  mercantile_volume: '',
  mercantile_folio: '',
  mercantile_sheet: '',
  mercantile_entry: '',
  social_instagram: '',
  social_facebook: '',
  social_linkedin: '',
  social_x: '',
  social_youtube: '',
};

interface ContentFieldMeta {
  label: string;
  multiline: boolean;
  group: 'site' | 'company';
  hint?: string;
}

export const CONTENT_FIELD_META: Readonly<Record<ContentKey, ContentFieldMeta>> = {
  hero_title: { label: 'Título principal', multiline: false, group: 'site', hint: 'Titular de la portada' },
  hero_subtitle: { label: 'Subtítulo principal', multiline: false, group: 'site' },
  hero_description: { label: 'Descripción principal', multiline: true, group: 'site' },
  about_title: { label: 'Título de Sobre Nosotros', multiline: false, group: 'site' },
  about_description: { label: 'Descripción de Sobre Nosotros', multiline: true, group: 'site' },
  contact_title: { label: 'Título de Contacto', multiline: false, group: 'site' },
  contact_description: { label: 'Descripción de Contacto', multiline: true, group: 'site' },
  company_name: { label: 'Nombre de la empresa', multiline: false, group: 'site', hint: 'Se muestra en el copyright' },
  company_email: { label: 'Email de la empresa', multiline: false, group: 'site' },
  company_address: { label: 'Dirección de la empresa', multiline: false, group: 'site' },
  footer_description: { label: 'Descripción del pie de página', multiline: true, group: 'site' },
  legal_name: {
    label: 'Razón social',
    multiline: false,
    group: 'company',
    hint: 'Aparece en el pie de página, en los contratos y como beneficiario de las transferencias',
  },
  tax_id: { label: 'CIF/NIF', multiline: false, group: 'company', hint: 'ej: B12345674' },
  legal_address: { label: 'Domicilio social', multiline: false, group: 'company' },
  company_phone: { label: 'Teléfono de la empresa', multiline: false, group: 'company', hint: 'ej: 612 345 678' },
  representative_name: {
    label: 'Representante legal',
    multiline: false,
    group: 'company',
    hint: 'Persona que firma los contratos en nombre de la empresa',
  },
  representative_dni: { label: 'DNI/NIE del representante', multiline: false, group: 'company' },
  bank_iban: {
    label: 'IBAN',
    multiline: false,
    group: 'company',
    hint: 'Cuenta que reciben los compradores para las transferencias, ej: ES91 2100 0418 4502 0005 1332',
  },
  bank_name: { label: 'Banco', multiline: false, group: 'company' },
  bank_bic: { label: 'BIC/SWIFT', multiline: false, group: 'company', hint: '8 u 11 caracteres, ej: CAIXESBBXXX' },
  mercantile_registry: {
    label: 'Registro Mercantil de',
    multiline: false,
    group: 'company',
    hint: 'Ciudad del Registro Mercantil donde está inscrita la sociedad, ej: Barcelona',
  },
  mercantile_volume: { label: 'Tomo (Registro Mercantil)', multiline: false, group: 'company', hint: 'ej: 45678' },
  mercantile_folio: { label: 'Folio (Registro Mercantil)', multiline: false, group: 'company', hint: 'ej: 123' },
  mercantile_sheet: { label: 'Hoja (Registro Mercantil)', multiline: false, group: 'company', hint: 'ej: B-456789' },
  mercantile_entry: { label: 'Inscripción (Registro Mercantil)', multiline: false, group: 'company', hint: 'ej: 1.ª' },
  social_instagram: {
    label: 'Instagram',
    multiline: false,
    group: 'company',
    hint: 'Dirección del perfil, ej: https://www.instagram.com/tuempresa. Vacío: no se muestra',
  },
  social_facebook: {
    label: 'Facebook',
    multiline: false,
    group: 'company',
    hint: 'Dirección de la página, ej: https://www.facebook.com/tuempresa. Vacío: no se muestra',
  },
  social_linkedin: {
    label: 'LinkedIn',
    multiline: false,
    group: 'company',
    hint: 'Dirección de la página, ej: https://www.linkedin.com/company/tuempresa. Vacío: no se muestra',
  },
  social_x: {
    label: 'X (Twitter)',
    multiline: false,
    group: 'company',
    hint: 'Dirección del perfil, ej: https://x.com/tuempresa. Vacío: no se muestra',
  },
  social_youtube: {
    label: 'YouTube',
    multiline: false,
    group: 'company',
    hint: 'Dirección del canal, ej: https://www.youtube.com/@tuempresa. Vacío: no se muestra',
  },
};

/** Every known key filled in; a stored value only wins when it is not blank, so clearing a text restores the default. */
export function withContentDefaults(stored: Readonly<Record<string, string>>): ContentValues {
  const content: ContentValues = { ...stored, ...CONTENT_DEFAULTS };
  for (const key of CONTENT_KEYS) {
    const value = stored[key];
    if (value !== undefined && value.trim() !== '') content[key] = value;
  }
  return content;
}

// Details without which transfer instructions cannot be shown: who is paid, into which account.
const BANK_DETAIL_CHECKS: readonly [CompanyDetailKey, (value: string) => boolean][] = [
  ['legal_name', () => true],
  ['bank_iban', isValidIban],
  ['bank_name', () => true],
  ['bank_bic', isValidBic],
];

/** Labels of the bank details that are empty or unusable (an invalid IBAN or BIC counts as missing). */
export function missingBankDetails(content: Readonly<Partial<Record<string, string>>>): string[] {
  return BANK_DETAIL_CHECKS.filter(([key, isUsable]) => {
    const value = content[key]?.trim() ?? '';
    return value === '' || !isUsable(value);
  }).map(([key]) => CONTENT_FIELD_META[key].label);
}

// The eleven site texts are free texts (docs/product.md §2): only the company details used by contracts and
// payments are checked, because a wrong IBAN or CIF there would end up in a signed document or a transfer, and the
// social links the footer points at (social-networks.ts).
const FORMAT_CHECKS: Partial<Record<CompanyDetailKey, (value: string) => string | null>> = {
  company_phone: (v) => (isValidSpanishPhone(v) ? null : BUYER_PHONE_MESSAGE),
  tax_id: (v) => (isValidTaxId(v) ? null : 'CIF/NIF no válido'),
  representative_dni: (v) => validateDniNie(v),
  bank_iban: (v) => (isValidIban(v) ? null : 'IBAN no válido'),
  bank_bic: (v) => (isValidBic(v) ? null : 'BIC no válido'),
};

/** Spanish message for a value the admin may not save, or null. A blank value is allowed: it restores the default. */
export function validateContentValue(key: string, value: string): string | null {
  if (value.length > CONTENT_MAX_LENGTH) return CONTENT_TOO_LONG_MESSAGE;
  const trimmed = value.trim();
  if (trimmed === '' || !isContentKey(key)) return null;
  if (isSocialLinkKey(key)) return socialLinkProblem(key, trimmed);
  return FORMAT_CHECKS[key as CompanyDetailKey]?.(trimmed) ?? null;
}

/** A warning that does not stop saving: the text is accepted, but the site will not link it as an address. */
export function contentWarning(key: string, value: string): string | null {
  const trimmed = value.trim();
  if (key === 'company_email' && trimmed !== '' && !isValidEmail(trimmed)) {
    return 'No parece una dirección de email: se guardará igualmente, pero la web la mostrará como texto, sin enlace de correo.';
  }
  return null;
}

/**
 * The words of a Registro Mercantil entry in each language, as that registry is cited in it: Catalan pages and
 * contracts say "tom, foli, full, inscripció"; English ones "volume, folio, sheet, entry".
 */
const REGISTRY_WORDS = {
  es: { volume: 'tomo', folio: 'folio', sheet: 'hoja', entry: 'inscripción' },
  ca: { volume: 'tom', folio: 'foli', sheet: 'full', entry: 'inscripció' },
  en: { volume: 'volume', folio: 'folio', sheet: 'sheet', entry: 'entry' },
} as const;

/** "Barcelona, tomo 45678, folio 123, hoja B-456789, inscripción 1.ª"; '' until the registry is named. */
export function mercantileRegistryText(
  content: Readonly<Partial<Record<string, string>>>,
  language: keyof typeof REGISTRY_WORDS = 'es',
): string {
  const value = (key: CompanyDetailKey) => content[key]?.trim() ?? '';
  const registry = value('mercantile_registry');
  if (registry === '') return '';
  const words = REGISTRY_WORDS[language];
  const parts: [string, CompanyDetailKey][] = [
    [words.volume, 'mercantile_volume'],
    [words.folio, 'mercantile_folio'],
    [words.sheet, 'mercantile_sheet'],
    [words.entry, 'mercantile_entry'],
  ];
  return [registry, ...parts.filter(([, key]) => value(key) !== '').map(([word, key]) => `${word} ${value(key)}`)].join(
    ', ',
  );
}

/** Company details a contract prints (seller, representative, account), in the order of the admin's cards. */
export const CONTRACT_COMPANY_DETAILS: readonly CompanyDetailKey[] = [
  'legal_name',
  'tax_id',
  'legal_address',
  'representative_name',
  'representative_dni',
  'bank_iban',
  'bank_name',
];

/** Labels of the details in `keys` that are blank (after defaults), for checklists and the 'Firmar' dialog. */
export function missingDetails(
  content: Readonly<Partial<Record<string, string>>>,
  keys: readonly ContentKey[],
): string[] {
  return keys.filter((key) => (content[key]?.trim() ?? '') === '').map((key) => CONTENT_FIELD_META[key].label);
}
