// Cancellation notices read the signed terms (docs/product.md#cancel-notice): every amount, term, start and date of
// the notice, per language, compared with what the signed text says.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { contracts } from '#server/db/schema.ts';
import { BUYERS, contractBody, pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
// Contracts are signed on 1 December 2026 and cancelled on Monday 14 December, a year with a holiday table: every
// date below is counted by hand from the calendar.
const SIGNING_DAY = new Date('2026-12-01T10:00:00Z');
const CANCEL_DAY = new Date('2026-12-14T10:00:00Z');
let clock = SIGNING_DAY;
const signedThenCancelled = () => {
  clock = CANCEL_DAY;
};
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const REASON = 'La compradora nos comunicó por escrito que no le conceden la hipoteca pactada.';
const cancel = (id: string, payload: object) =>
  t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/cancel`, payload });
const noticesTo = async (email: string, contractId: string) =>
  (await t.outbox())
    .filter((mail) => mail.kind === 'contract_cancelled' && mail.to === email && contractId !== '')
    // Amounts are written with the locale's no-break spaces ("6.000 €"): compared as plain spaces.
    .map((mail) => ({ ...mail, text: mail.text.replace(/[\u00a0\u202f]/g, ' ') }));
const signedTextOf = async (id: string) =>
  (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0]!.signedTerms!;

async function sentToAll(contract: ContractDto) {
  clock = SIGNING_DAY;
  const sent = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` });
  expect(sent.statusCode).toBe(200);
  signedThenCancelled();
}

describe('the notice of an unmet condition counts the clause’s own term from the communication', () => {
  it('Catalan: "deu (10) dies hàbils des de la comunicació de l’incompliment", quoted by "el pacte …"', async () => {
    clock = SIGNING_DAY;
    const buyer = { ...BUYERS[0]!, email: 'cond-ca@example.com', language: 'ca' };
    const contract = await pendingContract(
      t,
      contractBody('reserva_condicionada', { contract_language: 'ca', buyers: [buyer] }),
    );
    await sentToAll(contract);
    const terms = await signedTextOf(contract.id);
    const term = terms.refunds.condition_not_met!;
    // What the signed Catalan clause says, read back from the frozen record.
    expect(term).toMatchObject({ days: 10, unit: 'business_days', from: 'buyer_communication_received' });
    expect(term.text).toContain('deu (10) dies hàbils des de la comunicació de l’incompliment');

    const missing = await cancel(contract.id, { reason: REASON, reason_code: 'condition_not_met' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toMatch(/comunicación del comprador/);
    const future = await cancel(contract.id, {
      reason: REASON,
      reason_code: 'condition_not_met',
      communication_received_on: '2026-12-15',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toBe(
      'La fecha en que se recibió la comunicación no puede ser posterior a hoy (2026-12-14).',
    );
    const before = await cancel(contract.id, {
      reason: REASON,
      reason_code: 'condition_not_met',
      communication_received_on: '2026-11-30',
    });
    expect(before.statusCode).toBe(422);
    expect(await noticesTo(buyer.email, contract.id)).toEqual([]);

    const done = await cancel(contract.id, {
      reason: REASON,
      reason_code: 'condition_not_met',
      communication_received_on: '2026-12-10',
    });
    expect(done.statusCode).toBe(200);
    const [notice] = await noticesTo(buyer.email, contract.id);
    const heading = term.clause.ca!; // "SETÈ.- DEVOLUCIÓ DE LA RESERVA" or similar
    const [ordinal, title] = heading.split('.- ');
    expect(notice!.text).toContain(`d’acord amb el pacte ${ordinal} («${title}») del contracte signat`);
    expect(notice!.text).not.toMatch(/clàusula|\.-/);
    // 10 business days after Thursday 10 December 2026: 11, 14–18, 21–24 → 24 December.
    expect(notice!.text).toContain(
      'en el termini de 10 dies hàbils des que l’empresa va rebre la teva comunicació de l’incompliment, el 10 de desembre de 2026: com a molt tard el 24 de desembre de 2026',
    );
    expect(notice!.text).toContain(`Ho diu el pacte ${ordinal} («${title}») del contracte signat: «${term.text}»`);
    expect(notice!.text).not.toContain('15 dies naturals');
    const event = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` });
    expect(event.json<{ event: string; details: Record<string, unknown> }[]>().at(-1)).toMatchObject({
      event: 'cancelled',
      details: { communication_received_on: '2026-12-10', reason_code: 'condition_not_met' },
    });
  });

  it('Spanish: "diez (10) días hábiles", la cláusula by its heading', async () => {
    clock = SIGNING_DAY;
    const buyer = { ...BUYERS[0]!, email: 'cond-es@example.com' };
    const contract = await pendingContract(t, contractBody('reserva_condicionada', { buyers: [buyer] }));
    await sentToAll(contract);
    const term = (await signedTextOf(contract.id)).refunds.condition_not_met!;
    expect(term).toMatchObject({ days: 10, unit: 'business_days' });
    const done = await cancel(contract.id, {
      reason: REASON,
      reason_code: 'condition_not_met',
      communication_received_on: '2026-12-10',
    });
    expect(done.statusCode).toBe(200);
    const [notice] = await noticesTo(buyer.email, contract.id);
    const [ordinal, title] = term.clause.es!.split('.- ');
    expect(notice!.text).toContain(`conforme a la cláusula ${ordinal} («${title}») del contrato firmado`);
    expect(notice!.text).toContain(
      'en el plazo de 10 días hábiles desde que la empresa recibió tu comunicación del incumplimiento, el 10 de diciembre de 2026: como muy tarde el 24 de diciembre de 2026',
    );
    expect(notice!.text).not.toContain('15 días naturales');
  });
});

describe("the seller's withdrawal returns double what the penitential clause covers, in its term", () => {
  it('bilingual (Catalan binding, Spanish copy): each reader gets the heading of the text they read', async () => {
    const catalan = { ...BUYERS[0]!, email: 'bi-ca@example.com', language: 'ca' };
    const spanish = { ...BUYERS[1]!, email: 'bi-es@example.com', language: 'es' };
    const english = {
      ...BUYERS[1]!,
      name: 'Emma Jones',
      dni: 'Y1234567X',
      email: 'bi-en@example.com',
      language: 'en',
      buyer_order: 3,
    };
    clock = SIGNING_DAY;
    const contract = await pendingContract(
      t,
      contractBody('arras_penitenciales', {
        contract_language: 'ca',
        copy_language: 'es',
        buyers: [catalan, spanish, english],
      }),
    );
    await sentToAll(contract);
    const terms = await signedTextOf(contract.id);
    const term = terms.refunds.seller_withdrawal!;
    expect(term).toMatchObject({ days: 15, unit: 'calendar_days', from: 'withdrawal_notice' });
    // The earlier reservation (3.000 €) is penitential under the arras clause: the seller returns 2 × 3.000 €.
    expect(terms.penitential.sums).toContainEqual({
      concept: 'reservation',
      amount_cents: 300_000,
      delivered: 'before_contract',
    });

    const done = await cancel(contract.id, {
      reason: 'La empresa no puede vender: el propietario anterior reclama la finca en los tribunales.',
      reason_code: 'seller_withdrawal_double_arras',
    });
    expect(done.statusCode).toBe(200);
    const ca = (await noticesTo(catalan.email, contract.id))[0]!.text;
    const es = (await noticesTo(spanish.email, contract.id))[0]!.text;
    const en = (await noticesTo(english.email, contract.id))[0]!.text;
    const [caOrdinal, caTitle] = term.clause.ca!.split('.- ');
    const [esOrdinal, esTitle] = term.clause.es!.split('.- ');
    // 15 calendar days from this notice (Monday 14 December 2026) → 29 December 2026.
    expect(ca).toContain(
      `d’acord amb el pacte ${caOrdinal} («${caTitle}») del contracte signat, et retornarà el doble del que vas lliurar, 6.000 €, en el termini de 15 dies naturals des d’aquesta comunicació, del 14 de desembre de 2026: com a molt tard el 29 de desembre de 2026`,
    );
    expect(ca).toContain(`«${term.text}»`);
    expect(es).toContain(
      `conforme a la cláusula ${esOrdinal} («${esTitle}») del contrato firmado, te devolverá el doble de lo que entregaste, 6.000 €, en el plazo de 15 días naturales desde esta comunicación, del 14 de diciembre de 2026: como muy tarde el 29 de diciembre de 2026`,
    );
    expect(en).toContain(
      'will pay you back twice what you paid, €6,000, within 15 calendar days of this notice, dated 14 December 2026: by 29 December 2026 at the latest',
    );
    expect(en).toMatch(/under clause \d+ \(“[A-Z ()]+”\) of the signed contract/);
    for (const text of [ca, es, en]) expect(text).not.toMatch(/15 d[ií]as naturales en un plazo|\.-/);
  });
});

describe("'error' is the company's word alone: refused once a buyer signed", () => {
  it('409 after a signature, with what to do instead; before any, the notice claims no refund term', async () => {
    clock = SIGNING_DAY;
    const contract = await pendingContract(t, contractBody('reserva_no_condicionada', { buyers: [BUYERS[0]] }));
    const short = await cancel(contract.id, { reason: 'x', reason_code: 'error' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toMatch(/al menos 20 caracteres/);
    const signed = await pendingContract(t, contractBody('reserva_no_condicionada', { buyers: [BUYERS[1]] }));
    expect((await signAs(t, signed.id, tokenOf(signed.buyers[0]!.signing_url))).statusCode).toBe(200);
    const refused = await cancel(signed.id, {
      reason: 'El precio del contrato está mal escrito',
      reason_code: 'error',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(
      /^Un comprador ya ha firmado el contrato: .*desistimiento de la parte vendedora.*Mutuo acuerdo/,
    );
    const ok = await cancel(contract.id, { reason: 'El precio del contrato está mal escrito', reason_code: 'error' });
    expect(ok.statusCode).toBe(200);
  });
});
