import type { FastifyBaseLogger } from 'fastify';

export type PeriodicJob = {
  /** One pass now (skipped while one is running); resolves when it is over. */
  run(): Promise<void>;
  /** No further pass; waits for the one running. */
  stop(): Promise<void>;
};

type JobOptions = {
  /** For the log: "buyer file retention". */
  name: string;
  /** One pass; it must be safe when several instances run it at once (idempotent deletes, SKIP LOCKED claims). */
  pass: () => Promise<void>;
  log: FastifyBaseLogger;
  /** Time between passes; daily by default. */
  intervalMs?: number;
  /** The first pass, a little after start so it does not compete with it. */
  firstAfterMs?: number;
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * A housekeeping job run by every instance: shortly after start, then every `intervalMs`. Its timers never keep the
 * process alive (unref) and `stop()` clears them, so a test that starts one can end it.
 */
export function startPeriodicJob({
  name,
  pass,
  log,
  intervalMs = DAY_MS,
  firstAfterMs = 60_000,
}: JobOptions): PeriodicJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return Promise.resolve();
    running ??= pass()
      .catch((error: unknown) => log.warn({ err: error, job: name }, 'housekeeping pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void run(), firstAfterMs);
  const timer = setInterval(() => void run(), intervalMs);
  first.unref();
  timer.unref();
  return {
    run,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
