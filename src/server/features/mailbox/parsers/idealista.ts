import type { ParseResult, PortalMail } from './lead';
import { emailsIn, guessLanguage, linesOf, readPhone, senderDomain } from './text-tools';

// idealista (docs/product.md §4.1): leads come from reply@idealista.com with the enquirer's name and the agency's
// reference in the subject; noresponder@ sends notices. Subjects are Spanish; the Catalan and English forms are
// those of idealista's other interfaces.
const SUBJECT =
  /(?:Nuevo mensaje(?: \(con perfil\))?|Nueva oferta|Respuesta|Nou missatge(?: \(amb perfil\))?|Nova oferta|Resposta|New message(?: \(with profile\))?|New offer|Reply) (?:de|from) (.+?) (?:sobre tu inmueble|sobre el teu immoble|about your (?:property|listing))(?:, (?:con|amb|with) ref:\s*([^,<]+))?(?:, ([^<]+))?/i;
const RELAY_DOMAIN = 'contacts.idealista.com';
const BOILERPLATE = [
  /^Tienes (un nuevo mensaje|una oferta)/i,
  /^Tens (un nou missatge|una oferta)/i,
  /^You have (a new message|an offer)/i,
  /^Ver perfil$/i,
  /^Veure perfil$/i,
  /^View profile$/i,
  /^Consultar si .* morosos/i,
  /^Ha realizado una oferta$/i,
  /^idealista(\.com)?$/i,
];
const END = /^(Responder desde idealista|Respon des d'idealista|Reply from idealista)/i;

export function parseIdealista(mail: PortalMail): ParseResult | null {
  const domain = senderDomain(mail.from);
  if (domain !== 'idealista.com' && !domain.endsWith('.idealista.com')) return null;
  if (/^noresponder@/i.test(mail.from)) return { kind: 'notice' };
  const lines = linesOf(mail.text);
  // The subject line is often repeated as the body's first line (and carries the reference when the header lost it).
  const subject = SUBJECT.exec(mail.subject) ?? SUBJECT.exec(lines.slice(0, 3).join('\n'));
  if (!subject)
    return /@idealista\.com$/i.test(mail.from) && /^reply@/i.test(mail.from)
      ? { kind: 'unreadable', reason: 'idealista: asunto desconocido' }
      : { kind: 'notice' };
  const name = subject[1]!.trim();
  const body = lines.filter((line) => !SUBJECT.test(line));
  const emailIndex = body.findIndex((line) => emailsIn(line).length > 0);
  const email = emailIndex >= 0 ? emailsIn(body[emailIndex]!)[0]! : null;
  const phoneLine = body.find((line) => /\[tel:/.test(line)) ?? body.find((line) => /^\+?[\d\s]{9,16}$/.test(line));
  const endIndex = body.findIndex((line) => END.test(line));
  const start = emailIndex >= 0 ? emailIndex + 1 : Math.max(body.indexOf(name) + 1, 0);
  const messageLines = body
    .slice(start, endIndex >= 0 ? endIndex : undefined)
    .filter((line) => !BOILERPLATE.some((pattern) => pattern.test(line)) && line !== phoneLine && line !== name);
  const message = messageLines.join('\n').trim();
  if (!email && !phoneLine && !message) return { kind: 'unreadable', reason: 'idealista: sin datos del interesado' };
  return {
    kind: 'lead',
    lead: {
      source: 'idealista',
      name,
      email,
      emailIsRelay: email !== null && email.endsWith(`@${RELAY_DOMAIN}`),
      phone: readPhone(phoneLine),
      message,
      reference: subject[2]?.trim() || null,
      listing: subject[3]?.trim() || null,
      language: guessLanguage(message),
    },
  };
}
