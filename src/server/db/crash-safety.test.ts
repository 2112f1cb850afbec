import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { projectRoot } from '#server/paths.ts';
import { spawnServer, type SpawnedServer } from '#server/test/spawn-server.ts';

const dataDir = path.join(projectRoot(), '.tmp', `crash-${process.pid}-${Date.now()}`);
const started: SpawnedServer[] = [];
const start = async () => {
  const server = await spawnServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  started.push(server);
  return server;
};

afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function adminToken(url: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'crash-test-password' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('embedded database on disk', () => {
  it('refuses a second process, survives SIGKILL mid-write and keeps every acknowledged write', async () => {
    const first = await start();
    expect(await first.healthy).toBe(true);

    const second = await start();
    expect(await second.healthy).toBe(false);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/ya está en uso por otro proceso/);

    // Write contacts as fast as possible and kill the process in the middle.
    const acknowledged: string[] = [];
    let stop = false;
    // The kill comes once the writer has had 20 writes acknowledged (mid-stream, whatever the machine's speed).
    let writing!: () => void;
    const twentyAcknowledged = new Promise<void>((resolve) => (writing = resolve));
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const name = `Visitante ${i}`;
        try {
          const response = await fetch(`${first.url}/api/contact`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${i % 250}`,
            },
            body: JSON.stringify({
              name,
              email: `v${i}@ejemplo.es`,
              phone: '612345678',
              message: 'Mensaje de prueba de escritura',
            }),
          });
          if (response.status === 201) acknowledged.push(name);
          if (acknowledged.length === 20) writing();
        } catch {
          return; // The server died.
        }
      }
    })();
    await twentyAcknowledged;
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await writer;
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    // Next start needs no manual cleanup and has every acknowledged write.
    const third = await start();
    expect(await third.healthy).toBe(true);
    const token = await adminToken(third.url);
    const contacts = (await (
      await fetch(`${third.url}/api/cms/contacts`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { name: string }[];
    const stored = new Set(contacts.map((c) => c.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
