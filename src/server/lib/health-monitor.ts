import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '#server/db/client.ts';

import { writeMeta } from './app-meta';
import { isDatabaseUnreachable, isDiskFull } from './database-errors';

const HEALTH_PROBE_KEY = 'health_probe';
const HEALTH_PROBE_INTERVAL_MS = 5_000;
/** Below this much free space under DATA_DIR health is degraded before writes start failing (DISK_FREE_MIN_MB). */
const DEFAULT_MIN_FREE_BYTES = 256 * 1024 * 1024;
/** A write refused for lack of space keeps health degraded this long after the last such refusal. */
const DISK_FULL_HOLD_MS = 10_000;

type HealthStatus = 'ok' | 'degraded' | 'unavailable';

export type HealthMonitor = {
  /** What /api/health answers: the last probe's verdict, never a query of its own. */
  readonly status: HealthStatus;
  /** False once a write probe failed, until one succeeds again. */
  readonly writable: boolean;
  start(): void;
  stop(): Promise<void>;
  /** Runs a probe now (used when a request just met an unavailable database); at most one at a time. */
  probeSoon(): void;
  /** A request's write failed: a full disk turns health degraded at once, even if the probe's tiny row still fits. */
  noteFailure(error: unknown): void;
  /** Runs one probe and reports whether the database took the write. */
  probe(): Promise<boolean>;
};

export type HealthMonitorOptions = {
  intervalMs?: number;
  timeoutMs?: number;
  log?: FastifyBaseLogger;
  /** Free bytes where the data lives (default: statfs of `dataDir`); the seam tests use to fill the disk. */
  freeBytes?: () => Promise<number>;
  dataDir?: string;
  minFreeBytes?: number;
  diskFullHoldMs?: number;
};

const statfsFreeBytes = (dir: string) => async () => {
  const stats = await fs.statfs(dir);
  return stats.bavail * stats.bsize;
};

/**
 * Reads can succeed while writes fail (a read-only file system, a full disk, a standby), so a health check that
 * only reads lies. Every few seconds the monitor upserts one small row (`app_meta.health_probe`): one cheap write
 * per interval and instance, never one per request. That tiny row may still fit in preallocated WAL on a full disk,
 * so the monitor also watches the free space under DATA_DIR and the writes requests had refused for lack of space.
 * /api/health reports the result without a query of its own, so it answers at once even when the database hangs:
 * degraded or unavailable within one interval (plus the probe's timeout), ok again one interval after recovery
 * (docs/product.md#7-security-and-operations).
 */
export function createHealthMonitor(db: Database, options: HealthMonitorOptions = {}): HealthMonitor {
  const intervalMs = options.intervalMs ?? HEALTH_PROBE_INTERVAL_MS;
  const timeoutMs = options.timeoutMs ?? Math.min(4_000, intervalMs);
  const minFreeBytes = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  const holdMs = options.diskFullHoldMs ?? DISK_FULL_HOLD_MS;
  const freeBytes = options.freeBytes ?? (options.dataDir ? statfsFreeBytes(options.dataDir) : undefined);
  let status: HealthStatus = 'ok';
  let writable = true;
  let diskFullAt = 0;
  let running: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const record = (next: HealthStatus, reason?: unknown) => {
    if (next !== status) {
      if (next === 'ok') options.log?.warn('database healthy again');
      else options.log?.error({ err: reason, status: next }, `health ${next}`);
    }
    status = next;
  };

  const lowOnSpace = async (): Promise<boolean> => {
    if (!freeBytes) return false;
    try {
      return (await freeBytes()) < minFreeBytes;
    } catch {
      return false;
    }
  };

  const probe = () => {
    running ??= (async () => {
      let timeout: NodeJS.Timeout | undefined;
      try {
        const hung = new Promise<never>((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`write probe took more than ${timeoutMs} ms`)), timeoutMs);
        });
        await Promise.race([writeMeta(db, HEALTH_PROBE_KEY, new Date().toISOString()), hung]);
        writable = true;
        if (await lowOnSpace()) record('degraded', new Error(`less than ${minFreeBytes} bytes free under DATA_DIR`));
        else if (Date.now() - diskFullAt < holdMs) record('degraded', new Error('a write was refused: disk full'));
        else record('ok');
        return true;
      } catch (error) {
        writable = false;
        const hungOrGone = (error as Error).message.startsWith('write probe took') || isDatabaseUnreachable(error);
        record(hungOrGone ? 'unavailable' : 'degraded', error);
        return false;
      } finally {
        clearTimeout(timeout);
        running = undefined;
      }
    })();
    return running;
  };

  return {
    get status() {
      return status;
    },
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
    noteFailure(error) {
      if (isDiskFull(error)) {
        diskFullAt = Date.now();
        record('degraded', error);
      }
      if (timer) void probe();
    },
    probe,
  };
}
