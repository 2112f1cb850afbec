import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';

import { startPeriodicJob, type PeriodicJob } from './periodic-job';

const log = pino({ level: 'silent' });
let job: PeriodicJob | undefined;
afterEach(async () => {
  await job?.stop();
});

describe('startPeriodicJob', () => {
  it('runs a first pass after its delay and then at each interval, never two at once', async () => {
    let passes = 0;
    let concurrent = 0;
    let overlapped = false;
    let third: () => void = () => {};
    const reachedThree = new Promise<void>((resolve) => (third = resolve));
    job = startPeriodicJob({
      name: 'test',
      log,
      firstAfterMs: 1,
      intervalMs: 5,
      pass: async () => {
        concurrent++;
        overlapped ||= concurrent > 1;
        passes++;
        if (passes === 3) third();
        await new Promise((resolve) => setTimeout(resolve, 8));
        concurrent--;
      },
    });
    await reachedThree;
    expect(overlapped).toBe(false);
  });

  it('keeps going after a failed pass, and runs nothing once stopped', async () => {
    let passes = 0;
    job = startPeriodicJob({
      name: 'test',
      log,
      firstAfterMs: 60_000,
      pass: async () => {
        passes++;
        if (passes === 1) throw new Error('database away');
      },
    });
    await job.run();
    await job.run();
    expect(passes).toBe(2);
    await job.stop();
    await job.run();
    expect(passes).toBe(2);
  });
});
