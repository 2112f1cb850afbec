import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '#server/app.ts';
import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { ContentVersion } from './content-version';
import { PublicCache } from './public-cache';

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('ContentVersion', () => {
  it('reads the shared version at most once per interval, and at once after markStale', async () => {
    let now = 0;
    let stored = 1;
    let reads = 0;
    const version = new ContentVersion(
      async () => (reads++, stored),
      1_000,
      () => now,
    );
    expect(await version.current()).toBe(1);
    stored = 2;
    now = 999;
    expect(await version.current()).toBe(1);
    now = 1_000;
    expect(await version.current()).toBe(2);
    stored = 3;
    version.markStale();
    expect(await version.current()).toBe(3);
    expect(reads).toBe(3);
  });

  it('never lets a read that started before markStale hide the write that followed it', async () => {
    let now = 0;
    let stored = 1;
    const pending: (() => void)[] = [];
    // Each read takes the value stored when it starts, and answers only when the test lets it.
    const version = new ContentVersion(
      () => {
        const value = stored;
        return new Promise<number>((resolve) => pending.push(() => resolve(value)));
      },
      1_000,
      () => now,
    );
    const before = version.current();
    stored = 2; // a write of this instance commits while the read is in flight…
    version.markStale(); // …and marks the version stale
    const after = version.current();
    for (const answer of pending.splice(0)) answer();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    now = 10; // well within the interval: the version known now must be the write's
    const later = version.current();
    for (const answer of pending.splice(0)) answer();
    expect(await later).toBe(2);
  });

  it('shares one read between concurrent callers', async () => {
    let reads = 0;
    const version = new ContentVersion(async () => (reads++, 7));
    expect(await Promise.all([version.current(), version.current(), version.current()])).toEqual([7, 7, 7]);
    expect(reads).toBe(1);
  });
});

describe('PublicCache', () => {
  it('keeps one answer per version and drops the older generation', async () => {
    let stored = 1;
    const cache = new PublicCache(new ContentVersion(async () => stored, 0));
    let builds = 0;
    const load = async () => `v${stored}-${++builds}`;
    expect(await cache.data('k', load)).toBe('v1-1');
    expect(await cache.data('k', load)).toBe('v1-1');
    stored = 2;
    expect(await cache.data('k', load)).toBe('v2-2');
  });

  it('evicts the least recently used representations beyond its byte budget', async () => {
    const cache = new PublicCache(new ContentVersion(async () => 1), 50_000);
    let renders = 0;
    const page = (fill: string) => async () => (renders++, fill.repeat(15_000));
    await cache.representation('a', 'text/plain', page('a'));
    await cache.representation('b', 'text/plain', page('b'));
    await cache.representation('a', 'text/plain', page('a'));
    await cache.representation('c', 'text/plain', page('c'));
    expect(renders).toBe(3);
    await cache.representation('a', 'text/plain', page('a'));
    expect(renders).toBe(3);
    await cache.representation('b', 'text/plain', page('b'));
    expect(renders).toBe(4);
  });

  it('does not remember a failed load', async () => {
    const cache = new PublicCache(new ContentVersion(async () => 1));
    await expect(cache.data('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.data('k', async () => 'up')).toBe('up');
  });
});

describe('cached public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each(['/api/properties', '/api/content', '/api/menu'])(
    '%s: br, gzip and plain bodies are identical once decoded',
    async (url) => {
      const plain = await read(url);
      const br = await read(url, { 'accept-encoding': 'br, gzip' });
      const gzip = await read(url, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decode('br', br.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(decode('gzip', gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(plain.headers.vary).toContain('accept-encoding');
      expect(plain.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers 304 only while the body is unchanged, and shows an admin write on the next read', async () => {
    const first = await read('/api/content');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await read('/api/content', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/content/hero_title',
      payload: { content: 'Casas con alma' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await read('/api/content', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().hero_title).toBe('Casas con alma');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('filters and pages GET /api/properties on request, and refuses a bad query with 422', async () => {
    for (const [title, status] of [
      ['Uno', 'reformando'],
      ['Dos', 'vendiendo'],
      ['Tres', 'vendiendo'],
    ] as const) {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/cms/properties',
        payload: propertyInput({ title, status }),
      });
      expect(created.statusCode).toBe(201);
    }
    const all = (await read('/api/properties')).json() as { title: string }[];
    expect(all.map((p) => p.title)).toEqual(['Uno', 'Dos', 'Tres']);
    const selling = (await read('/api/properties?status=vendiendo')).json() as { title: string }[];
    expect(selling.map((p) => p.title)).toEqual(['Dos', 'Tres']);
    const page = (await read('/api/properties?limit=1&offset=1')).json() as { title: string }[];
    expect(page.map((p) => p.title)).toEqual(['Dos']);
    const bad = await read('/api/properties?limit=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toContain('límite');
  });

  it('shows a write made through another instance within a second', async () => {
    const other = await buildApp({ context: t.app.ctx });
    try {
      expect((await read('/api/menu')).json()).toEqual([]);
      const items = [{ id: 'm1', label: 'Inicio', href: '#inicio', order: 1, is_active: true }];
      const token = await t.adminToken();
      const saved = await other.inject({
        method: 'PUT',
        url: '/api/cms/menu',
        payload: { items },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(saved.statusCode).toBe(200);
      // This instance checks the shared version at most once a second: the write shows once it does (the margin is
      // for a busy machine), not only after a fixed wait.
      await expect
        .poll(async () => (await read('/api/menu')).json(), { timeout: 2_500, interval: 50 })
        .toMatchObject([{ id: 'm1', label: 'Inicio' }]);
    } finally {
      await other.close();
    }
  });
});
