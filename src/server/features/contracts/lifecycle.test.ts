// Archive instead of delete, cancel, dead links and the token/email binding (docs/product.md §5.3–5.4).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto, ContractEventDto } from '#shared/api/contract-dtos.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import {
  auditLog,
  contractAttachments,
  contractBuyers,
  contractEvents,
  contracts,
  payments,
  storedFiles,
} from '#server/db/schema.ts';
import {
  BUYERS,
  contractBody,
  createContract,
  pendingContract,
  pngDataUrl,
  signAs,
  signaturePng,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const attachment = {
  filename: 'nota.pdf',
  content: Buffer.from('%PDF-1.4 nota simple').toString('base64'),
  content_type: 'application/pdf',
  size: 20,
};
const withAttachment = () => contractBody('reserva_no_condicionada', { attachments: [attachment] });

const list = async (query = '') =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts${query}` })).json<ContractDto[]>();
const remove = (id: string) => t.asAdmin({ method: 'DELETE', url: `/api/cms/contracts/${id}` });
const cancel = (id: string, payload: unknown = { reason: 'La compradora renuncia a la operación' }) =>
  t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${id}/cancel`, payload: payload as object });
const asBuyer = (contract: ContractDto, index: number, suffix = '', email = contract.buyers[index]!.email) =>
  t.app.inject({
    method: 'GET',
    url: `/api/contracts/${contract.id}${suffix}?${new URLSearchParams({ email, token: tokenOf(contract.buyers[index]!.signing_url) }).toString()}`,
  });
const eventsOf = async (id: string) =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${id}/events` })).json<ContractEventDto[]>();

async function signedByAll(): Promise<ContractDto> {
  const contract = await pendingContract(t, withAttachment());
  for (const buyer of contract.buyers)
    expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
  return contract;
}

/** Every row a contract owns, to compare before and after archiving. */
async function rowsOf(id: string) {
  const buyers = await t.db.select().from(contractBuyers).where(eq(contractBuyers.contractId, id));
  const attachments = await t.db.select().from(contractAttachments).where(eq(contractAttachments.contractId, id));
  const fileIds = [...buyers.map((b) => b.signatureFileId), ...attachments.map((a) => a.fileId)].filter(
    (x): x is string => x !== null,
  );
  return {
    contract: (await t.db.select().from(contracts).where(eq(contracts.id, id)))[0],
    buyers,
    attachments,
    events: await t.db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, id))
      .orderBy(contractEvents.id),
    payments: await t.db.select().from(payments).where(eq(payments.contractId, id)).orderBy(payments.transactionId),
    files:
      fileIds.length === 0
        ? []
        : await t.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, fileIds)),
  };
}

describe('DELETE /api/cms/contracts/{id}', () => {
  it('archives a signed contract: out of the list, every row kept, the admin still opens it and its PDF', async () => {
    const contract = await signedByAll();
    const paid = await t.asAdmin({
      method: 'POST',
      url: '/api/payments/create-transfer-instructions',
      payload: { contract_id: contract.id, payment_type: 'reserva' },
    });
    expect(paid.statusCode).toBe(200);
    const before = await rowsOf(contract.id);
    expect(before.files).toHaveLength(3);

    const response = await remove(contract.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      archived: true,
      deleted: false,
      status: 'signed',
      message: 'Contrato archivado exitosamente',
    });

    expect((await list()).map((c) => c.id)).not.toContain(contract.id);
    const archived = (await list('?archived=true')).find((c) => c.id === contract.id)!;
    expect(archived.status).toBe('signed');
    expect(archived.archived_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(new Date(archived.archived_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await list('?archived=true')).every((c) => c.archived_at !== null)).toBe(true);

    const after = await rowsOf(contract.id);
    expect(after.buyers).toEqual(before.buyers);
    expect(after.attachments).toEqual(before.attachments);
    expect(after.payments).toEqual(before.payments);
    expect(after.files).toEqual(before.files);
    expect(after.contract?.frozenContent).toBe(before.contract?.frozenContent);
    expect(after.contract?.frozenSha256).toBe(before.contract?.frozenSha256);
    expect(after.events.slice(0, before.events.length)).toEqual(before.events);
    expect(after.events.at(-1)).toMatchObject({ event: 'archived', details: { status: 'signed' } });

    const detail = await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}` });
    expect(detail.json<ContractDto>()).toMatchObject({
      id: contract.id,
      status: 'signed',
      archived_at: archived.archived_at,
    });
    const pdf = await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/attachments/0` })).statusCode).toBe(
      200,
    );

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, contract.id));
    expect(audit.map((row) => row.action)).toContain('archive');
    // Archiving again changes nothing.
    const again = await remove(contract.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().archived_at).toBe(archived.archived_at);
  });

  it("kills an archived contract's signing links: view, PDF, attachments and signature answer 410", async () => {
    const contract = await pendingContract(t, withAttachment());
    expect((await asBuyer(contract, 0)).statusCode).toBe(200);
    expect((await remove(contract.id)).statusCode).toBe(200);
    for (const suffix of ['', '/pdf', '/attachments/0']) {
      const response = await asBuyer(contract, 0, suffix);
      expect(response.statusCode, suffix).toBe(410);
      expect(response.json().detail).toMatch(/^Este enlace de firma ya no está activo: el contrato se ha archivado/);
    }
    const signing = await signAs(t, contract.id, tokenOf(contract.buyers[1]!.signing_url));
    expect(signing.statusCode).toBe(410);
    expect((await rowsOf(contract.id)).buyers.every((b) => b.signedAt === null)).toBe(true);
    const byAdmin = await t.asAdmin({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-sign`,
      payload: { signer_email: BUYERS[0]!.email, signature_image: pngDataUrl(await signaturePng()) },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(
      (await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` })).statusCode,
    ).toBe(409);
  });

  it('removes a draft, keeping its audit trail and a record of the deletion', async () => {
    const draft = await createContract(t, withAttachment());
    const [file] = await t.db.select().from(contractAttachments).where(eq(contractAttachments.contractId, draft.id));
    const response = await remove(draft.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ deleted: true, message: 'Contrato eliminado exitosamente' });
    expect((await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${draft.id}` })).statusCode).toBe(404);
    expect((await list('?archived=true')).map((c) => c.id)).not.toContain(draft.id);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, file!.fileId))).toEqual([]);
    const events = await t.db.select().from(contractEvents).where(eq(contractEvents.contractId, draft.id));
    expect(events.map((e) => e.event)).toEqual(['created']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, draft.id)).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      ['create', { contract_type: 'reserva_no_condicionada', buyers: 2, attachments: 1 }],
      ['delete', { contract_type: 'reserva_no_condicionada', status: 'draft' }],
    ]);
  });

  it('archives a draft that already has a payment, so the payment row is never deleted', async () => {
    const draft = await createContract(t, contractBody('reserva_condicionada'));
    await t.asAdmin({
      method: 'POST',
      url: '/api/payments/create-transfer-instructions',
      payload: { contract_id: draft.id, payment_type: 'reserva' },
    });
    const response = await remove(draft.id);
    expect(response.json()).toMatchObject({ archived: true, status: 'draft' });
    expect(await t.db.select().from(payments).where(eq(payments.contractId, draft.id))).toHaveLength(1);
    expect(
      (await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${draft.id}/sign`, payload: {} })).statusCode,
    ).toBe(409);
  });

  it('answers 404 for an unknown contract and 401 without the admin token', async () => {
    expect((await remove('00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
    const contract = await createContract(t);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cms/contracts/${contract.id}` })).statusCode).toBe(401);
  });
});

describe('POST /api/cms/contracts/{id}/cancel', () => {
  it('cancels a contract awaiting signatures, records reason and time, and kills its links', async () => {
    const contract = await pendingContract(t);
    const response = await cancel(contract.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      contract: { status: 'cancelled', cancel_reason: 'La compradora renuncia a la operación' },
    });
    const listed = (await list()).find((c) => c.id === contract.id)!;
    expect(listed.status).toBe('cancelled');
    expect(listed.cancelled_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const event = (await eventsOf(contract.id)).at(-1)!;
    expect(event).toMatchObject({
      event: 'cancelled',
      actor: 'admin',
      details: { reason: 'La compradora renuncia a la operación', previous_status: 'pending_signature' },
    });
    expect(new Date(event.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, contract.id)).orderBy(auditLog.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'cancel',
      details: { reason: 'La compradora renuncia a la operación' },
    });

    const view = await asBuyer(contract, 0);
    expect(view.statusCode).toBe(410);
    expect(view.json().detail).toMatch(/^Este enlace de firma ya no está activo: el contrato ha sido anulado/);
    const signing = await signAs(t, contract.id, tokenOf(contract.buyers[0]!.signing_url));
    expect([409, 410]).toContain(signing.statusCode);
    expect(signing.json().detail).toMatch(/anulado/);
    // The administrator still reads it.
    expect((await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` })).statusCode).toBe(200);
    // No new payment for a cancelled contract.
    const payment = await t.asAdmin({
      method: 'POST',
      url: '/api/payments/create-transfer-instructions',
      payload: { contract_id: contract.id, payment_type: 'arras' },
    });
    expect(payment.statusCode).toBe(409);
  });

  it('with a reason code, mails every buyer who was sent a link, in their language, in the same transaction', async () => {
    const body = contractBody('reserva_no_condicionada', { buyers: [BUYERS[0], { ...BUYERS[1], language: 'ca' }] });
    const contract = await pendingContract(t, body);
    const sent = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` });
    expect(sent.statusCode).toBe(200);
    const response = await cancel(contract.id, {
      reason: 'No se concede la hipoteca',
      reason_code: 'condition_not_met',
      communication_received_on: todayIsoDateInMadrid(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().contract).toMatchObject({
      cancel_reason: 'No se concede la hipoteca',
      cancel_reason_code: 'condition_not_met',
    });

    const notices = (await t.outbox()).filter(
      (mail) => mail.kind === 'contract_cancelled' && mail.text.includes('No se concede la hipoteca'),
    );
    expect(notices.map((mail) => mail.to).sort()).toEqual([BUYERS[0]!.email, BUYERS[1]!.email].sort());
    const spanish = notices.find((mail) => mail.to === BUYERS[0]!.email)!;
    expect(spanish.subject).toBe('Contrato anulado: Contrato de Reserva No Condicionada');
    expect(spanish.text).toContain('Motivo: no se ha cumplido la condición pactada');
    const catalan = notices.find((mail) => mail.to === BUYERS[1]!.email)!;
    // The Catalan reader gets the contract's Catalan name, the legal effect for them, and the owner's explanation
    // marked as the company's own words.
    expect(catalan.subject).toBe('Contracte anul·lat: Contracte de reserva no condicionada');
    expect(catalan.text).toContain('Motiu: no s’ha complert la condició pactada');
    expect(catalan.text).toContain('se’t retornarà íntegrament l’import de la reserva');
    expect(catalan.text).toContain('Explicació (en paraules de l’empresa): No se concede la hipoteca');
    expect(catalan.text).toContain('No facis cap transferència per aquest contracte');
    expect(spanish.text).toContain('Efecto para ti: como no se ha cumplido la condición pactada');
    expect(spanish.text).toContain('Explicación (en palabras de la empresa): No se concede la hipoteca');

    expect((await eventsOf(contract.id)).at(-1)).toMatchObject({
      event: 'cancelled',
      details: { reason_code: 'condition_not_met', notified_buyers: 2, previous_status: 'pending_signature' },
    });
  });

  it('mails nobody when no link was ever sent, and refuses an unknown reason code (422)', async () => {
    const contract = await pendingContract(
      t,
      contractBody('reserva_no_condicionada', { buyers: [{ ...BUYERS[0], email: 'nadie@example.com' }] }),
    );
    expect(
      (await cancel(contract.id, { reason: 'Datos mal escritos en el contrato', reason_code: 'whim' })).statusCode,
    ).toBe(422);
    expect((await cancel(contract.id, { reason: 'Datos mal escritos en el contrato' })).statusCode).toBe(200);
    expect(
      (await t.outbox()).filter((mail) => mail.to === 'nadie@example.com' && mail.kind === 'contract_cancelled'),
    ).toEqual([]);
  });

  it('a genuine sealed PDF of a contract cancelled later is verified as genuine, with contract_status cancelled', async () => {
    const contract = await signedByAll();
    const pdf = (await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` })).rawPayload;
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(before.json()).toMatchObject({ status: 'genuine', contract_status: 'signed' });
    const withdrawal = {
      reason: 'La empresa desiste de la venta de la vivienda',
      reason_code: 'seller_withdrawal_double_arras',
    };
    expect((await cancel(contract.id, withdrawal)).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(after.json()).toMatchObject({ status: 'genuine', contract_status: 'cancelled' });
  });

  it('cancels a partially signed and a fully signed contract', async () => {
    const partial = await pendingContract(t);
    await signAs(t, partial.id, tokenOf(partial.buyers[0]!.signing_url));
    expect((await cancel(partial.id)).json().status).toBe('cancelled');
    const signed = await signedByAll();
    expect((await cancel(signed.id)).json().status).toBe('cancelled');
    expect((await eventsOf(signed.id)).at(-1)?.details).toMatchObject({ previous_status: 'signed' });
  });

  it.each([
    ['a draft', 'Un borrador no se anula'],
    ['a cancelled contract', 'El contrato ya está anulado.'],
    ['a completed contract', 'El contrato está completado'],
  ])('refuses %s with 409 and changes nothing', async (state, message) => {
    const contract = state === 'a draft' ? await createContract(t) : await pendingContract(t);
    if (state === 'a cancelled contract') await cancel(contract.id);
    if (state === 'a completed contract')
      await t.db.update(contracts).set({ status: 'completed' }).where(eq(contracts.id, contract.id));
    const before = (await rowsOf(contract.id)).contract;
    const response = await cancel(contract.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain(message);
    expect((await rowsOf(contract.id)).contract).toEqual(before);
  });

  it.each([[{}], [{ reason: '   ' }], [{ reason: 'x'.repeat(1001) }]])(
    'refuses a missing or oversized reason %#',
    async (payload) => {
      const contract = await pendingContract(t);
      const response = await cancel(contract.id, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toMatch(/motivo de la anulación/);
      expect((await rowsOf(contract.id)).contract?.status).toBe('pending_signature');
    },
  );

  it('answers 404 for an unknown contract and 401 without the admin token', async () => {
    expect((await cancel('00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
    const contract = await pendingContract(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/cancel`,
      payload: { reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a signing token belongs to one buyer and their email', () => {
  let contract: ContractDto;
  beforeAll(async () => {
    contract = await pendingContract(t, withAttachment());
  });

  it('opens with its own email, in any case, or without one', async () => {
    expect((await asBuyer(contract, 0)).statusCode).toBe(200);
    expect((await asBuyer(contract, 0, '', BUYERS[0]!.email.toUpperCase())).statusCode).toBe(200);
    const withoutEmail = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contract.id}?token=${tokenOf(contract.buyers[0]!.signing_url)}`,
    });
    expect(withoutEmail.statusCode).toBe(200);
  });

  it.each(['', '/pdf', '/attachments/0'])(
    'answers 403 at %j when the email is not the one the token was issued to',
    async (suffix) => {
      for (const email of [BUYERS[1]!.email, 'intruso@example.com']) {
        const response = await asBuyer(contract, 0, suffix, email);
        expect(response.statusCode, `${suffix} ${email}`).toBe(403);
        expect(response.json().detail).toBe('El enlace de firma no es válido para este contrato.');
      }
    },
  );

  it('refuses to sign with a token and another email, and signs nobody', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/buyer-sign?email=${encodeURIComponent(BUYERS[1]!.email)}`,
      payload: { signature_image: pngDataUrl(await signaturePng()), token: tokenOf(contract.buyers[0]!.signing_url) },
    });
    expect(response.statusCode).toBe(403);
    expect((await rowsOf(contract.id)).buyers.every((b) => b.signedAt === null)).toBe(true);
  });
});

describe('evidence of each signature', () => {
  it('stores the SHA-256 of the exact text each buyer signed, and mails the PDF with its SHA-256', async () => {
    const outboxBefore = (await t.outbox()).length;
    const contract = await signedByAll();
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contract.id));
    const signatures = (await eventsOf(contract.id)).filter((e) => e.event === 'buyer_signed');
    expect(signatures).toHaveLength(2);
    for (const event of signatures) expect(event.details).toMatchObject({ signed_text_sha256: row!.frozenSha256 });

    const mails = (await t.outbox()).slice(outboxBefore).filter((m) => m.kind === 'contract_signed');
    expect(mails).toHaveLength(3);
    const [pdf] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, mails[0]!.attachments[0]!.fileId));
    for (const mail of mails) {
      expect(mail.text).toContain(`Huella SHA-256 del PDF adjunto: ${pdf!.sha256}`);
      expect(mail.text).toContain(`Huella SHA-256 del texto firmado: ${row!.frozenSha256}`);
    }
  });
});
