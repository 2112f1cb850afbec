// The payment-link mail and the payment page read the contract's signed terms and nothing else
// (docs/product.md#what-the-company-says-after-signing): a record that says something else than the templates wins,
// and a term that reaches a year without a holiday table is stated in words, never as a guessed date.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCalendarDays } from '#shared/calendar/holidays.ts';
import type { SignedTerms } from '#shared/contract-terms/signed-terms.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { buyerDate } from '#shared/i18n/buyer-format.ts';
import { contracts } from '#server/db/schema.ts';
import { pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/test/contracts.ts';
import { fillBankDetails, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
  await fillBankDetails(t);
  await requireBuyerFile(t, { arras: false, reservation: false });
});
afterAll(async () => {
  await t.close();
});

/** Rewrites the frozen record's payment term, as if the signed text had said so. */
async function termSigned(contractId: string, term: Pick<SignedTerms['payment']['term'], 'days' | 'unit'>) {
  const [row] = await t.db.select({ terms: contracts.signedTerms }).from(contracts).where(eq(contracts.id, contractId));
  const terms = row!.terms!;
  const payment = { ...terms.payment, term: { ...terms.payment.term, ...term } };
  await t.db
    .update(contracts)
    .set({ signedTerms: { ...terms, payment } })
    .where(eq(contracts.id, contractId));
}

async function paymentLinkAfterSigning(contractId: string, signingUrls: string[]) {
  for (const url of signingUrls) expect((await signAs(t, contractId, tokenOf(url))).statusCode).toBe(200);
  const links = (await t.outbox()).filter((mail) => mail.kind === 'payment_link');
  return links.at(-1)!;
}

describe('the payment as signed', () => {
  it('counts the deadline by the signed record, not by the templates', async () => {
    const contract = await pendingContract(t);
    await termSigned(contract.id, { days: 10, unit: 'calendar_days' });
    const mail = await paymentLinkAfterSigning(
      contract.id,
      contract.buyers.map((buyer) => buyer.signing_url),
    );
    const deadline = addCalendarDays(todayIsoDateInMadrid(), 10);
    expect(mail.text).toContain(`como muy tarde el ${buyerDate(`${deadline}T12:00:00Z`, 'es')}`);
    expect(mail.text).toContain('10 días naturales desde la fecha de firma');
  });

  it('states the term in words when it reaches a year without a holiday table', async () => {
    const contract = await pendingContract(t);
    await termSigned(contract.id, { days: 400, unit: 'business_days' });
    const mail = await paymentLinkAfterSigning(
      contract.id,
      contract.buyers.map((buyer) => buyer.signing_url),
    );
    expect(mail.text).toContain('dentro del plazo del contrato: 400 días hábiles desde la fecha de firma');
    expect(mail.text).not.toContain('como muy tarde');
  });
});
