import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto, ContractEventDto } from '#shared/api/contract-dtos.ts';
import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import { signingEmailCodes } from '#server/db/schema.ts';
import {
  completeBuyerFiles,
  pendingContract,
  pngDataUrl,
  signAs,
  signaturePng,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let clock = new Date();
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const setCodeSetting = (on: boolean) =>
  t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: { signing_email_code: on } });
const status = async (id: string, token: string, cookie?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${id}/email-code?token=${encodeURIComponent(token)}`,
      headers: cookie ? { cookie } : {},
    })
  ).json<EmailCodeStatusDto>();
/** The proof cookie a successful verification leaves in the browser that entered the code. */
const proofOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie'] ?? '').split(';')[0]!;
const signWith = async (id: string, token: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contracts/${id}/buyer-sign`,
    headers: { cookie },
    payload: { signature_image: pngDataUrl(await signaturePng()), token },
  });
const requestCode = (id: string, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/contracts/${id}/email-code`, payload: { token } });
const verifyCode = (id: string, token: string, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/contracts/${id}/email-code/verify`, payload: { token, code } });

/** The code in the newest mail to `email` (the mail is the only place it exists in clear). */
async function mailedCode(email: string): Promise<string> {
  const mail = (await t.outbox()).filter((m) => m.kind === 'signing_code' && m.to === email).at(-1);
  const code = /^(\d{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('email code before signing: setting off (the default)', () => {
  it('changes nothing: no code asked, buyer-sign works as before', async () => {
    const settings = (await t.asAdmin({ method: 'GET', url: '/api/cms/settings' })).json();
    expect(settings.signing_email_code).toBe(false);
    const contract = await pendingContract(t);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    expect(await status(contract.id, token)).toEqual({
      required: false,
      verified: false,
      expires_at: null,
      attempts_left: null,
    });
    expect((await signAs(t, contract.id, token)).statusCode).toBe(200);
    const sent = await requestCode(contract.id, tokenOf(contract.buyers[1]!.signing_url));
    expect(sent.statusCode).toBe(409);
  });
});

describe('email code before signing: setting on', () => {
  let contract: ContractDto;
  let ana: string;
  let isabel: string;
  beforeAll(async () => {
    expect((await setCodeSetting(true)).statusCode).toBe(200);
    contract = await pendingContract(t);
    await completeBuyerFiles(t, contract);
    [ana, isabel] = contract.buyers.map((buyer) => tokenOf(buyer.signing_url)) as [string, string];
  });
  afterAll(async () => {
    await setCodeSetting(false);
  });

  it('refuses buyer-sign with 403 until a code is confirmed', async () => {
    expect(await status(contract.id, ana)).toMatchObject({ required: true, verified: false });
    const refused = await signAs(t, contract.id, ana);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Introduce el código que te hemos enviado por email antes de firmar.');
    expect((await verifyCode(contract.id, ana, '123456')).statusCode).toBe(409);
  });

  it('mails a six-digit code, keeps only its hash, and does not send another within a minute', async () => {
    const sent = await requestCode(contract.id, ana);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().expires_at).toBe(new Date(clock.getTime() + 10 * 60_000).toISOString());
    const code = await mailedCode('ana@example.com');
    const rows = await t.db
      .select()
      .from(signingEmailCodes)
      .where(eq(signingEmailCodes.buyerId, contract.buyers[0]!.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    const again = await requestCode(contract.id, ana);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks the code after five wrong tries: even the right one is refused then', async () => {
    const code = await mailedCode('ana@example.com');
    for (let left = 4; left >= 1; left--) {
      const response = await verifyCode(contract.id, ana, wrong(code));
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(
        `El código no es correcto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`,
      );
    }
    const fifth = await verifyCode(contract.id, ana, wrong(code));
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().detail).toBe('Has agotado los 5 intentos. Pide un código nuevo.');
    expect((await verifyCode(contract.id, ana, code)).statusCode).toBe(403);
    expect((await signAs(t, contract.id, ana)).statusCode).toBe(403);
    expect((await verifyCode(contract.id, ana, '12 34')).json().detail).toBe('El código debe tener 6 cifras.');
  });

  it('lets the buyer sign after confirming a new code, and records it as evidence', async () => {
    advance(61_000);
    expect((await requestCode(contract.id, ana)).statusCode).toBe(200);
    const code = await mailedCode('ana@example.com');
    const confirmed = await verifyCode(contract.id, ana, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(confirmed.statusCode).toBe(200);
    const cookie = proofOf(confirmed);
    expect(String(confirmed.headers['set-cookie'])).toMatch(
      new RegExp(`Path=/api/contracts/${contract.id}; HttpOnly; SameSite=Strict`),
    );
    expect(await status(contract.id, ana, cookie)).toMatchObject({ required: true, verified: true });
    // Anyone else holding the link, in another browser, is not let through by Ana's confirmation.
    expect(await status(contract.id, ana)).toMatchObject({ required: true, verified: false });
    expect((await signAs(t, contract.id, ana)).statusCode).toBe(403);
    expect((await signWith(contract.id, ana, `${cookie.split('=')[0]}=${'0'.repeat(64)}`)).statusCode).toBe(403);
    expect((await signWith(contract.id, ana, cookie)).json()).toEqual({
      all_signed: false,
      status: 'partially_signed',
    });

    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    const verified = events.filter((event) => event.event === 'email_code_verified');
    expect(verified).toHaveLength(1);
    expect(verified[0]!.buyer_id).toBe(contract.buyers[0]!.id);
    expect(verified[0]!.ip).toBe('127.0.0.1');
  });

  it('answers a wrong code as wrong even after the right one was confirmed', async () => {
    advance(61_000);
    expect((await requestCode(contract.id, isabel)).statusCode).toBe(200);
    const code = await mailedCode('isabel@example.com');
    expect((await verifyCode(contract.id, isabel, code)).statusCode).toBe(200);
    const guessed = await verifyCode(contract.id, isabel, wrong(code));
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json()).not.toHaveProperty('verified');
    expect((await verifyCode(contract.id, isabel, code)).json()).toEqual({ verified: true });
    advance(61_000);
  });

  it('expires a code after ten minutes', async () => {
    expect((await requestCode(contract.id, isabel)).statusCode).toBe(200);
    const code = await mailedCode('isabel@example.com');
    advance(10 * 60_000 + 1);
    const late = await verifyCode(contract.id, isabel, code);
    expect(late.statusCode).toBe(410);
    expect(late.json().detail).toBe('El código ha caducado. Pide uno nuevo.');
  });

  it('prints each confirmed code on the evidence page of the final PDF', async () => {
    advance(61_000);
    await requestCode(contract.id, isabel);
    const confirmed = await verifyCode(contract.id, isabel, await mailedCode('isabel@example.com'));
    expect(confirmed.statusCode).toBe(200);
    expect((await signWith(contract.id, isabel, proofOf(confirmed))).json()).toEqual({
      all_signed: true,
      status: 'signed',
    });
    const pdf = (await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}/pdf` })).rawPayload;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text.match(/Código por email/g)).toHaveLength(2);
    // Times in words a reader knows, not the time zone's technical name.
    expect(text).toContain('(hora de Madrid)');
    expect(text).not.toContain('Europe/Madrid');
  });
});

describe('a confirmed code lets its browser sign for 60 minutes', () => {
  let contract: ContractDto;
  let ana: string;
  let isabel: string;
  beforeAll(async () => {
    expect((await setCodeSetting(true)).statusCode).toBe(200);
    contract = await pendingContract(t);
    await completeBuyerFiles(t, contract);
    [ana, isabel] = contract.buyers.map((buyer) => tokenOf(buyer.signing_url)) as [string, string];
  });
  afterAll(async () => {
    await setCodeSetting(false);
  });
  const confirm = async (token: string, email: string) => {
    advance(61_000);
    expect((await requestCode(contract.id, token)).statusCode).toBe(200);
    const confirmed = await verifyCode(contract.id, token, await mailedCode(email));
    expect(confirmed.statusCode).toBe(200);
    return proofOf(confirmed);
  };

  it('still signs 59 minutes after the confirmation', async () => {
    const cookie = await confirm(ana, 'ana@example.com');
    advance(59 * 60_000);
    expect(await status(contract.id, ana, cookie)).toMatchObject({ required: true, verified: true });
    expect((await signWith(contract.id, ana, cookie)).json()).toEqual({
      all_signed: false,
      status: 'partially_signed',
    });
  });

  it('refuses to sign 61 minutes after it, until a new code is confirmed', async () => {
    const cookie = await confirm(isabel, 'isabel@example.com');
    advance(61 * 60_000);
    expect(await status(contract.id, isabel, cookie)).toMatchObject({ required: true, verified: false });
    const late = await signWith(contract.id, isabel, cookie);
    expect(late.statusCode).toBe(403);
    expect(late.json().detail).toBe('Introduce el código que te hemos enviado por email antes de firmar.');
    const fresh = await confirm(isabel, 'isabel@example.com');
    expect((await signWith(contract.id, isabel, fresh)).json()).toEqual({ all_signed: true, status: 'signed' });
  });
});
