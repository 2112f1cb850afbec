// A background pass woken by a database notification (LISTEN) and on a timer for retries: never two passes at once,
// one more pass when woken during a pass, and stop() waits for the pass in flight. The outbox worker and the seal
// worker share it.
import type { FastifyBaseLogger } from 'fastify';

export type Listen = (onNotify: () => void) => Promise<() => Promise<void>>;

export type WakeLoop = {
  stop(): Promise<void>;
  /** Passes finished so far. */
  passes(): number;
  /** Settles once the loop listens (or has given up listening and polls only). */
  listening: Promise<void>;
  /** Settles when no pass runs and none is queued behind it. */
  idle(): Promise<void>;
};

export function startWakeLoop(options: {
  name: string;
  pass: () => Promise<unknown>;
  intervalMs: number;
  listen?: Listen;
  log: FastifyBaseLogger;
}): WakeLoop {
  const { name, log } = options;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let again = false;
  let passes = 0;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = options
      .pass()
      .catch((error) => log.warn({ err: error }, `${name} pass failed`))
      .finally(() => {
        passes++;
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  // Whatever was left due before this start runs at once.
  setImmediate(run);
  const unlisten = options
    .listen?.(() => setImmediate(run))
    .catch((error) => {
      log.warn({ err: error }, `${name} cannot listen for notifications; polling only`);
      return undefined;
    });
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (
        await unlisten
      )?.();
      await running;
    },
    passes: () => passes,
    async idle() {
      // A pass queued during the one awaited starts in its `finally`, before this loop looks again.
      while (running) await running;
    },
    listening: unlisten ? unlisten.then(() => undefined) : Promise.resolve(),
  };
}
