import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/**
 * Sends the headers of a large request (100 MB unless told) and only its first bytes, then waits for the status line. A server
 * that read the body before answering would never answer: the rest of the body never comes.
 */
function statusOfUnfinishedUpload(
  method: string,
  url: string,
  authorization?: string,
  length = 100 * 1024 * 1024,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${method} ${url}: no answer while the body was still arriving`));
    }, 5_000);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) {
        clearTimeout(timer);
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.write(
      `${method} ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `${authorization ? `Authorization: ${authorization}\r\n` : ''}Content-Length: ${length}\r\n\r\n{"items": [`,
    );
  });
}

const concrete = (url: string) => url.replace(/:[a-z_]+/gi, '00000000-0000-4000-8000-000000000001');

describe('the admin scope', () => {
  it('holds every /api/cms route and the other admin calls', () => {
    const admin = t.app.routeTable.filter((r) => r.requiresAdmin).map((r) => `${r.method} ${r.url}`);
    expect(admin).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'POST /api/auth/change-password',
        'POST /api/payments/create-transfer-instructions',
        'POST /api/payments/:transaction_id/mark-as-paid',
      ]),
    );
    const cmsOutside = t.app.routeTable.filter((r) => r.url.startsWith('/api/cms/') && !r.requiresAdmin);
    expect(cmsOutside).toEqual([]);
  });

  it('refuses an anonymous upload with 401 before reading its body, on every admin write route', async () => {
    const writes = t.app.routeTable.filter((r) => r.requiresAdmin && ['POST', 'PUT'].includes(r.method));
    expect(writes.length).toBeGreaterThanOrEqual(8);
    for (const route of writes) {
      expect(await statusOfUnfinishedUpload(route.method, concrete(route.url)), `${route.method} ${route.url}`).toBe(
        401,
      );
      expect(
        await statusOfUnfinishedUpload(route.method, concrete(route.url), 'Bearer abc.def.ghi'),
        `${route.method} ${route.url}`,
      ).toBe(401);
    }
  });

  it('still reads the body of an authenticated request (it waits for it)', async () => {
    const token = await t.adminToken();
    // 50 MB is within the contract route's limit, so the server waits for the rest of the body.
    await expect(
      statusOfUnfinishedUpload('POST', '/api/cms/contracts', `Bearer ${token}`, 50 * 1024 * 1024),
    ).rejects.toThrow(/no answer/);
    // Beyond the limit the declared length alone is enough to refuse it.
    expect(await statusOfUnfinishedUpload('PUT', '/api/cms/menu', `Bearer ${token}`)).toBe(413);
  });

  it('answers the health check at once while anonymous uploads are refused', async () => {
    const uploads = Array.from({ length: 4 }, () => statusOfUnfinishedUpload('POST', '/api/cms/contracts'));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await Promise.all(uploads)).toEqual([401, 401, 401, 401]);
  });

  it('refuses 4 complete anonymous 12 MB bodies in parallel within 1.5 s, while health answers within 1 s', async () => {
    const body = Buffer.from(
      JSON.stringify({ contract_type: 'arras_penitenciales', padding: 'x'.repeat(12 * 1024 * 1024) }),
    );
    const upload = () =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/cms/contracts',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode!);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    // The same requests with a tiny body, measured now: on a machine busy with other work everything is slower,
    // and the limits grow with it (docs/decisions/029).
    const reference = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => fetch(`http://127.0.0.1:${port}/api/health`)));
    const referenceMs = performance.now() - reference;
    const started = performance.now();
    const uploads = Promise.all(Array.from({ length: 4 }, upload));
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    const healthMs = performance.now() - started;
    expect(await uploads).toEqual([401, 401, 401, 401]);
    const refusedMs = performance.now() - started;
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(1_000 + 10 * referenceMs);
    expect(refusedMs).toBeLessThan(1_500 + 10 * referenceMs);
  });
});
