import type { ParseResult, PortalMail } from './lead';
import { emailsIn, guessLanguage, isNotGiven, labelledValues, readPhone, senderDomain, untilAny } from './text-tools';

// pisos.com (docs/product.md §4.1): "Un interesado te ha contactado … Ref: N", then NOMBRE / EMAIL / TELÉFONO /
// MENSAJE. The agency's own WhatsApp number appears above the enquirer's data and is not theirs.
const INTRO = /Un interesado te ha contactado(?: por WhatsApp)? por tu (.+?),\s*Ref:\s*([A-Za-z0-9-]+)/i;
const LABELS = ['NOMBRE', 'EMAIL', 'TELÉFONO', 'MENSAJE'] as const;

export function parsePisos(mail: PortalMail): ParseResult | null {
  if (senderDomain(mail.from) !== 'pisos.com') return null;
  const text = mail.text.replace(/\r\n?/g, '\n');
  const intro = INTRO.exec(mail.subject) ?? INTRO.exec(text);
  const dataStart = text.search(/Datos del interesado/i);
  if (!intro && dataStart < 0) return { kind: 'notice' };
  const values = labelledValues(text.slice(Math.max(0, dataStart)), LABELS, { colon: false });
  const email = isNotGiven(values.EMAIL) ? null : (emailsIn(values.EMAIL ?? '')[0] ?? null);
  const message = untilAny(values.MENSAJE ?? '', [/GESTIONAR LA SOLICITUD/i])
    .replace(/^[“"]|[”"]$/g, '')
    .trim();
  if (!email && !values['TELÉFONO']) return { kind: 'unreadable', reason: 'pisos.com: sin datos del interesado' };
  return {
    kind: 'lead',
    lead: {
      source: 'pisos',
      name: isNotGiven(values.NOMBRE) ? null : values.NOMBRE!.trim(),
      email,
      emailIsRelay: false,
      phone: readPhone(values['TELÉFONO']),
      message,
      reference: intro?.[2] ?? null,
      listing: intro?.[1]?.trim() ?? null,
      language: guessLanguage(message),
    },
  };
}
