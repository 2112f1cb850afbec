import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';

import { pollFotocasaLeads } from './fotocasa-leads';
import { imapSettings } from './imap-settings';
import {
  FOTOCASA_API_SOURCE,
  IMAP_SOURCE,
  recordPollFailure,
  recordPollSuccess,
  type PollSource,
} from './mailbox-state';
import { emptyTally, MailboxError, POLL_LIMITS, pollImap, type PollLimits, type Tally } from './poll-imap';

export type MailboxDeps = {
  db: Database;
  config: Pick<Config, 'imapUrl' | 'fotocasaLeads'>;
  now: () => Date;
  log: FastifyBaseLogger;
  limits?: PollLimits;
};

export type PollReport = Tally & { errors: string[] };

const running = new WeakMap<Database, Promise<PollReport>>();

export const mailboxConfigured = (config: MailboxDeps['config']) => Boolean(config.imapUrl || config.fotocasaLeads);

/**
 * One poll of every configured source (docs/product.md §4.1): the mailbox, then Fotocasa's lead API. A source that
 * fails is logged and recorded (the dashboard says since when) and the other still runs; what was filed stays. A poll
 * asked for while one runs in this process waits for that one instead of opening a second connection.
 */
export function pollMailbox(deps: MailboxDeps): Promise<PollReport> {
  const current = running.get(deps.db);
  if (current) return current;
  const poll = runPoll(deps).finally(() => running.delete(deps.db));
  running.set(deps.db, poll);
  return poll;
}

async function runPoll({ db, config, now, log, limits = POLL_LIMITS }: MailboxDeps): Promise<PollReport> {
  const report: PollReport = { ...emptyTally(), errors: [] };
  const run = async (source: PollSource, poll: () => Promise<Tally>) => {
    try {
      const tally = await poll();
      for (const key of Object.keys(tally) as (keyof Tally)[]) report[key] += tally[key];
      await recordPollSuccess(db, source, now());
      if (tally.filed + tally.unreadable > 0) log.info({ source, ...tally }, 'mailbox poll');
    } catch (error) {
      const message = error instanceof MailboxError ? error.message : String((error as Error).message ?? error);
      log.warn({ source, err: message }, 'mailbox poll failed');
      await recordPollFailure(db, source, now(), message);
      report.errors.push(message);
    }
  };
  if (config.imapUrl) {
    const settings = imapSettings(config.imapUrl);
    await run(IMAP_SOURCE, () => pollImap(db, settings, { now: now(), log, limits }));
  }
  const leads = config.fotocasaLeads;
  if (leads) await run(FOTOCASA_API_SOURCE, () => pollFotocasaLeads(db, leads, now()));
  return report;
}
