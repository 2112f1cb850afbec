// Business time comes from the app's clock (AppContext.now), not the machine's: what a use case records or
// decides follows the clock the app was given.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { contractBody, pendingContract, storeCompanyDetails } from '#server/test/contracts.ts';
import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

// Over a year from the machine's date (and before the planned signing date of the test contracts), so a
// timestamp taken from the machine clock cannot pass for it.
const START = new Date('2028-02-01T08:00:00Z');
let clock = START;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await storeCompanyDetails(t);
});
afterAll(() => t.close());

const minutesAfterStart = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

describe('the app clock', () => {
  it('dates a contract, its attachments, its signing and its archiving by the app clock', async () => {
    clock = START;
    const pdf = {
      filename: 'planos.pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      content_type: 'application/pdf',
      size: 15,
    };
    const contract = await pendingContract(t, contractBody('arras_penitenciales', { attachments: [pdf] }));
    expect(contract.created_at).toBe(START.toISOString());
    expect(contract.admin_signed_at).toBe(START.toISOString());
    expect(contract.attachments.map((a) => a.uploaded_at)).toEqual([START.toISOString()]);

    // Signed by the company, the contract is archived rather than deleted.
    clock = minutesAfterStart(90);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/contracts/${contract.id}` })).statusCode).toBe(200);
    const archived = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` });
    expect(archived.json<ContractDto>().archived_at).toBe(minutesAfterStart(90).toISOString());
  });

  it('expires a password reset link one hour after the app clock issued it, and dates the new password by it', async () => {
    const request = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: ADMIN.email } });
    const reset = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, new_password: 'clock-password-1' },
      });
    const lastToken = async () => {
      const text = (await t.outbox()).filter((m) => m.kind === 'password_reset').at(-1)!.text;
      return new URL(/http\S+reset-password\?token=\S+/.exec(text)![0]).searchParams.get('token')!;
    };

    clock = START;
    await request();
    const [row] = await t.db.select().from(passwordResetTokens);
    expect(row!.expiresAt.toISOString()).toBe(minutesAfterStart(60).toISOString());
    clock = minutesAfterStart(61);
    expect((await reset(await lastToken())).statusCode).toBe(400);

    await request();
    clock = minutesAfterStart(61 + 59);
    expect((await reset(await lastToken())).statusCode).toBe(200);
    const [admin] = await t.db.select().from(users).where(eq(users.username, ADMIN.username));
    expect(admin!.updatedAt.toISOString()).toBe(minutesAfterStart(120).toISOString());
  });
});
