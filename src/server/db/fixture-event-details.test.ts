// Every event an earlier release wrote still reads as its schema says (decision 030): a reader that trusts a parsed
// event (the sealing's stored final PDF, the timeline's mails) must not lose an old row to a field added later.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

import { detailsOf, parseContractEventDetails } from '#shared/contract-lifecycle/event-details.ts';
import { paymentAmountCents } from '#shared/contract-lifecycle/index.ts';
import { centsFromEuros } from '#shared/money/cents.ts';

const FIXTURES = path.join(import.meta.dirname, 'upgrade-fixtures');
const RELEASES = fs.readdirSync(FIXTURES).filter((name) => fs.existsSync(path.join(FIXTURES, name, 'data-dir.tar.xz')));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(RELEASES)('the events of release %s', (release) => {
  it('all pass their schemas', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `casanova-events-${release}-`));
    dirs.push(dir);
    execFileSync('tar', ['xJf', path.join(FIXTURES, release, 'data-dir.tar.xz'), '-C', dir]);
    const db = new PGlite(path.join(dir, 'pgdata'));
    try {
      const { rows } = await db.query<{ event: string; details: unknown }>(
        'select event, details from contract_events order by id',
      );
      expect(rows.length).toBeGreaterThan(0);
      const invalid = rows.filter((row) => !parseContractEventDetails(row.event, row.details).valid);
      expect(invalid).toEqual([]);
      // Their payment events kept euros (decision 051): read through paymentAmountCents, the payment's own amount.
      const { rows: paid } = await db.query<{ transaction_id: string; amount: number }>(
        'select transaction_id, amount from payments',
      );
      const read = rows.flatMap((row) => {
        const details = detailsOf('payment_created', row) ?? detailsOf('payment_confirmed', row);
        return details ? [{ id: details.transaction_id, cents: paymentAmountCents(details) }] : [];
      });
      expect(read.length).toBeGreaterThan(0);
      const stored = new Map(paid.map((row) => [row.transaction_id, centsFromEuros(Number(row.amount))]));
      expect(read.map(({ id }) => ({ id, cents: stored.get(id) }))).toEqual(read);
    } finally {
      await db.close();
    }
  });
});
