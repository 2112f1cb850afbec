import { performance } from 'node:perf_hooks';

export type AnonymousUploads = { refusedMs: number; statuses: number[]; healthMs: number; healthStatus: number };

/**
 * Four anonymous 12 MB JSON bodies sent at once to an admin route, with a health check in the middle:
 * the admin scope refuses them before reading the body, so neither should wait on the others.
 */
export async function anonymousUploads(url: string): Promise<AnonymousUploads> {
  const body = JSON.stringify({ contract_type: 'arras_penitenciales', padding: 'x'.repeat(12 * 1024 * 1024) });
  const started = performance.now();
  const uploads = Array.from({ length: 4 }, () =>
    fetch(`${url}/api/cms/contracts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      .then((response) => response.status)
      .catch(() => 0),
  );
  const healthStarted = performance.now();
  const health = await fetch(`${url}/api/health`);
  const healthMs = performance.now() - healthStarted;
  const statuses = await Promise.all(uploads);
  return {
    refusedMs: Math.round(performance.now() - started),
    statuses,
    healthMs: Math.round(healthMs),
    healthStatus: health.status,
  };
}
