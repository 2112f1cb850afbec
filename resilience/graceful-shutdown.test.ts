import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { getContractType } from '#shared/contract-types/index.ts';
import { signaturePng } from '#server/features/contracts/test-support.ts';
import { fullData } from '#shared/contract-types/test-fixtures.ts';
import { projectRoot } from '#server/paths.ts';
import { adminToken, startServer } from './support';

const killers: (() => void)[] = [];
afterAll(() => killers.forEach((kill) => kill()));

describe('graceful shutdown', () => {
  it('finishes an in-flight image upload after SIGTERM, refuses new requests, exits 0', async () => {
    const server = await startServer({ DATA_DIR: path.join(projectRoot(), '.tmp', `shutdown-${Date.now()}`) });
    killers.push(() => server.child.kill('SIGKILL'));
    const token = await adminToken(server.url);
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#a0785a', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'salon.jpg');
    const upload = fetch(`${server.url}/api/cms/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });

    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    const late = await fetch(`${server.url}/api/health`).then((r) => r.status).catch(() => 'refused');
    expect(['refused', 503]).toContain(late);

    const response = await upload;
    expect(response.status).toBe(201);
    expect(((await response.json()) as { url: string }).url).toMatch(/^\/media\//);
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
  });
});

describe('graceful shutdown during a signature', () => {
  it('completes a buyer signature whose body was still arriving at SIGTERM, then exits 0', async () => {
    const server = await startServer({ DATA_DIR: path.join(projectRoot(), '.tmp', `shutdown-sign-${Date.now()}`) });
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
        buyers: [{ name: 'Ana García', email: 'ana@ejemplo.es', dni: '12345678Z', address: 'Calle Mayor 1', buyer_order: 1 }],
        attachments: [],
      }),
    });
    const { id } = (await created.json()) as { id: string };
    expect((await fetch(`${server.url}/api/cms/contracts/${id}/sign`, { method: 'POST', headers, body: '{}' })).status).toBe(200);
    const contract = (await (await fetch(`${server.url}/api/cms/contracts/${id}`, { headers })).json()) as { buyers: { signing_url: string }[] };
    const signingToken = new URL(contract.buyers[0]!.signing_url).searchParams.get('token')!;
    const signature = await signaturePng();
    const body = Buffer.from(JSON.stringify({ token: signingToken, signature_image: `data:image/png;base64,${signature.toString('base64')}` }));

    const { port } = new URL(server.url);
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: `/api/contracts/${id}/buyer-sign`, headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.subarray(0, 100));
      // The rest of the body arrives after SIGTERM: the request is in flight during shutdown.
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.subarray(100)), 300);
      }, 200);
    });
    const result = await answer;
    expect(result.status, result.body).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ all_signed: true, status: 'signed' });
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
  });
});
