// The last signature creates the pending payment and mails each buyer their link (docs/product.md §6); the admin's
// 'Pago' for the same contract and type then answers that very payment, never a second one, in either order.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentInstructionsDto, PendingPaymentDto } from '#shared/api/api-types.ts';
import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { contractEvents, payments } from '#server/db/schema.ts';
import { pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/test/contracts.ts';
import { createInstructions, fillBankDetails, markAsPaid, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
  await fillBankDetails(t);
  // The specification's flow: the buyer file is not required, so money may move once everyone signed.
  await requireBuyerFile(t, { arras: false, reservation: false });
});
afterAll(async () => {
  await t.close();
});

const pendingOf = async (contractId: string) => {
  const response = await t.asAdmin({ method: 'GET', url: '/api/cms/pending-payments' });
  expect(response.statusCode).toBe(200);
  return response.json<PendingPaymentDto[]>().filter((payment) => payment.contract_id === contractId);
};
const paymentRows = (contractId: string) => t.db.select().from(payments).where(eq(payments.contractId, contractId));
const eventsNamed = (contractId: string, event: 'payment_created' | 'payment_links_sent') =>
  t.db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, event)))
    .orderBy(contractEvents.id);

async function signEveryBuyer(contract: Awaited<ReturnType<typeof pendingContract>>) {
  for (const buyer of contract.buyers) {
    const signed = await signAs(t, contract.id, tokenOf(buyer.signing_url));
    expect(signed.statusCode, signed.body).toBe(200);
  }
}

describe("the payment created at the last signature and the admin's 'Pago'", () => {
  it("'Pago' after the last signature answers the payment already created and mailed", async () => {
    const contract = await pendingContract(t);
    await signEveryBuyer(contract);
    const [auto] = await pendingOf(contract.id);
    expect(auto).toBeDefined();
    const links = (await t.outbox()).filter((mail) => mail.kind === 'payment_link');
    expect(links.filter((mail) => mail.text.includes(auto!.transaction_id))).toHaveLength(contract.buyers.length);

    const again = await createInstructions(t, contract.id, 'arras');
    expect(again.statusCode, again.body).toBe(200);
    const instructions = again.json<PaymentInstructionsDto>();
    expect(instructions).toMatchObject({
      transaction_id: auto!.transaction_id,
      payment_reference: auto!.payment_reference,
      amount: auto!.amount,
    });
    // One payment in the yellow panel, one row, one creation in the audit trail.
    expect(await pendingOf(contract.id)).toHaveLength(1);
    expect(await paymentRows(contract.id)).toHaveLength(1);
    expect(await eventsNamed(contract.id, 'payment_created')).toHaveLength(1);

    expect((await markAsPaid(t, auto!.transaction_id)).statusCode).toBe(200);
    // Confirming it leaves nothing stale behind, and asking again creates nothing new.
    expect(await pendingOf(contract.id)).toEqual([]);
    const afterPaid = await createInstructions(t, contract.id, 'arras');
    expect(afterPaid.json<PaymentInstructionsDto>().transaction_id).toBe(auto!.transaction_id);
    expect(await pendingOf(contract.id)).toEqual([]);
    expect(await paymentRows(contract.id)).toHaveLength(1);
  });

  it("'Pago' before the signatures: the last signature mails that same payment's link", async () => {
    const contract = await pendingContract(t);
    const early = (await createInstructions(t, contract.id, 'arras')).json<PaymentInstructionsDto>();
    await signEveryBuyer(contract);

    expect((await pendingOf(contract.id)).map((payment) => payment.transaction_id)).toEqual([early.transaction_id]);
    expect(await paymentRows(contract.id)).toHaveLength(1);
    const [sent] = await eventsNamed(contract.id, 'payment_links_sent');
    expect(sent?.details).toMatchObject({ transaction_id: early.transaction_id, recipients: contract.buyers.length });
  });

  it('the signing page is told once the transfer details have been mailed (docs/product.md#signing-guide)', async () => {
    const contract = await pendingContract(t);
    const detailsSent = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PublicContractDto>().payment_details_sent;
    };
    const buyerUrl = `/api/contracts/${contract.id}?token=${tokenOf(contract.buyers[0]!.signing_url)}`;
    expect(await detailsSent(buyerUrl)).toBe(false);
    await signEveryBuyer(contract);
    expect(await eventsNamed(contract.id, 'payment_links_sent')).toHaveLength(1);
    expect(await detailsSent(buyerUrl)).toBe(true);
  });
});
