import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contracts } from '#server/db/schema.ts';
import { insertContract } from '#server/test/factories.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

import { transitionContract } from './transition-contract';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('transitionContract', () => {
  it('applies the table and records the new status', async () => {
    const { contract } = await insertContract(handle.db, { status: 'signed' });
    expect(await transitionContract(handle.db, contract, 'complete_on_payment', { now: new Date() })).toBe('completed');
    const [row] = await handle.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(row?.status).toBe('completed');
  });

  it('answers 409 when the status changed since it was read (the other request won)', async () => {
    const { contract } = await insertContract(handle.db, { status: 'signed' });
    await transitionContract(handle.db, contract, 'cancel', { now: new Date() });
    await expect(
      transitionContract(handle.db, contract, 'complete_on_payment', { now: new Date() }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it('the database itself refuses a status outside the lifecycle (CHECK constraint)', async () => {
    const { contract } = await insertContract(handle.db, { status: 'signed' });
    const error = await handle.db.execute(sql`update contracts set status = 'archived' where id = ${contract.id}`).then(
      () => null,
      (failure: unknown) => failure as { cause?: unknown },
    );
    expect(String(error?.cause)).toMatch(/contracts_status_check/);
  });
});
