import type { ParseResult, PortalLead, PortalMail } from './lead';
import {
  emailsIn,
  guessLanguage,
  isNotGiven,
  labelledValues,
  linesOf,
  readPhone,
  senderDomain,
  untilAny,
} from './text-tools';

// Fotocasa, habitaclia and milanuncios (docs/product.md §4.1): one sender, "Fotocasa Pro" <cliente@fotocasa.pro>;
// the subject's suffix (or the body) tells the portal. Labels run together once the HTML is text.
const SENDER_DOMAINS = ['fotocasa.pro', 'fotocasa.es', 'habitaclia.com', 'milanuncios.com'];
const SUBJECT = /Contacto para (.+?) con referencia\s+(\S+?)(?:\s+-\s+De\s+(Fotocasa|habitaclia|milanuncios))?\s*$/i;
const LABELS = ['Nombre', 'Teléfono', 'Email', 'Día y hora', 'Mensaje'] as const;
const MESSAGE_END = [
  /¿Tienes dudas\?/,
  /WhatsApp Llamar Email/,
  /Gestionar contacto/,
  /Responder \[/,
  /Envíanos un email/,
];
const CHAT_RELAY = /@chat\.fotocasa\.es$/i;

const portalOf = (suffix: string | undefined, text: string): PortalLead['source'] => {
  const named = (suffix ?? /\bDe (habitaclia|milanuncios)\b/i.exec(text)?.[1] ?? '').toLowerCase();
  return named === 'habitaclia' ? 'habitaclia' : named === 'milanuncios' ? 'milanuncios' : 'fotocasa';
};

export function parseFotocasa(mail: PortalMail): ParseResult | null {
  if (!SENDER_DOMAINS.includes(senderDomain(mail.from))) return null;
  const text = mail.text.replace(/\r\n?/g, '\n');
  const subject = SUBJECT.exec(mail.subject) ?? SUBJECT.exec(linesOf(text).slice(0, 2).join(' '));
  const hasFields = /Datos de la persona interesada/i.test(text) || /Nombre\s*:/.test(text);
  const isChat = /tienes un nuevo mensaje esperándote/i.test(text) && /Teléfono de contacto:/i.test(text);
  if (!subject && !hasFields && !isChat) return { kind: 'notice' };
  const reference = subject?.[2] ?? /(?:con referencia|Referencia)\s+([A-Za-z0-9-]+)/i.exec(text)?.[1] ?? null;
  const source = portalOf(subject?.[3], text);
  const listing = subject?.[1]?.trim() ?? null;
  if (hasFields) return { kind: 'lead', lead: fromFields(text, { source, reference, listing }) };
  return fromChat(text, { source, reference, listing });
}

type Known = Pick<PortalLead, 'source' | 'reference' | 'listing'>;

function fromFields(text: string, known: Known): PortalLead {
  const block = text.slice(Math.max(0, text.search(/Datos de la persona interesada/i)));
  const values = labelledValues(block, LABELS);
  const message = untilAny(values.Mensaje ?? '', MESSAGE_END);
  const name = isNotGiven(values.Nombre) ? (/A (.+?) le interesa tu anuncio/.exec(text)?.[1] ?? null) : values.Nombre!;
  const email = isNotGiven(values.Email) ? null : (emailsIn(values.Email ?? '')[0] ?? null);
  return {
    ...known,
    name: name?.trim() || null,
    email,
    emailIsRelay: false,
    phone: readPhone(values['Teléfono']) ?? readPhone(/Teléfono de contacto:\s*([+\d\s]+)/.exec(message)?.[1]),
    message,
    language: guessLanguage(message),
  };
}

/** The chat notice: "Nuevo<Name><dd/mm/yyyy - hh:mm>", the message, "Teléfono de contacto: …", a relay to reply to. */
function fromChat(text: string, known: Known): ParseResult {
  const lines = linesOf(text);
  const header = lines.findIndex((line) => /^Nuevo.+\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/.test(line));
  if (header < 0) return { kind: 'unreadable', reason: 'Fotocasa: mensaje de chat sin remitente' };
  const name = /^Nuevo(.+?)\d{2}\/\d{2}\/\d{4}/.exec(lines[header]!)![1]!.trim();
  const rest = lines.slice(header + 1);
  const phoneLine = rest.find((line) => /^Teléfono de contacto:/i.test(line));
  const replyLine = rest.find((line) => /^Responder \[/.test(line));
  const message = rest.filter((line) => line !== phoneLine && line !== replyLine).join('\n');
  const relay = emailsIn(replyLine ?? '').find((address) => CHAT_RELAY.test(address)) ?? null;
  return {
    kind: 'lead',
    lead: {
      ...known,
      name: name || null,
      email: relay,
      emailIsRelay: relay !== null,
      phone: readPhone(phoneLine?.replace(/^Teléfono de contacto:/i, '')),
      message,
      language: guessLanguage(message),
    },
  };
}
