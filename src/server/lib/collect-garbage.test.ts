import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage';

const arrayBuffersMb = () => process.memoryUsage().arrayBuffers / 2 ** 20;

/** 256 MB that nothing refers to once this returns, as initdb's memory once a new database exists. */
function leaveGarbage() {
  new Uint8Array(new ArrayBuffer(256 * 2 ** 20)).fill(1);
}

describe('collectGarbage', () => {
  it('frees memory nothing refers to any more', () => {
    leaveGarbage();
    const held = arrayBuffersMb();
    collectGarbage();
    expect(held - arrayBuffersMb()).toBeGreaterThan(200);
  });
});
