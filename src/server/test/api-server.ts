import fs from 'node:fs';
import path from 'node:path';

import { projectRoot } from '#server/paths.ts';

import { apiClient, type Api } from './api-client';
import { freePort } from './free-port';
import { ADMIN, createTestApp, type TestApp } from './test-app';

export type OutboxMail = Awaited<ReturnType<TestApp['outbox']>>[number];

export type ApiServer = TestApp & {
  /** Where it listens (also its PUBLIC_URL, so mailed links point here). */
  url: string;
  /** A plain-fetch client of `url`; `login()` logs in as the seeded administrator. */
  api: Api;
  /** Waits for a queued mail (the mail_outbox table) matching `predicate`. */
  waitForMail(predicate: (mail: OutboxMail) => boolean, timeoutMs?: number): Promise<OutboxMail>;
};

/**
 * The test app (createTestApp) listening on a local port, for the API matrix tests that call it over HTTP with
 * fetch as an outside client would: real status codes, headers, body limits and client addresses, without
 * building and starting the server as a child process. Its own DATA_DIR under .tmp.
 */
export async function startApiServer(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<ApiServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const tmp = path.join(projectRoot(), '.tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(tmp, 'api-server-'));
  const t = await createTestApp({ PUBLIC_URL: url, DATA_DIR: dataDir, ...env }, options);
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    ...t,
    url,
    api: apiClient(url, ADMIN.password),
    async waitForMail(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await t.outbox()).find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('expected mail was not queued');
        // Polls the table: mails are queued by the request or by a job right after it.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
