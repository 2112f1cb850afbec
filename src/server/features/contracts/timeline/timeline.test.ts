import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';
import { parseContractEventDetails } from '#shared/contract-lifecycle/event-details.ts';
import { paymentAmountCents } from '#shared/contract-lifecycle/index.ts';
import { centsFromEuros, type Cents } from '#shared/money/cents.ts';
import { contractEvents } from '#server/db/schema.ts';
import { deliverDueMail } from '#server/lib/mail/worker.ts';
import { pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/test/contracts.ts';
import { insertContract } from '#server/test/factories.ts';
import { createInstructions, fillBankDetails, markAsPaid, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
  await fillBankDetails(t);
  // The specification's flow: no buyer file, so money moves once everyone signed (the money gate has its own tests).
  await requireBuyerFile(t, { arras: false, reservation: false });
});
afterAll(async () => {
  await t.close();
});

/** The amount of a payment entry as every reader takes it (paymentAmountCents); null for any other entry. */
function paymentAmountOf(entry: TimelineEntryDto): Cents | null {
  const read = parseContractEventDetails(entry.kind, entry.details);
  if (!read.valid || (read.event !== 'payment_created' && read.event !== 'payment_confirmed')) return null;
  return paymentAmountCents(read.details);
}

const timeline = async (id: string) => {
  const response = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${id}/timeline` });
  expect(response.statusCode).toBe(200);
  return response.json<TimelineEntryDto[]>();
};

describe('GET /api/cms/contracts/:id/timeline', () => {
  it('tells the whole story of a contract, from creation to payment, oldest first', async () => {
    const contract = await pendingContract(t);
    await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` });
    const [ana, isabel] = contract.buyers.map((buyer) => tokenOf(buyer.signing_url)) as [string, string];
    await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract.id}?token=${encodeURIComponent(ana)}`,
      headers: { 'user-agent': 'Firefox/140' },
    });
    await signAs(t, contract.id, ana);
    await signAs(t, contract.id, isabel);
    const sent: string[] = [];
    await deliverDueMail(t.db, { describe: 'test', send: async (mail) => void sent.push(mail.to) });
    const payment = (await createInstructions(t, contract.id, 'arras')).json<{ payment_url: string; amount: number }>();
    const transactionId = new URL(payment.payment_url).pathname.split('/').at(-1)!;
    expect((await markAsPaid(t, transactionId)).statusCode).toBe(200);

    const entries = await timeline(contract.id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'created',
      'admin_signed',
      'emails_sent',
      'viewed',
      'buyer_signed',
      'buyer_signed',
      'signed',
      'sealed',
      'final_document_sent',
      // The last signature creates the payment and mails each buyer its link; 'Pago' later reuses that payment.
      'payment_created',
      'payment_links_sent',
      'final_mail_delivered',
      'final_mail_delivered',
      'final_mail_delivered',
      'payment_confirmed',
    ]);
    const viewed = entries.find((entry) => entry.kind === 'viewed')!;
    expect(viewed.buyer).toEqual({
      id: contract.buyers[0]!.id,
      name: contract.buyers[0]!.name,
      email: contract.buyers[0]!.email,
    });
    expect(viewed.user_agent).toBe('Firefox/140');
    const signature = entries.find((entry) => entry.kind === 'buyer_signed')!;
    expect(signature.ip).toBe('127.0.0.1');
    expect(signature.details.document_sha256).toBe(contract.frozen_sha256);
    const sealed = entries.find((entry) => entry.kind === 'sealed')!;
    expect(sealed.details.certificate_fingerprint).toBe(t.app.ctx.seal.fingerprint);
    expect(sealed.details.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(entries.filter((entry) => entry.kind === 'final_mail_delivered').map((entry) => entry.details.to)).toEqual(
      expect.arrayContaining(['ana@example.com', 'isabel@example.com', 'info@casanova.example']),
    );
    expect(entries.find((entry) => entry.kind === 'payment_created')!.details.payment_type).toBe('arras');
    // Payment events record integer cents (decision 051); the API's own answer keeps euros.
    const payments = entries.filter(
      (entry) => entry.kind.startsWith('payment_') && entry.kind !== 'payment_links_sent',
    );
    expect(payments.map((entry) => entry.details.amount_cents)).toEqual([
      centsFromEuros(payment.amount),
      centsFromEuros(payment.amount),
    ]);
    // The answer keeps `amount` in euros beside them, as before decision 051.
    expect(payments.map((entry) => entry.details.amount)).toEqual([payment.amount, payment.amount]);
    expect(payments.map(paymentAmountOf)).toEqual([centsFromEuros(payment.amount), centsFromEuros(payment.amount)]);
    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      { event: string; details: { amount?: number } }[]
    >();
    expect(events.filter((event) => event.event === 'payment_created').map((event) => event.details.amount)).toEqual([
      payment.amount,
    ]);
  });

  it('reads the amount of a payment an earlier release recorded in euros, through the same reader', async () => {
    const { contract } = await insertContract(t.db);
    const paid = { transaction_id: 'tx-old', payment_type: 'arras', reference: 'RF18539007547034' };
    await t.db.insert(contractEvents).values([
      // As releases before decision 051 wrote them: euros, two decimals at most.
      { contractId: contract.id, event: 'payment_created', actor: 'admin', details: { ...paid, amount: 32000.5 } },
      {
        contractId: contract.id,
        event: 'payment_confirmed',
        actor: 'admin',
        details: { ...paid, amount: 0.29, contract_status: 'completed' },
      },
      {
        contractId: contract.id,
        event: 'payment_confirmed',
        actor: 'admin',
        details: { ...paid, amount_cents: 3_200_050, contract_status: 'completed' },
      },
    ]);

    const entries = await timeline(contract.id);

    // Shown as stored (the evidence is what was written), read alike: 0.29 € is 29 cents, never 28.999….
    expect(entries.map((entry) => entry.details.amount ?? null)).toEqual([32000.5, 0.29, 32000.5]);
    expect(entries.map(paymentAmountOf)).toEqual([3_200_050, 29, 3_200_050]);
  });

  it('shows details an older release wrote differently as stored, and never fails on them', async () => {
    const { contract } = await insertContract(t.db);
    await t.db.insert(contractEvents).values([
      // mail_ids as strings and no hash: not what final_document_sent promises; an array is no details at all.
      { contractId: contract.id, event: 'final_document_sent', actor: 'sistema', details: { mail_ids: ['7'] } },
      { contractId: contract.id, event: 'emails_sent', actor: 'admin', details: [1, 2] as unknown as null },
      { contractId: contract.id, event: 'sealed', actor: 'sistema', details: null },
    ]);

    const entries = await timeline(contract.id);

    expect(entries.map((entry) => [entry.kind, entry.details])).toEqual([
      ['final_document_sent', { mail_ids: ['7'] }],
      ['emails_sent', {}],
      ['sealed', {}],
    ]);
  });

  it('answers 404 for an unknown contract', async () => {
    const response = await t.asAdmin({
      method: 'GET',
      url: '/api/cms/contracts/00000000-0000-4000-8000-000000000009/timeline',
    });
    expect(response.statusCode).toBe(404);
  });
});
