import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { warmIntlOffMainThread } from './intl-warmup';

/** A stand-in for the browser's Worker: the test decides when (and whether) the script answers. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined;
  terminated = false;
  constructor(readonly url: URL) {
    super();
    FakeWorker.last = this;
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.dispatchEvent(new MessageEvent('message', { data: 'ready' }));
  }
}

describe('warmIntlOffMainThread', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.last = undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves when the worker answers, and ends the worker', async () => {
    let resolved = false;
    const warm = warmIntlOffMainThread().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    FakeWorker.last!.answer();
    await warm;
    expect(FakeWorker.last!.terminated).toBe(true);
  });

  it('stops waiting at the limit but leaves a late worker to finish its warm-up', async () => {
    let resolved = false;
    const warm = warmIntlOffMainThread().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(599);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await warm;
    expect(resolved).toBe(true);
    // Not cancelled half-way (a terminated worker's download is wasted, and browsers report it as never finished).
    expect(FakeWorker.last!.terminated).toBe(false);
    FakeWorker.last!.answer();
    expect(FakeWorker.last!.terminated).toBe(true);
  });

  it('resolves at once when a worker cannot be made', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('no workers here');
        }
      },
    );
    await expect(warmIntlOffMainThread()).resolves.toBeUndefined();
  });
});
