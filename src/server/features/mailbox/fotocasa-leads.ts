import { eq } from 'drizzle-orm';
import { z } from 'zod';

import type { Database } from '#server/db/client.ts';
import { mailboxState } from '#server/db/schema.ts';
import { boundedFetch } from '#server/lib/http/bounded-fetch.ts';

import { FOTOCASA_API_SOURCE, readState } from './mailbox-state';
import { guessLanguage, isNotGiven, readPhone } from './parsers/text-tools';
import { emptyTally, MailboxError, type Tally } from './poll-imap';
import { recordMessage } from './record-message';

export type FotocasaLeadsSettings = { apiKey: string; publisherId: string; baseUrl: string };

// Fotocasa's pull Leads API (docs/product.md §4.1): GET …/v1/publishers/{id}/leads?from=&to= with the `api-key`
// header; a JSON array, 404 when the range has none. Unknown fields are ignored; a lead without an id is skipped.
const leadSchema = z.object({
  id: z.string().min(1),
  date: z.string().optional(),
  message: z.string().nullish(),
  site: z.string().nullish(),
  reference: z.string().nullish(),
  contactDetails: z
    .object({ name: z.string().nullish(), email: z.string().nullish(), phone: z.string().nullish() })
    .nullish(),
});
const FIRST_READ_DAYS = 7;
const LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 30_000 };
const MAX_LEADS = 200;

const sourceOf = (site: string | null | undefined) => {
  const value = (site ?? '').toUpperCase();
  return value === 'HABITACLIA' ? 'habitaclia' : value === 'MILANUNCIOS' ? 'milanuncios' : 'fotocasa';
};
const given = (value: string | null | undefined) => (isNotGiven(value) || value === 'string' ? null : value!.trim());

/** Reads the leads since the last read and files each one; the same lead never twice, nor one its mail already filed. */
export async function pollFotocasaLeads(db: Database, settings: FotocasaLeadsSettings, now: Date): Promise<Tally> {
  const tally = emptyTally();
  const state = await readState(db, FOTOCASA_API_SOURCE);
  const from = state.readUntil ?? new Date(now.getTime() - FIRST_READ_DAYS * 86_400_000);
  const url = new URL(`${settings.baseUrl}/v1/publishers/${encodeURIComponent(settings.publisherId)}/leads`);
  url.searchParams.set('from', from.toISOString());
  url.searchParams.set('to', now.toISOString());
  let response;
  try {
    response = await boundedFetch(
      url.toString(),
      { headers: { 'api-key': settings.apiKey, accept: 'application/json' } },
      LIMITS,
    );
  } catch (error) {
    throw new MailboxError(`API de contactos de Fotocasa: ${(error as Error).message}`);
  }
  if (response.status === 404) {
    await db.update(mailboxState).set({ readUntil: now }).where(eq(mailboxState.source, FOTOCASA_API_SOURCE));
    return tally;
  }
  if (response.status !== 200) throw new MailboxError(`API de contactos de Fotocasa: respuesta ${response.status}`);
  let leads: unknown;
  try {
    leads = JSON.parse(response.body.toString('utf8'));
  } catch {
    throw new MailboxError('API de contactos de Fotocasa: la respuesta no es JSON');
  }
  if (!Array.isArray(leads)) throw new MailboxError('API de contactos de Fotocasa: la respuesta no es una lista');
  for (const raw of leads.slice(0, MAX_LEADS)) {
    const parsed = leadSchema.safeParse(raw);
    if (!parsed.success) {
      tally.unreadable++;
      continue;
    }
    const lead = parsed.data;
    const externalId = `fotocasa-lead:${lead.id}`;
    const email = given(lead.contactDetails?.email);
    const message = given(lead.message) ?? '';
    const date = lead.date ? new Date(lead.date) : now;
    tally[
      await recordMessage(db, {
        externalId,
        uid: null,
        sender: 'API de Fotocasa',
        subject: lead.reference ? `Ref. ${lead.reference}` : null,
        outcome: null,
        enquiry: {
          source: sourceOf(lead.site),
          name: given(lead.contactDetails?.name),
          email: email && /@/.test(email) ? email.toLowerCase() : null,
          emailIsRelay: false,
          phone: readPhone(given(lead.contactDetails?.phone)),
          message,
          reference: given(lead.reference),
          listing: null,
          language: guessLanguage(message),
          externalId,
          receivedAt: Number.isNaN(date.getTime()) || date > now ? now : date,
        },
      })
    ]++;
  }
  await db.update(mailboxState).set({ readUntil: now }).where(eq(mailboxState.source, FOTOCASA_API_SOURCE));
  return tally;
}
