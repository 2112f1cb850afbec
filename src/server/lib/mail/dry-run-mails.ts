import { and, eq, gt, max } from 'drizzle-orm';

import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';

/** A mail a use case would queue: who gets it and what it says. */
export type PreviewedMail = { to: string; subject: string; text: string };

class RolledBack extends Error {
  constructor(readonly mails: PreviewedMail[]) {
    super('dry run rolled back');
  }
}

/**
 * Runs a one-way use case for real inside a transaction that is always rolled back, and returns the mails of `kind`
 * it queued: the owner reads exactly what each buyer would receive, produced by the same code, and nothing is kept
 * (docs/product.md#last-look). Its checks refuse as they would (the same 409 or 422).
 */
export async function dryRunMails(
  db: Database,
  kind: string,
  work: (tx: Database) => Promise<unknown>,
): Promise<PreviewedMail[]> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ id: max(mailOutbox.id) }).from(mailOutbox);
      // A nested transaction is a savepoint: the use case's own transaction runs unchanged inside this one.
      await work(tx as unknown as Database);
      const mails = await tx
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, kind), gt(mailOutbox.id, before?.id ?? 0)))
        .orderBy(mailOutbox.id);
      throw new RolledBack(mails);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.mails;
    throw error;
  }
  throw new Error('unreachable: a dry run always rolls back');
}
