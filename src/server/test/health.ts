import type { TestApp } from '#server/test/test-app.ts';

/**
 * Polls /api/health until it answers `status`; returns how long that took and the body. It gives up only after
 * 30 s, twice the 15 s that health promises (docs/product.md#7-security-and-operations), so a test's own deadline
 * assertion is what fails when health is too slow.
 */
export async function healthBecomes(
  app: TestApp['app'],
  status: number,
  timeoutMs = 30_000,
): Promise<{ ms: number; body: unknown }> {
  const started = Date.now();
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    if (response.statusCode === status) return { ms: Date.now() - started, body: response.json() };
    if (Date.now() - started > timeoutMs) throw new Error(`health still ${response.statusCode} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
