import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/lib/paths';
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
