import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';

import { collectGarbage } from './collect-garbage';

/**
 * A large array lives in V8's large-object space, which only a full (major) collection frees, so a minor collection
 * caused by anything else cannot make the test pass. Nothing but the returned WeakRef refers to it.
 */
const unreferencedLargeArray = () => new WeakRef(new Array<number>(2 ** 20).fill(1));

describe('collectGarbage', () => {
  it('runs a full collection, which frees what nothing refers to any more, as initdb leaves it', async () => {
    // A WeakRef is cleared by the collection itself; the freed bytes of an ArrayBuffer, which this test counted
    // before, are released later on a background thread, so counting them right after the collection was flaky.
    const ref = unreferencedLargeArray();
    // Creating or reading a WeakRef keeps its target alive until the current job ends.
    await nextTurn();
    expect(ref.deref()).toBeDefined();
    await nextTurn();
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});
