import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage';

const arrayBuffersMb = () => process.memoryUsage().arrayBuffers / 2 ** 20;

describe('collectGarbage', () => {
  it('frees memory nothing refers to any more, as initdb leaves it once a new database exists', () => {
    const holder: { buffer: ArrayBuffer | null } = { buffer: new ArrayBuffer(256 * 2 ** 20) };
    new Uint8Array(holder.buffer!).fill(1);
    const held = arrayBuffersMb();
    holder.buffer = null;
    collectGarbage();
    expect(held - arrayBuffersMb()).toBeGreaterThan(200);
  });
});
