// What only the built server started as a process shows (docs/product.md §8): a bad environment variable stops the
// start with one line naming it, the generated administrator password is printed once, and the health check. The
// API matrix runs in process: src/server/api-contract.test.ts and src/server/features/contracts/api-*.test.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiClient, type Api } from './support/api-client';
import { ADMIN_PASSWORD, freshDataDir, ROOT, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let api: Api;

beforeAll(async () => {
  server = await startServer({ name: 'start' });
  api = apiClient(server.url);
});

afterAll(async () => {
  await server?.stop();
});

describe('start', () => {
  it('GET /api/health answers 200 {"status":"ok"}', async () => {
    const response = await api.call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it.each([
    ['PORT', 'abc'],
    ['SEED_DEMO', 'maybe'],
    ['PUBLIC_URL', 'not a url'],
    ['TRUST_PROXY', 'sometimes'],
    ['SMTP_URL', 'http://mail.example.com'],
  ])('a bad %s stops the start with one line naming it', (variable, value) => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: freshDataDir('bad-env'), ADMIN_PASSWORD, [variable]: value },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    const lines = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
  });

  it('without ADMIN_PASSWORD prints a generated password once, and it logs in', async () => {
    const dataDir = freshDataDir('generated-password');
    const first = await startServer({ dataDir, env: { ADMIN_PASSWORD: '' } });
    let password: string;
    try {
      const found = /Contraseña generada: (\S+)/.exec(first.logs());
      expect(found, first.logs()).not.toBeNull();
      password = found![1]!;
      expect(password.length).toBeGreaterThanOrEqual(12);
      await apiClient(first.url).login('admin', password);
    } finally {
      await first.stop();
    }
    const second = await startServer({ dataDir, env: { ADMIN_PASSWORD: '' } });
    try {
      expect(second.logs()).not.toContain(password);
      await apiClient(second.url).login('admin', password);
    } finally {
      await second.stop();
    }
  });
});
