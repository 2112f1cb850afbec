// Check of the signing flow and payments of docs/product.md §8 over HTTP, as an outside client and a buyer's
// browser call them: draft → pending_signature → partially_signed → signed → completed, against the app in this
// process on a local port with the demo data (SEED_DEMO). Contract types and creation: api-contracts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectSpanishDetail, pdfAttachment, signaturePng, type Api } from '#server/test/api-client.ts';
import type { ApiServer } from '#server/test/api-server.ts';
import {
  ARRAS_DATA,
  BUYERS,
  buyerSignBody,
  mailedToken,
  createContract as postContract,
  RESERVA_DATA,
  startDemoApiServer,
  tokenOf,
  type Buyer,
  type Contract,
} from '#server/test/contract-api.ts';
import { completeBuyerFile } from '#server/test/contracts.ts';

let server: ApiServer;
let api: Api;
let admin: string;

beforeAll(async () => {
  server = await startDemoApiServer();
  api = server.api;
  admin = await api.login();
});

afterAll(async () => {
  await server?.close();
});

const createContract = (body: Record<string, unknown>) => postContract(api, admin, body);

describe('signing: draft → pending_signature → partially_signed → signed → completed', () => {
  let contract: Contract;
  let links: Record<string, string>;

  beforeAll(async () => {
    contract = (
      await createContract({
        contract_type: 'arras_penitenciales',
        contract_data: ARRAS_DATA,
        buyers: BUYERS,
        attachments: [pdfAttachment('nota-simple.pdf', 4096)],
      })
    ).body;
  });

  it('public reads without a token, or with a made-up one, are 403', async () => {
    for (const path of [
      `/api/contracts/${contract.id}`,
      `/api/contracts/${contract.id}/pdf`,
      `/api/contracts/${contract.id}/attachments/0`,
    ]) {
      expectSpanishDetail(await api.call('GET', path), 403);
      expectSpanishDetail(await api.call('GET', `${path}?token=${'A'.repeat(43)}`), 403);
    }
    expectSpanishDetail(
      await api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, { body: { signature_image: signaturePng() } }),
      403,
    );
  });

  it('a buyer cannot sign a draft (409)', async () => {
    const response = await api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, {
      body: {
        token: await mailedToken(server, contract.id, 0),
        ...buyerSignBody(contract.id, BUYERS[0]!),
      },
    });
    expectSpanishDetail(response, 409);
  });

  it('emails cannot be sent for a draft', async () => {
    expectSpanishDetail(
      await api.call('POST', `/api/cms/contracts/${contract.id}/send-signature-emails`, { token: admin }),
      [409, 422],
    );
  });

  it('Firmar refuses a planned signing date in the past (422, field named) and leaves the draft as it was', async () => {
    const past = (
      await createContract({
        contract_type: 'arras_penitenciales',
        contract_data: { ...ARRAS_DATA, año_firma: 2024 },
        buyers: BUYERS,
      })
    ).body;
    const response = await api.call('POST', `/api/cms/contracts/${past.id}/sign`, { token: admin, body: {} });
    expect(expectSpanishDetail(response, 422)).toContain(
      'La fecha de firma prevista (dia_firma/mes_firma/año_firma: 15 de marzo de 2024)',
    );
    const list = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body;
    expect(list.find((c) => c.id === past.id)!.status).toBe('draft');
  });

  it("the administrator's sign (spec body) moves it to pending_signature; a second sign is 409", async () => {
    const body = {
      contract_id: contract.id,
      signer_name: 'Casa Nova Reformas S.L.',
      signer_email: 'admin@casanova.example',
      signer_dni: 'B12345674',
    };
    const signed = await api.call<Record<string, unknown>>('POST', `/api/cms/contracts/${contract.id}/sign`, {
      token: admin,
      body,
    });
    expect(signed.status, signed.text).toBe(200);
    const list = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body;
    expect(list.find((c) => c.id === contract.id)!.status).toBe('pending_signature');
    expectSpanishDetail(await api.call('POST', `/api/cms/contracts/${contract.id}/sign`, { token: admin, body }), 409);
  });

  it('send-signature-emails mails each buyer {PUBLIC_URL}/contracts/{id}/sign?email={email}&token={token}', async () => {
    // "none" as payload: no body at all, though labelled JSON as generic clients do.
    const sent = await api.call('POST', `/api/cms/contracts/${contract.id}/send-signature-emails`, {
      token: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(sent.status, sent.text).toBe(200);
    links = {};
    const listed = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body.find(
      (c) => c.id === contract.id,
    )!;
    for (const buyer of BUYERS) {
      const mail = await server.waitForMail((m) => m.to.includes(buyer.email) && m.text.includes(contract.id));
      const pattern = new RegExp(
        `${server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/contracts/${contract.id}/sign\\?email=([^&\\s]+)&token=([A-Za-z0-9_\\-%.~]+)`,
      );
      const match = pattern.exec(mail.text);
      expect(match, mail.text).not.toBeNull();
      expect(decodeURIComponent(match![1]!)).toBe(buyer.email);
      const token = decodeURIComponent(match![2]!);
      // At least 128 bits: 22 base64url characters or 32 hex digits.
      expect(token.length).toBeGreaterThanOrEqual(22);
      links[buyer.email] = match![0];
      // The administrator's list shows the buyer's page, never the token that signs (docs/product.md#links-in-company-hands).
      const listedBuyer = listed.buyers.find((b) => b.email === buyer.email)!;
      expect(listedBuyer.signing_url).not.toContain('token=');
      expect(new URL(listedBuyer.signing_url!).searchParams.get('email')).toBe(buyer.email);
    }
    expect(tokenOf(links['ana@example.com']!)).not.toBe(tokenOf(links['isabel@example.com']!));
  });

  it('GET /api/contracts/{id}?token= shows status, signers and attachments; PDF and attachment download', async () => {
    const token = tokenOf(links['ana@example.com']!);
    const view = await api.call<Record<string, unknown>>(
      'GET',
      `/api/contracts/${contract.id}?token=${encodeURIComponent(token)}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.status).toBe('pending_signature');
    expect(view.body.signers).toEqual(
      BUYERS.map((b) => expect.objectContaining({ name: b.name, email: b.email, dni: b.dni, signed_at: null })),
    );
    expect(view.body.attachments).toEqual([
      expect.objectContaining({ filename: 'nota-simple.pdf', content_type: 'application/pdf', size: 4096 }),
    ]);

    const pdf = await fetch(`${server.url}/api/contracts/${contract.id}/pdf?token=${encodeURIComponent(token)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const file = await fetch(
      `${server.url}/api/contracts/${contract.id}/attachments/0?token=${encodeURIComponent(token)}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect((await file.arrayBuffer()).byteLength).toBe(4096);
    expectSpanishDetail(
      await api.call('GET', `/api/contracts/${contract.id}/attachments/7?token=${encodeURIComponent(token)}`),
      404,
    );

    const asAdmin = await api.call('GET', `/api/contracts/${contract.id}`, { token: admin });
    expect(asAdmin.status).toBe(200);
  });

  it('a token is worthless on another contract', async () => {
    const other = (
      await createContract({
        contract_type: 'reserva_no_condicionada',
        contract_data: RESERVA_DATA,
        buyers: [BUYERS[0]],
      })
    ).body;
    const token = encodeURIComponent(tokenOf(links['ana@example.com']!));
    expectSpanishDetail(await api.call('GET', `/api/contracts/${other.id}?token=${token}`), 403);
    expectSpanishDetail(await api.call('GET', `/api/contracts/${other.id}/pdf?token=${token}`), 403);
  });

  it('signature_image must be a real, non-blank PNG data URL (422)', async () => {
    const token = tokenOf(links['ana@example.com']!);
    const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`;
    for (const image of [signaturePng({ blank: true }), jpeg, 'data:image/png;base64,AAAA', 'not an image', '']) {
      const response = await api.call(
        'POST',
        `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(token)}`,
        {
          body: {
            ...buyerSignBody(contract.id, BUYERS[0]!, image),
          },
        },
      );
      expectSpanishDetail(response, [400, 422]);
    }
  });

  it('a token signs only for its own buyer: naming another buyer is 403', async () => {
    const anaToken = tokenOf(links['ana@example.com']!);
    const response = await api.call(
      'POST',
      `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(anaToken)}`,
      {
        body: {
          ...buyerSignBody(contract.id, BUYERS[1]!),
        },
      },
    );
    expectSpanishDetail(response, 403);
    const view = await api.call<{ signers: Buyer[] }>('GET', `/api/contracts/${contract.id}`, { token: admin });
    expect(view.body.signers.every((s) => s.signed_at === null)).toBe(true);
  });

  it('a settings change never alters a contract already sent: its signing policy was frozen when the company signed', async () => {
    // A fresh install does not require the buyer file (the specification's flow); an owner decides in the settings, and
    // the decision applies to contracts the company signs afterwards (docs/product.md#signing-policy).
    const settings = (required: boolean) =>
      api.call('PUT', '/api/cms/settings', { token: admin, body: { buyer_file_required_arras: required } });
    expect((await settings(true)).status).toBe(200);
    const token = tokenOf(links['ana@example.com']!);
    const view = await api.call<{ signing_policy: unknown }>(
      'GET',
      `/api/contracts/${contract.id}?token=${encodeURIComponent(token)}`,
    );
    expect(view.body.signing_policy).toEqual({ email_code: false, buyer_file_required: false });
    // The file is still offered: the buyers fill it in.
    for (const link of Object.values(links)) await completeBuyerFile(server, contract.id, tokenOf(link));
    expect((await settings(false)).status).toBe(200);
  });

  it('first buyer signs with the token in the query → {all_signed: false, status: partially_signed}; again → 409', async () => {
    const token = tokenOf(links['ana@example.com']!);
    const body = {
      ...buyerSignBody(contract.id, BUYERS[0]!),
    };
    const signed = await api.call(
      'POST',
      `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(token)}`,
      { body },
    );
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toEqual({ all_signed: false, status: 'partially_signed' });
    expectSpanishDetail(
      await api.call('POST', `/api/contracts/${contract.id}/buyer-sign?token=${encodeURIComponent(token)}`, { body }),
      409,
    );
    const view = await api.call<{ status: string; signers: Buyer[] }>(
      'GET',
      `/api/contracts/${contract.id}?token=${encodeURIComponent(token)}`,
    );
    expect(view.body.status).toBe('partially_signed');
    expect(view.body.signers[0]!.signed_at).not.toBeNull();
  });

  it('last buyer signs with the token in the body → {all_signed: true, status: signed}', async () => {
    const token = tokenOf(links['isabel@example.com']!);
    const signed = await api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, {
      body: {
        token,
        ...buyerSignBody(contract.id, BUYERS[1]!),
      },
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body).toEqual({ all_signed: true, status: 'signed' });
  });

  it('a company account cannot sign for a buyer: the bearer token is refused (403) and nothing is signed', async () => {
    const other = (
      await createContract({
        contract_type: 'reserva_no_condicionada',
        contract_data: RESERVA_DATA,
        buyers: [BUYERS[0]],
      })
    ).body;
    await api.call('POST', `/api/cms/contracts/${other.id}/sign`, { token: admin, body: {} });
    const signed = await api.call('POST', `/api/contracts/${other.id}/buyer-sign`, {
      token: admin,
      body: {
        ...buyerSignBody(other.id, BUYERS[0]!),
      },
    });
    expectSpanishDetail(signed, 403);
    const view = await api.call<{ status: string }>('GET', `/api/contracts/${other.id}`, { token: admin });
    expect(view.body.status).toBe('pending_signature');
  });

  it("with the buyer file required, money waits for an owner's risk decision on each file (Ley 10/2010): 409, then 200", async () => {
    const settings = await api.call<{ buyer_file_required_arras: boolean }>('GET', '/api/cms/settings', {
      token: admin,
    });
    if (settings.body.buyer_file_required_arras)
      expectSpanishDetail(
        await api.call('POST', '/api/payments/create-transfer-instructions', {
          token: admin,
          body: { contract_id: contract.id, payment_type: 'arras' },
        }),
        409,
      );
    for (const buyer of contract.buyers) {
      const review = await api.call('PUT', `/api/cms/contracts/${contract.id}/buyers/${buyer.id}/buyer-file/review`, {
        token: admin,
        body: { risk: 'low', reason: 'Compra en su nombre con ahorros documentados' },
      });
      expect(review.status, review.text).toBe(200);
    }
  });

  it('payments: instructions → pending payment → mark-as-paid completes the signed contract', async () => {
    expectSpanishDetail(
      await api.call('POST', '/api/payments/create-transfer-instructions', {
        token: admin,
        body: { contract_id: contract.id, payment_type: 'tarjeta' },
      }),
      422,
    );
    const created = await api.call<Record<string, unknown>>('POST', '/api/payments/create-transfer-instructions', {
      token: admin,
      body: { contract_id: contract.id, payment_type: 'arras' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body).toMatchObject({
      payment_url: expect.stringMatching(/^https?:\/\//),
      payment_reference: expect.any(String),
      amount: 32000,
    });

    const pending = await api.call<Record<string, unknown>[]>('GET', '/api/cms/pending-payments', { token: admin });
    expect(pending.status).toBe(200);
    expect(Array.isArray(pending.body)).toBe(true);
    const payment = pending.body.find((p) => p.payment_reference === created.body.payment_reference)!;
    expect(payment).toMatchObject({
      amount: 32000,
      contract_type: 'arras_penitenciales',
      contract_data: expect.objectContaining({ importe_arras: 32000 }),
    });
    for (const key of ['transaction_id', 'amount', 'contract_type', 'contract_data', 'payment_reference', 'created_at'])
      expect(payment).toHaveProperty(key);

    const paid = await api.call('POST', `/api/payments/${payment.transaction_id as string}/mark-as-paid`, {
      token: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(paid.status, paid.text).toBe(200);
    const after = (await api.call<Record<string, unknown>[]>('GET', '/api/cms/pending-payments', { token: admin }))
      .body;
    expect(after.map((p) => p.transaction_id)).not.toContain(payment.transaction_id);
    const listed = (await api.call<Contract[]>('GET', '/api/cms/contracts', { token: admin })).body.find(
      (c) => c.id === contract.id,
    )!;
    expect(listed.status).toBe('completed');
    expectSpanishDetail(
      await api.call('POST', '/api/payments/00000000-0000-4000-8000-000000000000/mark-as-paid', { token: admin }),
      404,
    );
  });

  it('a reservation pays `reserva` (the reservation amount) even before it is signed', async () => {
    const draft = (
      await createContract({
        contract_type: 'reserva_no_condicionada',
        contract_data: RESERVA_DATA,
        buyers: [BUYERS[0]],
      })
    ).body;
    const created = await api.call<Record<string, unknown>>('POST', '/api/payments/create-transfer-instructions', {
      token: admin,
      body: { contract_id: draft.id, payment_type: 'reserva' },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.amount).toBe(3000);
    expectSpanishDetail(
      await api.call('POST', '/api/payments/create-transfer-instructions', {
        token: admin,
        body: { contract_id: draft.id, payment_type: 'arras' },
      }),
      422,
    );
    expectSpanishDetail(
      await api.call('POST', '/api/payments/create-transfer-instructions', {
        token: admin,
        body: { contract_id: '00000000-0000-4000-8000-000000000000', payment_type: 'reserva' },
      }),
      404,
    );
  });
});
