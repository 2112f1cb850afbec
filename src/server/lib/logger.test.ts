import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { createLogger, truncateAddress } from './logger';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('access logs', () => {
  it('hold neither the full client address nor the user agent', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
    );
    t = await createTestApp({}, { logger });
    for (const remoteAddress of ['203.0.113.77', '2001:db8:85a3:8d3:1319:8a2e:370:7348']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/no-existe',
        remoteAddress,
        headers: { 'user-agent': AGENT },
      });
      expect(response.statusCode).toBe(404);
    }
    const log = lines.join('');
    expect(log).toContain('"ip":"203.0.113.0"');
    expect(log).toContain('"ip":"2001:db8:85a3::/48"');
    for (const secret of ['203.0.113.77', '8d3:1319', 'Mozilla', 'Chrome/131']) expect(log).not.toContain(secret);
  });

  it.each([
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['::1', '0:0:0::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['not an address', 'desconocida'],
  ])('truncates %s to %s', (ip, expected) => {
    expect(truncateAddress(ip)).toBe(expected);
  });
});
