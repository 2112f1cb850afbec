import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertContract } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// What happens after the money (docs/product.md#outcome).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const outcome = (id: string, payload: object) =>
  t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/outcome`, payload });

const buyers = [
  { name: 'Ana García López', email: 'ana.escritura@example.com' },
  { name: 'Emma Jones', email: 'emma.escritura@example.com', language: 'en' as const },
];

describe('POST /api/cms/contracts/{id}/outcome', () => {
  it('records the deed once, mails every buyer in their language and shows it on the contract', async () => {
    const { contract } = await insertContract(t.db, {
      contractType: 'arras_penitenciales',
      status: 'completed',
      buyers,
    });
    const deed = { outcome: 'deed_signed', date: '2027-02-15', notary: 'Joan Vidal Puig', protocol: '1.234' };
    const response = await outcome(contract.id, deed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...deed, refund_due_date: null, recorded_by: 'admin' });
    expect((await outcome(contract.id, deed)).statusCode).toBe(409);

    const mails = (await t.outbox()).filter((m) => m.kind === 'contract_outcome');
    expect(mails.map((m) => m.to)).toEqual(buyers.map((b) => b.email));
    expect(mails[0]!.text).toContain('ante el notario Joan Vidal Puig (protocolo n.º 1.234)');
    expect(mails[1]!.text).toContain('The sale is completed');
    const read = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}` });
    expect(read.json().outcome).toMatchObject({ outcome: 'deed_signed', notary: 'Joan Vidal Puig' });
    const timeline = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/timeline` });
    expect(timeline.body).toContain('outcome_recorded');
  });

  it('states the legal effect of each withdrawal: arras kept, or double returned by its due date', async () => {
    for (const [kind, words] of [
      ['buyer_withdrew', 'hace suyas las cantidades entregadas'],
      ['seller_withdrew', 'como muy tarde el 16/03/2027'],
    ] as const) {
      const { contract } = await insertContract(t.db, {
        contractType: 'arras_penitenciales',
        status: 'completed',
        buyers: [{ name: 'Ana García López', email: `ana.${kind}@example.com` }],
      });
      const response = await outcome(contract.id, {
        outcome: kind,
        date: '2027-03-01',
        reason: 'Comunicado por burofax',
      });
      expect(response.statusCode, response.body).toBe(200);
      const mail = (await t.outbox()).find((m) => m.to === `ana.${kind}@example.com`)!;
      expect(mail.text).toContain(words);
      expect(mail.text).toContain('621-8');
    }
  });

  it('refuses what the law does not allow: 422 without notary or reason, 409 before the money', async () => {
    const { contract } = await insertContract(t.db, { status: 'completed' });
    expect((await outcome(contract.id, { outcome: 'deed_signed', date: '2027-02-15' })).statusCode).toBe(422);
    expect((await outcome(contract.id, { outcome: 'buyer_withdrew', date: '2027-02-15' })).statusCode).toBe(422);
    expect(
      (await outcome(contract.id, { outcome: 'deed_signed', date: '2027-02-30', notary: 'X', protocol: '1' }))
        .statusCode,
    ).toBe(422);
    const { contract: signed } = await insertContract(t.db, { status: 'signed' });
    const early = await outcome(signed.id, { outcome: 'buyer_withdrew', date: '2027-02-15', reason: 'No paga' });
    expect(early.statusCode).toBe(409);
  });
});
