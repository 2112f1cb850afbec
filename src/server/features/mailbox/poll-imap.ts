import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';

import type { MailboxOutcome } from '#shared/contact-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { mailboxState } from '#server/db/schema.ts';

import type { ImapSettings } from './imap-settings';
import { IMAP_SOURCE, readState } from './mailbox-state';
import { readMail } from './read-mail';
import { recordMessage } from './record-message';

/** The bounds of one poll (docs/product.md §10): what a broken or hostile mailbox can cost at most. */
export type PollLimits = {
  /** A message larger than this is not downloaded: recorded as unreadable, left in the mailbox. */
  maxMessageBytes: number;
  /** Messages read per poll; the rest wait for the next one. */
  maxMessages: number;
  /** The whole poll; past it the connection is closed and the rest wait. */
  deadlineMs: number;
  /** Silence on the connection after which it is given up. */
  socketTimeoutMs: number;
  /** The first poll of a mailbox reads back this far, not the whole history. */
  firstPollDays: number;
};

export const POLL_LIMITS: PollLimits = {
  maxMessageBytes: 2 * 1024 * 1024,
  maxMessages: 50,
  deadlineMs: 60_000,
  socketTimeoutMs: 30_000,
  firstPollDays: 30,
};

export type Tally = Record<MailboxOutcome, number>;
export const emptyTally = (): Tally => ({ filed: 0, unreadable: 0, ignored: 0, duplicate: 0 });

export class MailboxError extends Error {}

function imapClient(settings: ImapSettings, limits: PollLimits): ImapFlow {
  return new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.pass },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: Math.min(limits.socketTimeoutMs, 30_000),
    greetingTimeout: Math.min(limits.socketTimeoutMs, 16_000),
    socketTimeout: limits.socketTimeoutMs,
    maxLiteralSize: limits.maxMessageBytes + 64 * 1024,
  });
}

/** A message over the size limit is filed as unreadable from its envelope alone. */
async function recordOversized(
  db: Database,
  client: ImapFlow,
  { uid, validity, size }: { uid: number; validity: string; size: number },
) {
  const envelope = await client.fetchOne(String(uid), { uid: true, envelope: true }, { uid: true });
  const envelopeData = envelope ? envelope.envelope : undefined;
  return recordMessage(db, {
    externalId: envelopeData?.messageId
      ? `message-id:${envelopeData.messageId.toLowerCase()}`
      : `imap:${validity}:${uid}`,
    uid,
    sender: envelopeData?.from?.[0]?.address ?? null,
    subject: envelopeData?.subject ?? null,
    enquiry: null,
    outcome: 'unreadable',
    reason: `Demasiado grande (${Math.round(size / 1024)} KB)`,
  });
}

/**
 * Reads the new messages of the company's mailbox (docs/product.md §4.1, decision 041): opened read-only (EXAMINE),
 * so nothing is deleted, moved or flagged; the messages after the last UID read, oldest first, at most
 * `maxMessages`, each filed in its own transaction. A failure (refused login, timeout, dropped connection) throws a
 * MailboxError after what was filed stays filed; the rest is read by the next poll.
 */
export async function pollImap(
  db: Database,
  settings: ImapSettings,
  { now, log, limits = POLL_LIMITS }: { now: Date; log: FastifyBaseLogger; limits?: PollLimits },
): Promise<Tally> {
  const tally = emptyTally();
  const client = imapClient(settings, limits);
  // Without a listener an 'error' event (a dropped socket) would end the process.
  let dropped: Error | undefined;
  client.on('error', (error: Error) => {
    dropped = error;
    log.warn({ err: error.message }, 'mailbox connection error');
  });
  const deadline = setTimeout(() => {
    dropped ??= new MailboxError(`el buzón no terminó en ${limits.deadlineMs / 1000} s`);
    client.close();
  }, limits.deadlineMs);
  try {
    await client.connect();
    const mailbox = await client.mailboxOpen(settings.mailbox, { readOnly: true });
    const state = await readState(db, IMAP_SOURCE);
    const validity = String(mailbox.uidValidity);
    let lastUid = state.lastUid;
    if (state.uidValidity !== validity) {
      // A new mailbox (or one the server renumbered): start again; the Message-IDs keep what was filed from coming twice.
      lastUid = 0;
      await db
        .update(mailboxState)
        .set({ uidValidity: validity, lastUid: 0 })
        .where(eq(mailboxState.source, IMAP_SOURCE));
    }
    const found =
      lastUid === 0
        ? await client.search({ since: new Date(now.getTime() - limits.firstPollDays * 86_400_000) }, { uid: true })
        : await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
    const uids = (found || [])
      .filter((uid) => uid > lastUid)
      .sort((a, b) => a - b)
      .slice(0, limits.maxMessages);
    if (uids.length === 0) return tally;
    const sizes = new Map<number, number>();
    for await (const message of client.fetch(uids.join(','), { uid: true, size: true }, { uid: true })) {
      sizes.set(message.uid, message.size ?? 0);
    }
    for (const uid of uids) {
      if (dropped) throw dropped;
      const size = sizes.get(uid);
      if (size === undefined) continue; // expunged meanwhile by someone else
      if (size > limits.maxMessageBytes) {
        tally[await recordOversized(db, client, { uid, validity, size })]++;
        continue;
      }
      const fetched = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
      if (!fetched || !fetched.source) throw dropped ?? new MailboxError('el buzón cortó la descarga de un mensaje');
      const mail = await readMail(fetched.source, `${validity}:${uid}`);
      const { result } = mail;
      tally[
        await recordMessage(db, {
          externalId: mail.externalId,
          uid,
          sender: mail.sender,
          subject: mail.subject,
          enquiry:
            result.kind === 'lead'
              ? {
                  ...result.lead,
                  externalId: mail.externalId,
                  receivedAt: mail.date && mail.date <= now ? mail.date : now,
                }
              : null,
          outcome: result.kind === 'lead' ? null : result.kind === 'notice' ? 'ignored' : 'unreadable',
          reason: result.kind === 'unreadable' ? result.reason : null,
        })
      ]++;
    }
    return tally;
  } catch (error) {
    throw new MailboxError(describe(dropped ?? error));
  } finally {
    clearTimeout(deadline);
    if (client.usable) await client.logout().catch(() => client.close());
    else client.close();
  }
}

/** One line for the log and the dashboard; never the password. */
function describe(error: unknown): string {
  const e = error as { message?: string; responseText?: string; authenticationFailed?: boolean; code?: string };
  if (e.authenticationFailed)
    return `el buzón rechazó el usuario o la contraseña${e.responseText ? ` (${e.responseText})` : ''}`;
  return [e.code, e.responseText ?? e.message].filter(Boolean).join(': ') || 'error desconocido';
}
