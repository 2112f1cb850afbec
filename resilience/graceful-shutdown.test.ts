import http from 'node:http';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { getContractType } from '#shared/contract-types/index.ts';
import { fullData } from '#shared/test/contract-fixtures.ts';
import { signaturePng } from '#server/test/contracts.ts';

import { adminToken, startServer, type RunningServer } from '../e2e/support/server';
import { takeSigningToken } from './support';

const killers: (() => void)[] = [];
afterAll(() => killers.forEach((kill) => kill()));

/** Until a new request is refused or answered 503: the server has begun to shut down. */
async function refusesNewRequests(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await fetch(`${url}/api/health`)
      .then((r) => r.status)
      .catch(() => 'refused');
    if (status === 'refused' || status === 503) return;
    if (Date.now() > deadline) throw new Error(`still answering ${status} after SIGTERM`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Sends a request whose body is still arriving when the server gets SIGTERM: `Expect: 100-continue` makes the
 * server say when it has the request (it answers "100 Continue"), then SIGTERM, then, once the server refuses new
 * requests, the rest of the body.
 */
function sendAcrossShutdown(server: RunningServer, route: string, headers: Record<string, string>, body: Buffer) {
  const { port } = new URL(server.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: route,
        headers: { ...headers, 'content-length': body.length, expect: '100-continue' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.on('continue', () => {
      request.write(body.subarray(0, 100));
      server.child.kill('SIGTERM');
      refusesNewRequests(server.url).then(() => request.end(body.subarray(100)), reject);
    });
  });
}

describe('graceful shutdown', () => {
  it('finishes an in-flight image upload after SIGTERM, refuses new requests, exits 0', async () => {
    const server = await startServer({ name: 'shutdown' });
    killers.push(() => server.child.kill('SIGKILL'));
    const token = await adminToken(server.url);
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#a0785a',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'salon.jpg');
    // The multipart body and its boundary, as fetch would send them.
    const encoded = new Request(server.url, { method: 'POST', body: form });
    const upload = await sendAcrossShutdown(
      server,
      '/api/cms/images',
      { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
      Buffer.from(await encoded.arrayBuffer()),
    );

    expect(upload.status, upload.body).toBe(201);
    expect((JSON.parse(upload.body) as { url: string }).url).toMatch(/^\/media\//);
    const code = await server.exited;
    expect(code, server.logs()).toBe(0);
  });
});

describe('graceful shutdown during a signature', () => {
  it('completes a buyer signature whose body was still arriving at SIGTERM, then exits 0', async () => {
    const server = await startServer({ name: 'shutdown-sign' });
    killers.push(() => server.child.kill('SIGKILL'));
    const token = await adminToken(server.url);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const type = getContractType('reserva_condicionada')!;
    const created = await fetch(`${server.url}/api/cms/contracts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        contract_type: type.id,
        contract_data: fullData(type),
        buyers: [
          { name: 'Ana García', email: 'ana@ejemplo.es', dni: '12345678Z', address: 'Calle Mayor 1', buyer_order: 1 },
        ],
        attachments: [],
      }),
    });
    const { id } = (await created.json()) as { id: string };
    expect(
      (await fetch(`${server.url}/api/cms/contracts/${id}/sign`, { method: 'POST', headers, body: '{}' })).status,
    ).toBe(200);
    const contract = (await (await fetch(`${server.url}/api/cms/contracts/${id}`, { headers })).json()) as {
      buyers: { id: number }[];
    };
    const signingToken = await takeSigningToken(server.url, token, id, contract.buyers[0]!.id);
    const signature = await signaturePng();
    const body = Buffer.from(
      JSON.stringify({ token: signingToken, signature_image: `data:image/png;base64,${signature.toString('base64')}` }),
    );

    const result = await sendAcrossShutdown(
      server,
      `/api/contracts/${id}/buyer-sign`,
      { 'content-type': 'application/json' },
      body,
    );
    expect(result.status, result.body).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ all_signed: true, status: 'signed' });
    const code = await server.exited;
    expect(code, server.logs()).toBe(0);
  });
});
