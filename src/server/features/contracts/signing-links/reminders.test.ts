import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto, ContractEventDto } from '#shared/api/contract-dtos.ts';
import type { SigningLinkStateDto } from '#shared/api/signing-link-dtos.ts';
import { mailedLinks, pendingContract, signAs, storeCompanyDetails, tokenOf } from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { sendDueReminders, type ReminderDeps } from './send-due-reminders';

const DAY = 86_400_000;
let t: TestApp;
let clock = new Date();
const at = (days: number, from: Date) => new Date(from.getTime() + days * DAY);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

const deps = (): ReminderDeps => ({
  db: t.db,
  secret: t.app.ctx.jwtSecret,
  publicUrl: t.config.publicUrl,
  now: () => clock,
});

/** A contract whose signing mails went out at `sentAt`. */
async function mailedContract(sentAt: Date): Promise<ContractDto> {
  clock = sentAt;
  const contract = await pendingContract(t);
  const sent = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` });
  expect(sent.statusCode).toBe(200);
  return contract;
}

const reminderMails = async (contract: ContractDto) =>
  (await t.outbox()).filter(
    (mail) =>
      mail.kind === 'contract_signature_reminder' &&
      contract.buyers.some((b) => b.email === mail.to && mail.text.includes(contract.id)),
  );

const read = (contract: ContractDto, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/contracts/${contract.id}?token=${encodeURIComponent(token)}` });

describe('reminders', () => {
  it('reminds unsigned buyers every 3 days, at most 3 times, each reminder once', async () => {
    const start = new Date();
    const contract = await mailedContract(start);
    const run = async (days: number) => {
      clock = at(days, start);
      return sendDueReminders(deps());
    };
    expect(await run(1)).toBe(0);
    expect(await run(3)).toBe(2);
    expect(await run(3)).toBe(0);
    expect(await run(5.9)).toBe(0);

    // A buyer who signs is not reminded any more.
    expect((await signAs(t, contract.id, tokenOf(contract.buyers[0]!.signing_url))).statusCode).toBe(200);
    expect(await run(6)).toBe(1);
    expect(await run(9)).toBe(1);
    expect(await run(12)).toBe(0);
    expect(await run(20)).toBe(0);

    const mails = await reminderMails(contract);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'ana@example.com',
      'isabel@example.com',
      'isabel@example.com',
      'isabel@example.com',
    ]);
    expect(
      mails.every((mail) => mail.text.includes(contract.buyers.find((b) => b.email === mail.to)!.signing_url)),
    ).toBe(true);
    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    expect(events.filter((e) => e.event === 'reminder_sent').map((e) => e.details)).toEqual([
      { reminder: 1, of: 3 },
      { reminder: 1, of: 3 },
      { reminder: 2, of: 3 },
      { reminder: 3, of: 3 },
    ]);
  });

  it('follows the settings, and sends nothing when the maximum is 0', async () => {
    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/settings',
      payload: { reminder_interval_days: 1, reminder_max_count: 1 },
    });
    expect(saved.json()).toMatchObject({
      signing_email_code: false,
      reminder_interval_days: 1,
      reminder_max_count: 1,
      link_expiry_days: 30,
    });
    const start = new Date();
    const contract = await mailedContract(start);
    clock = at(1, start);
    await sendDueReminders(deps());
    clock = at(2, start);
    await sendDueReminders(deps());
    expect(await reminderMails(contract)).toHaveLength(2);

    await t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: { reminder_max_count: 0 } });
    const quiet = await mailedContract(new Date());
    clock = at(10, clock);
    await sendDueReminders(deps());
    expect(await reminderMails(quiet)).toHaveLength(0);
    await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/settings',
      payload: { reminder_interval_days: 3, reminder_max_count: 3 },
    });
  });

  it('never reminds buyers of an archived or a cancelled contract: their links are dead', async () => {
    const start = new Date();
    const archived = await mailedContract(start);
    const cancelled = await mailedContract(start);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/cms/contracts/${archived.id}` })).statusCode).toBe(200);
    const cancel = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${cancelled.id}/cancel`,
      payload: { reason: 'El comprador desiste antes de firmar el contrato' },
    });
    expect(cancel.statusCode).toBe(200);
    clock = at(4, start);
    await sendDueReminders(deps());
    expect(await reminderMails(archived)).toHaveLength(0);
    expect(await reminderMails(cancelled)).toHaveLength(0);
  });
});

describe('link expiry and Reenviar enlace', () => {
  it('expires a link 30 days after it was mailed, with a page saying how to reach the company', async () => {
    const start = new Date();
    const contract = await mailedContract(start);
    const token = tokenOf(contract.buyers[0]!.signing_url);
    clock = new Date(at(30, start).getTime() - 60_000);
    expect((await read(contract, token)).statusCode).toBe(200);

    clock = at(30, start);
    const expired = await read(contract, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(
      'Este enlace de firma ha caducado: los enlaces son válidos 30 días desde su envío. ' +
        'Para firmar, pida un enlace nuevo a Casa Nova Reformas S.L. (info@casanova.example).',
    );
    expect((await signAs(t, contract.id, token)).statusCode).toBe(410);
    // No reminder goes out for an expired link; the administrator still sees the contract.
    await sendDueReminders(deps());
    expect(await reminderMails(contract)).toHaveLength(0);
    expect((await t.asAdmin({ method: 'GET', url: `/api/contracts/${contract.id}` })).statusCode).toBe(200);

    const links = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/signing-links` })).json<
      SigningLinkStateDto[]
    >();
    expect(links[0]).toMatchObject({
      buyer_id: contract.buyers[0]!.id,
      sent_at: start.toISOString(),
      expired: true,
      next_reminder_at: null,
    });
    expect(links[0]!.expires_at).toBe(at(30, start).toISOString());
  });

  it('re-sends a new link through the outbox: the old one dies, the new one works for another 30 days', async () => {
    const start = new Date();
    const contract = await mailedContract(start);
    const buyer = contract.buyers[1]!;
    const oldToken = tokenOf(buyer.signing_url);
    clock = at(31, start);
    expect((await read(contract, oldToken)).statusCode).toBe(410);

    const resent = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/buyers/${buyer.id}/resend-link`,
    });
    expect(resent.statusCode).toBe(200);
    // The new link is the one mailed to the buyer (no company answer carries a token).
    const newLink = (await mailedLinks(t, contract.id)).get(buyer.id)!;
    expect(newLink).not.toBe(buyer.signing_url);
    const mail = (await t.outbox())
      .filter((m) => m.kind === 'contract_signature_request' && m.to === buyer.email)
      .at(-1)!;
    expect(mail.text).toContain(newLink);

    expect((await read(contract, oldToken)).statusCode).toBe(403);
    expect((await read(contract, tokenOf(newLink))).statusCode).toBe(200);
    clock = at(31 + 29, start);
    expect((await read(contract, tokenOf(newLink))).statusCode).toBe(200);
    clock = at(31 + 30, start);
    expect((await read(contract, tokenOf(newLink))).statusCode).toBe(410);

    const events = (await t.asAdmin({ method: 'GET', url: `/api/cms/contracts/${contract.id}/events` })).json<
      ContractEventDto[]
    >();
    expect(events.filter((e) => e.event === 'link_resent').map((e) => e.buyer_id)).toEqual([buyer.id]);
  });

  it('refuses to re-send to a buyer who signed, or for an unknown buyer', async () => {
    clock = new Date();
    const contract = await pendingContract(t);
    await signAs(t, contract.id, tokenOf(contract.buyers[0]!.signing_url));
    const signed = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/buyers/${contract.buyers[0]!.id}/resend-link`,
    });
    expect(signed.statusCode).toBe(409);
    const unknown = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contracts/${contract.id}/buyers/999999/resend-link`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts a link that was never mailed from the company signature, and never expires a buyer who signed', async () => {
    const start = new Date();
    clock = start;
    const contract = await pendingContract(t);
    const [ana, isabel] = contract.buyers.map((b) => tokenOf(b.signing_url)) as [string, string];
    expect((await signAs(t, contract.id, ana)).statusCode).toBe(200);
    clock = at(31, new Date());
    expect((await read(contract, isabel)).statusCode).toBe(410);
    const signedBuyer = await read(contract, ana);
    expect(signedBuyer.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/contracts/${contract.id}/pdf?token=${encodeURIComponent(ana)}` }))
        .statusCode,
    ).toBe(200);
  });
});
