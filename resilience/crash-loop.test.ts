import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';

import { getContractType } from '#shared/contract-types/index.ts';
import { fullData } from '#shared/test/contract-fixtures.ts';
import { signaturePng } from '#server/test/contracts.ts';
import { isRunning, killProcessGroup } from '#server/test/spawn-server.ts';

import { adminToken, freshDataDir, startServer, type RunningServer } from '../e2e/support/server';
import { createPostgresDatabase, takeSigningToken } from './support';

/**
 * A writer stores contacts, properties and signatures one at a time and notes each
 * acknowledged write; the server's whole process group is SIGKILLed at a random moment, KILLS times,
 * and a new server starts at once on the same data, with no manual cleanup, while the killed one is
 * still exiting or lingers as a zombie (its parent never reaps it, as under a busy supervisor or in a
 * container without an init); after every restart each acknowledged write must be there.
 */
/** 5 in CI; `npm run test:resilience -- --long` (scripts/e2e.mjs) sets CRASH_LOOP_KILLS=20. */
const KILLS = Number(process.env.CRASH_LOOP_KILLS ?? 5);
const live: RunningServer[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of live) {
    killProcessGroup(server);
    server.child.kill('SIGKILL');
  }
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

type Acks = { contacts: string[]; properties: string[]; signatures: { contractId: string; email: string }[] };

async function api(url: string, token: string | null, method: string, route: string, body?: unknown) {
  return fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Pending contracts whose buyers' links the writer will use to sign. */
async function prepareSigningLinks(url: string, token: string, count: number) {
  const links: { contractId: string; email: string; token: string }[] = [];
  const type = getContractType('reserva_no_condicionada')!;
  for (let i = 0; i < count; i++) {
    const created = await api(url, token, 'POST', '/api/cms/contracts', {
      contract_type: type.id,
      contract_data: fullData(type),
      buyers: [
        {
          name: 'Ana García',
          email: `ana${i}@ejemplo.es`,
          dni: '12345678Z',
          address: 'Calle Mayor 1, Barcelona',
          buyer_order: 1,
        },
        {
          name: 'Pau Vila',
          email: `pau${i}@ejemplo.es`,
          dni: 'X1234567L',
          address: 'Calle Mayor 1, Barcelona',
          buyer_order: 2,
        },
      ],
      attachments: [],
    });
    if (created.status !== 201) throw new Error(`contract: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    const signed = await api(url, token, 'POST', `/api/cms/contracts/${id}/sign`, {});
    if (signed.status !== 200) throw new Error(`admin sign: ${signed.status} ${await signed.text()}`);
  }
  const contracts = (await (await api(url, token, 'GET', '/api/cms/contracts')).json()) as {
    id: string;
    buyers: { id: number; email: string }[];
  }[];
  for (const contract of contracts) {
    for (const buyer of contract.buyers) {
      links.push({
        contractId: contract.id,
        email: buyer.email,
        token: await takeSigningToken(url, token, contract.id, buyer.id),
      });
    }
  }
  return links;
}

async function writeUntilKilled(
  url: string,
  token: string,
  acks: Acks,
  links: { contractId: string; email: string; token: string }[],
  signature: string,
  run: number,
  onAck: () => void,
) {
  for (let i = 0; ; i++) {
    try {
      // A signature first in every run: the slowest write, it must get its chance before the kill on a slow machine.
      if (i % 3 === 0) {
        const link = links.shift();
        if (!link) continue;
        const r = await api(url, null, 'POST', `/api/contracts/${link.contractId}/buyer-sign`, {
          signature_image: signature,
          token: link.token,
        });
        if (r.status === 200) {
          acks.signatures.push({ contractId: link.contractId, email: link.email });
          onAck();
        }
      } else if (i % 3 === 1) {
        const name = `Contacto ${run}-${i}`;
        const r = await fetch(`${url}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${run}.${Math.floor(i / 200)}.${i % 200}`,
          },
          body: JSON.stringify({
            name,
            email: 'c@ejemplo.es',
            phone: '612345678',
            message: 'Mensaje de prueba tras caída',
          }),
        });
        if (r.status === 201) {
          acks.contacts.push(name);
          onAck();
        }
      } else {
        const title = `Propiedad ${run}-${i}`;
        const r = await api(url, token, 'POST', '/api/cms/properties', {
          title,
          description: 'Descripción',
          address: 'Calle 1',
          neighborhood: 'Sants',
          property_type: 'piso',
          status: 'reformando',
          bedrooms: 1,
          bathrooms: 1,
          size_m2: 50,
          images: [],
          videos: [],
        });
        if (r.status === 201) {
          acks.properties.push(title);
          onAck();
        }
      }
    } catch {
      return; // killed
    }
  }
}

async function verify(url: string, acks: Acks) {
  const token = await adminToken(url);
  const contacts = new Set(
    ((await (await api(url, token, 'GET', '/api/cms/contacts')).json()) as { name: string }[]).map((c) => c.name),
  );
  const properties = new Set(
    ((await (await api(url, null, 'GET', '/api/properties')).json()) as { title: string }[]).map((p) => p.title),
  );
  const contracts = (await (await api(url, token, 'GET', '/api/cms/contracts')).json()) as {
    id: string;
    buyers: { email: string; signed_at: string | null }[];
  }[];
  const signed = new Set(
    contracts.flatMap((c) => c.buyers.filter((b) => b.signed_at).map((b) => `${c.id}/${b.email}`)),
  );
  expect(acks.contacts.filter((n) => !contacts.has(n))).toEqual([]);
  expect(acks.properties.filter((t) => !properties.has(t))).toEqual([]);
  expect(acks.signatures.filter((s) => !signed.has(`${s.contractId}/${s.email}`))).toEqual([]);
}

async function crashLoop(dataDir: string, env: Record<string, string>) {
  const signature = `data:image/png;base64,${(await signaturePng()).toString('base64')}`;
  const acks: Acks = { contacts: [], properties: [], signatures: [] };
  let server = await startServer({ dataDir, env, unreapedGroup: true });
  live.push(server);
  const links = await prepareSigningLinks(server.url, await adminToken(server.url), 15);
  const restartMs: number[] = [];
  let startedBesideZombie = 0;
  for (let run = 0; run < KILLS; run++) {
    const token = await adminToken(server.url);
    // The kill comes at a random moment after this run's first acknowledged write (or 30 s), so a slow machine
    // still writes in every run.
    let acked!: () => void;
    const firstAck = new Promise<void>((resolve) => (acked = resolve));
    const writer = writeUntilKilled(server.url, token, acks, links, signature, run, acked);
    await Promise.race([firstAck, new Promise((r) => setTimeout(r, 30_000))]);
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 900));
    const killed = server;
    killProcessGroup(killed);
    // At once: no waiting for the killed server to be gone.
    const restarted = Date.now();
    const next = startServer({ dataDir, env, unreapedGroup: true });
    await writer;
    server = await next;
    restartMs.push(Date.now() - restarted);
    live.push(server);
    if (fs.existsSync(`/proc/${killed.pid}`) && !isRunning(killed.pid)) startedBesideZombie++;
    killed.child.kill('SIGKILL'); // the non-reaping parent: the zombie goes with it
    await verify(server.url, acks);
  }
  console.log(
    `restart after SIGKILL: median ${restartMs.sort((a, b) => a - b)[Math.floor(restartMs.length / 2)]} ms, ` +
      `max ${Math.max(...restartMs)} ms; ${startedBesideZombie}/${KILLS} started while the killed server was a zombie`,
  );
  expect(startedBesideZombie).toBe(KILLS);
  killProcessGroup(server);
  server.child.kill('SIGKILL');

  // The data survives a clean stop too.
  const last = await startServer({ dataDir, env });
  live.push(last);
  await verify(last.url, acks);
  last.child.kill('SIGTERM');
  expect(await last.exited).toBe(0);
  // Every kind of write was acknowledged (a signature first in each run), so each was exercised under the kills.
  expect(acks.signatures.length).toBeGreaterThan(3);
  expect(acks.contacts.length).toBeGreaterThan(0);
  expect(acks.properties.length).toBeGreaterThan(0);
}

describe(`${KILLS} SIGKILLs at random moments`, () => {
  it('lose no acknowledged write on the embedded database', async () => {
    const dataDir = freshDataDir('crash-loop');
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    await crashLoop(dataDir, { TRUST_PROXY: 'true' });
  }, 400_000);

  it('lose no acknowledged write on PostgreSQL', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    await crashLoop(freshDataDir('crash-loop-pg'), { DATABASE_URL: database.url, TRUST_PROXY: 'true' });
  }, 400_000);
});
