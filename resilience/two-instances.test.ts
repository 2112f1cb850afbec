import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { getContractType } from '#shared/contract-types/index.ts';
import { fullData } from '#shared/test/contract-fixtures.ts';
import { PAIR_WINDOW } from '#server/features/auth/login.ts';
import { signaturePng } from '#server/test/contracts.ts';
import { startSmtpSink } from '#server/test/smtp-sink.ts';

import { ADMIN_PASSWORD, adminToken, startServer, type RunningServer } from '../e2e/support/server';
import { createPostgresDatabase, takeSigningToken } from './support';

let a: RunningServer;
let b: RunningServer;
let received: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
const METRICS_TOKEN = 'two-instances-metrics-token';
/** The contact digest's interval (a minute in production), short so the test does not wait a real minute. */
const DIGEST_INTERVAL_MS = 15_000;

/** Outbox worker passes an instance has finished (its /metrics counter). */
async function outboxPasses(server: RunningServer): Promise<number> {
  const text = await (
    await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = /^casanova_mail_outbox_passes_total (\d+)$/m.exec(text)?.[1];
  if (value === undefined) throw new Error(`no outbox pass counter in /metrics:\n${text}`);
  return Number(value);
}

/**
 * Returns once both workers have begun a pass and finished it since the call (a pass in progress at the call may
 * have started before it, hence two): whatever either would still deliver has been delivered.
 */
async function bothWorkersPolledAgain(): Promise<void> {
  const start = await Promise.all([a, b].map(outboxPasses));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const now = await Promise.all([a, b].map(outboxPasses));
    if (now.every((passes, i) => passes >= start[i]! + 2)) return;
    if (Date.now() > deadline) throw new Error(`outbox workers did not poll again: ${start} → ${now}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  const database = await createPostgresDatabase();
  cleanups.push(database.drop);
  const sink = await startSmtpSink();
  received = sink.received;
  cleanups.push(sink.close);
  const smtpPort = sink.port;
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    METRICS_TOKEN,
    TEST_CONTACT_DIGEST_INTERVAL_MS: String(DIGEST_INTERVAL_MS),
  };
  // Started together on purpose: migrations and the admin bootstrap must take turns by themselves.
  // Each with a data folder of its own, as on two machines.
  [a, b] = await Promise.all([
    startServer({ name: 'two-instances-a', env }),
    startServer({ name: 'two-instances-b', env }),
  ]);
  cleanups.push(
    async () => a.child.kill('SIGKILL'),
    async () => b.child.kill('SIGKILL'),
  );
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('two instances on one PostgreSQL', () => {
  it('share the session secret, properties and image files', async () => {
    const token = await adminToken(a.url);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a9a80' } })
      .png()
      .toBuffer();
    const created = await fetch(`${a.url}/api/cms/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Piso compartido entre instancias',
        description: 'Creado en una instancia y servido por la otra.',
        address: 'Carrer Gran 1',
        neighborhood: 'Sants',
        property_type: 'piso',
        status: 'vendiendo',
        bedrooms: 2,
        bathrooms: 1,
        size_m2: 70,
        images: [{ url: `data:image/png;base64,${png.toString('base64')}` }],
        videos: [],
      }),
    });
    expect(created.status).toBe(201);
    const property = (await created.json()) as { id: number; images: { url: string }[] };
    const fromA = Buffer.from(await (await fetch(`${a.url}${property.images[0]!.url}`)).arrayBuffer());
    const fromB = await fetch(`${b.url}${property.images[0]!.url}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
    const listed = (await (await fetch(`${b.url}/api/properties`)).json()) as { id: number }[];
    expect(listed.map((p) => p.id)).toContain(property.id);
  });

  it('see a contract signed through the other instance', async () => {
    const token = await adminToken(a.url);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    // A reservation: by default only arras ask the buyer's identity file before signing (docs/product.md §5.7).
    const type = getContractType('reserva_condicionada')!;
    const created = await fetch(`${a.url}/api/cms/contracts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        contract_type: type.id,
        contract_data: fullData(type),
        buyers: [
          { name: 'Jordi Puig', email: 'jordi@ejemplo.es', dni: '12345678Z', address: 'Carrer Gran 1', buyer_order: 1 },
        ],
        attachments: [],
      }),
    });
    const { id } = (await created.json()) as { id: string };
    expect((await fetch(`${b.url}/api/cms/contracts/${id}/sign`, { method: 'POST', headers, body: '{}' })).status).toBe(
      200,
    );
    const listed = (await (await fetch(`${a.url}/api/cms/contracts/${id}`, { headers })).json()) as {
      status: string;
      buyers: { id: number }[];
    };
    expect(listed.status).toBe('pending_signature');
    const signingToken = await takeSigningToken(a.url, token, id, listed.buyers[0]!.id);
    const signature = await signaturePng();
    const signed = await fetch(`${a.url}/api/contracts/${id}/buyer-sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: signingToken,
        signature_image: `data:image/png;base64,${signature.toString('base64')}`,
      }),
    });
    expect(await signed.json()).toEqual({ all_signed: true, status: 'signed' });
    const seenByB = (await (
      await fetch(`${b.url}/api/contracts/${id}?token=${encodeURIComponent(signingToken)}`)
    ).json()) as {
      status: string;
      signers: { signed_at: string | null }[];
    };
    expect(seenByB.status).toBe('signed');
    expect(seenByB.signers[0]!.signed_at).toBeTruthy();
  });

  it('deliver each queued mail exactly once', async () => {
    const token = await adminToken(a.url);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const type = getContractType('reserva_no_condicionada')!;
    const recipients: string[] = [];
    for (let i = 0; i < 6; i++) {
      const buyers = [1, 2].map((n) => ({
        name: `Comprador ${i}-${n}`,
        email: `comprador${i}-${n}@ejemplo.es`,
        dni: n === 1 ? '12345678Z' : 'X1234567L',
        address: 'Carrer Gran 1',
        buyer_order: n,
      }));
      recipients.push(...buyers.map((buyer) => buyer.email));
      const created = await fetch(`${a.url}/api/cms/contracts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ contract_type: type.id, contract_data: fullData(type), buyers, attachments: [] }),
      });
      const { id } = (await created.json()) as { id: string };
      expect(
        (await fetch(`${a.url}/api/cms/contracts/${id}/sign`, { method: 'POST', headers, body: '{}' })).status,
      ).toBe(200);
      // Queued through either instance; both workers race for the outbox.
      const target = i % 2 === 0 ? a : b;
      expect(
        (
          await fetch(`${target.url}/api/cms/contracts/${id}/send-signature-emails`, {
            method: 'POST',
            headers,
            body: '{}',
          })
        ).status,
      ).toBe(200);
    }
    const deliveredTo = () =>
      received.flatMap((m) => /^To: (\S+)/m.exec(m)?.[1] ?? []).filter((to) => recipients.includes(to));
    const deadline = Date.now() + 30_000;
    while (deliveredTo().length < recipients.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    await bothWorkersPolledAgain(); // still no duplicate
    expect(deliveredTo().sort()).toEqual([...recipients].sort());
  });

  it('send at most one contact notification per interval between them, covering every message', async () => {
    const contactMails = () => received.filter((m) => /^Subject: .*mensajes? de contacto/m.test(m));
    const before = contactMails().length;
    const posted = Date.now();
    for (let i = 0; i < 12; i++) {
      const target = i % 2 === 0 ? a : b;
      const response = await fetch(`${target.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Cliente ${i}`,
          email: `c${i}@ejemplo.es`,
          phone: '612345678',
          message: `Mensaje número ${i} de prueba`,
        }),
      });
      expect(response.status).toBe(201);
    }
    // The first notification leaves at once; the rest wait for the interval to pass, then go out together.
    const deadline = Date.now() + DIGEST_INTERVAL_MS + 30_000;
    const covered = () => contactMails().slice(before).join('\n');
    while (
      !Array.from({ length: 12 }, (_, i) => `Cliente ${i}`).every((name) => covered().includes(name)) &&
      Date.now() < deadline
    ) {
      await new Promise((r) => setTimeout(r, 500));
    }
    const allCoveredAfterMs = Date.now() - posted;
    await bothWorkersPolledAgain(); // still no third notification
    const mails = contactMails().slice(before);
    // Two mails, the second not before the interval had passed since the first message.
    expect(allCoveredAfterMs).toBeGreaterThanOrEqual(DIGEST_INTERVAL_MS);
    expect(mails).toHaveLength(2);
    for (let i = 0; i < 12; i++) expect(covered()).toContain(`Cliente ${i}`);
    expect(mails[1]).toMatch(/^Subject: \d+ nuevos mensajes de contacto/m);
  }, 120_000);

  it('throttle logins across both (the counters live in the database)', async () => {
    const attempt = (url: string, password: string) =>
      fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });
    // The limit on one account from one address holds across instances.
    for (let i = 0; i < PAIR_WINDOW.limit; i++)
      expect((await attempt(i % 2 ? a.url : b.url, `wrong-${i}`)).status).toBe(401);
    const blockedOnA = await attempt(a.url, ADMIN_PASSWORD);
    const blockedOnB = await attempt(b.url, ADMIN_PASSWORD);
    expect(blockedOnA.status).toBe(429);
    expect(blockedOnB.status).toBe(429);
    expect(Number(blockedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
