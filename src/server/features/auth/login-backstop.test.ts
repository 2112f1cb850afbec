import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ADMIN, createTestApp, type TestApp } from '#server/test/test-app.ts';

import { PAIR_WINDOW, ACCOUNT_BACKSTOP as PRODUCTION_BACKSTOP } from './login';

// The production pace (a check every five seconds, twenty seconds of queue) scaled down: the same shape, a
// twelfth of the wait. Still well above an argon2 check, so the turns, not the hashing, set the times measured here.
const ACCOUNT_BACKSTOP = { ...PRODUCTION_BACKSTOP, delayMs: 400, maxQueueMs: 4_000 };
// Slack on the times measured: each answer also waits for its own argon2 check, slower on a busy machine.
const SLACK_MS = 150;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { loginBackstop: ACCOUNT_BACKSTOP });
});
afterAll(async () => {
  await t.close();
});

const login = (password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: ADMIN.username, password },
    remoteAddress: ip,
  });

/** Sends all attempts at once, each from its own address; returns when each one was answered (ms from the start). */
async function spread(count: number, firstHost: number) {
  const started = Date.now();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await login(`guess-${firstHost + i}`, `10.9.${firstHost + i}.1`);
      return { status: response.statusCode, at: Date.now() - started, retryAfter: response.headers['retry-after'] };
    }),
  );
}

describe('password guessing spread over many addresses', () => {
  it('is bounded account-wide to one check per delay, queues no further than the limit, and never locks the account', async () => {
    // Past the backstop, as after a distributed attack (no address reaches its own limit).
    for (let i = 0; i < ACCOUNT_BACKSTOP.limit; i++) {
      expect((await login(`wrong-${i}`, `10.8.${Math.floor(i / (PAIR_WINDOW.limit - 1))}.1`)).statusCode).toBe(401);
    }

    // Five addresses at once: their passwords are checked one after another, a delay apart.
    const five = await spread(5, 0);
    expect(five.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const times = five.map((r) => r.at).sort((a, b) => a - b);
    expect(times[4]! - times[0]!).toBeGreaterThanOrEqual(4 * ACCOUNT_BACKSTOP.delayMs - SLACK_MS);

    // A flood: whatever would queue longer than the limit is sent back at once with Retry-After, unchecked.
    // Twice the overflow the queue can take, so a slow machine spreading the arrivals still overflows it.
    const flood = await spread(Math.ceil(ACCOUNT_BACKSTOP.maxQueueMs / ACCOUNT_BACKSTOP.delayMs) + 10, 10);
    const refused = flood.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused.every((r) => Number(r.retryAfter) > 0)).toBe(true);
    // Each check had its own turn, a delay apart, reserved at most maxQueueMs ahead of when it arrived: by the last
    // refusal no more turns than that can have been handed out (arrivals spread out on a slow machine).
    const lastRefusal = Math.max(...refused.map((r) => r.at));
    expect(flood.filter((r) => r.status === 401).length).toBeLessThanOrEqual(
      Math.ceil((lastRefusal + ACCOUNT_BACKSTOP.maxQueueMs) / ACCOUNT_BACKSTOP.delayMs) + 1,
    );

    // The real password, from yet another address, still opens the account.
    expect((await login(ADMIN.password, '10.7.0.1')).statusCode).toBe(200);
  }, 90_000);

  it('never queues a browser that logged in before: its device cookie is its own lane', async () => {
    const first = await login(ADMIN.password, '10.6.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^casanova_dispositivo=\d+\.\d+\.[0-9a-f]{64}$/);
    expect(String(first.headers['set-cookie'])).toContain('HttpOnly');

    for (let i = 0; i < ACCOUNT_BACKSTOP.limit; i++) await login(`otra-${i}`, `10.5.${i}.1`);
    const started = Date.now();
    const [own, , stranger] = await Promise.all([
      // From the browser that logged in before (a new address: a phone changes networks).
      (async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: ADMIN.username, password: ADMIN.password },
          remoteAddress: '10.6.9.1',
          headers: { cookie },
        });
        return { status: response.statusCode, at: Date.now() - started };
      })(),
      spread(Math.ceil(ACCOUNT_BACKSTOP.maxQueueMs / ACCOUNT_BACKSTOP.delayMs) + 5, 40),
      // Without the cookie, the right password waits its turn in the flood like everyone else.
      login(ADMIN.password, '10.6.8.1').then((r) => ({ status: r.statusCode, at: Date.now() - started })),
    ]);
    // Without its lane it would wait behind the flood or, the queue being full, get 429.
    expect(own.status).toBe(200);
    // Behind the flood it would have waited out the whole queue.
    expect(own.at).toBeLessThan(ACCOUNT_BACKSTOP.maxQueueMs);
    expect(stranger.status === 429 || stranger.at >= ACCOUNT_BACKSTOP.delayMs).toBe(true);

    // A forged or foreign cookie is no lane.
    const forged = cookie.replace(/[0-9a-f]{4}$/, '0000');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ADMIN.username, password: 'mal' },
      remoteAddress: '10.6.7.1',
      headers: { cookie: forged },
    });
    expect([401, 429]).toContain(refused.statusCode);
  }, 90_000);

  it('counts each attempt before checking it: a burst arriving together cannot slip past the limit unqueued', async () => {
    // Another account, so the counters above do not matter; nobody has failed on it yet.
    const burst = ACCOUNT_BACKSTOP.limit + 6;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: burst }, async (_, i) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'propietaria', password: `adivina-${i}` },
          remoteAddress: `10.4.${i}.1`,
        });
        return { status: response.statusCode, at: Date.now() - started };
      }),
    );
    const checked = answers.filter((a) => a.status === 401).sort((a, b) => a.at - b.at);
    // The first `limit` are checked at once; each one after waits its turn, a delay apart.
    expect(checked.length).toBeGreaterThan(ACCOUNT_BACKSTOP.limit);
    const queued = checked.length - ACCOUNT_BACKSTOP.limit;
    expect(checked.at(-1)!.at - checked[0]!.at).toBeGreaterThanOrEqual(
      (queued - 1) * ACCOUNT_BACKSTOP.delayMs - SLACK_MS,
    );
  }, 90_000);

  it('paces a flood to one check every few seconds in production', () => {
    expect(PRODUCTION_BACKSTOP.delayMs).toBeGreaterThanOrEqual(3_000);
  });
});
