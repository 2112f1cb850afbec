// Migration 0030 (contract retention, decision 046): an upgraded installation keeps every row, and each kept buyer
// file's retention date runs from E, the day its contract's relationship ended, no longer from the signature.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

import { CONTRACT_STATUS } from '#shared/contract-lifecycle/index.ts';

import { migrationsFolder } from './client';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-retention-upgrade-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function migrationsBeforeRetention(): string {
  const folder = path.join(temp, 'drizzle');
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_contract_retention'));
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('an installation from before contract retention', () => {
  it('keeps every contract and buyer file, and dates each file’s ten years from E', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforeRetention() });
    const signedAt = '2026-03-01T10:00:00.000Z';
    const fromSignature = '2036-03-01T10:00:00.000Z';
    const contracts = [
      { key: 'signed', status: CONTRACT_STATUS.signed, cancelled: null, outcome: null },
      { key: 'cancelled', status: CONTRACT_STATUS.cancelled, cancelled: '2026-05-02T09:00:00.000Z', outcome: null },
      { key: 'deed', status: CONTRACT_STATUS.completed, cancelled: null, outcome: { date: '2027-05-10' } },
    ];
    for (const [index, contract] of contracts.entries()) {
      const id = `00000000-0000-4000-8000-00000000000${index + 1}`;
      await db.execute(sql`insert into contracts (id, contract_type, contract_data, status, cancelled_at, outcome)
        values (${id}, 'arras_penitenciales', ${JSON.stringify({ key: contract.key })}::jsonb, ${contract.status},
        ${contract.cancelled}, ${contract.outcome ? JSON.stringify(contract.outcome) : null}::jsonb)`);
      await db.execute(sql`insert into contract_buyers (id, contract_id, buyer_order, name, email, dni, address,
        token_hash, token_nonce, signed_at) values (${index + 1}, ${id}, 1, 'Ana García López', 'ana@example.com',
        '12345678Z', 'Carrer de Verdi 12', ${`hash-${index}`}, 'nonce', ${signedAt})`);
      await db.execute(sql`insert into buyer_files (contract_id, buyer_id, retention_until)
        values (${id}, ${index + 1}, ${fromSignature})`);
    }
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const rows = await db.execute<{ key: string; retention_until: string | null; name: string }>(sql`
      select c.contract_data->>'key' as key, f.retention_until, b.name from buyer_files f
      join contracts c on c.id = f.contract_id join contract_buyers b on b.id = f.buyer_id order by key`);
    expect(
      rows.rows.map((row) => ({
        ...row,
        retention_until: row.retention_until ? new Date(row.retention_until).toISOString() : null,
      })),
    ).toEqual([
      { key: 'cancelled', retention_until: '2036-05-02T09:00:00.000Z', name: 'Ana García López' },
      { key: 'deed', retention_until: '2037-05-10T00:00:00.000Z', name: 'Ana García López' },
      { key: 'signed', retention_until: null, name: 'Ana García López' },
    ]);
    const tables = await db.execute(sql`select count(*)::int as n from contract_tombstones`);
    expect(tables.rows).toEqual([{ n: 0 }]);
    await client.close();
  }, 120_000);
});
