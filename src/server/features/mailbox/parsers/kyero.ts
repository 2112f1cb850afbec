import type { ParseResult, PortalMail } from './lead';
import {
  emailsIn,
  guessLanguage,
  isNotGiven,
  labelledValues,
  localeFromLanguageName,
  readPhone,
  senderDomain,
  untilAny,
} from './text-tools';

// Kyero (docs/product.md §4.1): English (or the enquirer's) labels, and the enquirer's language stated in the body.
const LABELS = [
  'Name',
  'Telephone',
  'Phone',
  'Email',
  'Message',
  'Language',
  'Nom',
  'Téléphone',
  'E-mail',
  'Langue',
  'Nombre',
  'Teléfono',
  'Mensaje',
  'Idioma',
] as const;
const REFERENCE = [
  /(?:ref(?:erence)?\.?|Your reference)\s*:?\s*([A-Za-z0-9][A-Za-z0-9/_-]*)/i,
  /Nouvelle demande\s*:\s*([A-Za-z0-9][A-Za-z0-9_-]*)/i,
  /\[([A-Z0-9][A-Za-z0-9_-]{2,})\]/,
];
const ENQUIRY_SUBJECT = /enquiry|enquiries|request|demande|consulta|solicitud|viewing/i;
const MESSAGE_END = [/\n\s*(Language|Langue|Idioma)\s*:/, /\n\s*(View|Voir|Ver) /, /\n\s*Kyero/];

const first = (values: Record<string, string>, ...labels: string[]) =>
  labels.map((label) => values[label]).find((value) => !isNotGiven(value)) ?? null;

export function parseKyero(mail: PortalMail): ParseResult | null {
  if (senderDomain(mail.from) !== 'kyero.com') return null;
  if (!ENQUIRY_SUBJECT.test(mail.subject)) return { kind: 'notice' };
  const text = mail.text.replace(/\r\n?/g, '\n');
  const values = labelledValues(text, LABELS);
  const emails = emailsIn(first(values, 'Email', 'E-mail') ?? text).filter(
    (address) => !address.endsWith('@kyero.com'),
  );
  const reference =
    REFERENCE.map((pattern) => pattern.exec(mail.subject)?.[1] ?? pattern.exec(text)?.[1])
      .find(Boolean)
      ?.replace(/\/$/, '') ?? null;
  const message = untilAny(first(values, 'Message', 'Mensaje') ?? '', MESSAGE_END);
  if (emails.length === 0 && !first(values, 'Telephone', 'Phone', 'Téléphone', 'Teléfono'))
    return { kind: 'unreadable', reason: 'Kyero: sin email ni teléfono' };
  return {
    kind: 'lead',
    lead: {
      source: 'kyero',
      name: first(values, 'Name', 'Nom', 'Nombre'),
      email: emails[0] ?? null,
      emailIsRelay: false,
      phone: readPhone(first(values, 'Telephone', 'Phone', 'Téléphone', 'Teléfono')),
      message,
      reference,
      listing: null,
      language: localeFromLanguageName(first(values, 'Language', 'Langue', 'Idioma')) ?? guessLanguage(message),
    },
  };
}
