import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { writeMeta } from './app-meta';

export const HEALTH_PROBE_KEY = 'health_probe';
export const HEALTH_PROBE_INTERVAL_MS = 5_000;

export type HealthMonitor = {
  /** False once a write probe failed, until one succeeds again. */
  readonly writable: boolean;
  start(): void;
  stop(): Promise<void>;
  /** Runs a probe now (used when a request just met an unavailable database); at most one at a time. */
  probeSoon(): void;
  /** Runs one probe and reports whether the database took the write. */
  probe(): Promise<boolean>;
};

/**
 * Reads can succeed while writes fail (a read-only file system, a full disk, a standby), so a health check that
 * only reads lies. Every few seconds the monitor upserts one small row (`app_meta.health_probe`): one cheap write
 * per interval and instance, never one per request. /api/health reports the result: degraded within one interval
 * (plus the probe's timeout) of writes failing, ok again one interval after they work
 * (docs/product.md#7-security-and-operations).
 */
export function createHealthMonitor(
  db: Database,
  options: { intervalMs?: number; timeoutMs?: number; log?: FastifyBaseLogger } = {},
): HealthMonitor {
  const intervalMs = options.intervalMs ?? HEALTH_PROBE_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? Math.min(4_000, intervalMs);
  let writable = true;
  let running: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const record = (ok: boolean, error?: unknown) => {
    if (ok !== writable) {
      if (ok) options.log?.warn('database writable again');
      else options.log?.error({ err: error }, 'database refuses writes: health degraded');
    }
    writable = ok;
    return ok;
  };

  const probe = () => {
    running ??= (async () => {
      let timeout: NodeJS.Timeout | undefined;
      try {
        const hung = new Promise<never>((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`write probe took more than ${timeoutMs} ms`)), timeoutMs);
        });
        await Promise.race([writeMeta(db, HEALTH_PROBE_KEY, new Date().toISOString()), hung]);
        return record(true);
      } catch (error) {
        return record(false, error);
      } finally {
        clearTimeout(timeout);
        running = undefined;
      }
    })();
    return running;
  };

  return {
    get writable() {
      return writable;
    },
    start() {
      if (timer) return;
      void probe();
      timer = setInterval(() => void probe(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    probeSoon() {
      if (timer) void probe();
    },
    probe,
  };
}
