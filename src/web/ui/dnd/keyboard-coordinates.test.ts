import { describe, expect, it } from 'vitest';

import { KEYBOARD_STEP_PX, nextCoordinates } from './keyboard-coordinates';

describe('nextCoordinates', () => {
  const start = { x: 100, y: 200 };

  it('moves 25 px per arrow key (docs/product.md §10)', () => {
    expect(KEYBOARD_STEP_PX).toBe(25);
    expect(nextCoordinates('ArrowDown', start)).toEqual({ x: 100, y: 225 });
    expect(nextCoordinates('ArrowUp', start)).toEqual({ x: 100, y: 175 });
    expect(nextCoordinates('ArrowRight', start)).toEqual({ x: 125, y: 200 });
    expect(nextCoordinates('ArrowLeft', start)).toEqual({ x: 75, y: 200 });
  });

  it('ignores every other key', () => {
    expect(nextCoordinates('Space', start)).toBeUndefined();
    expect(nextCoordinates('KeyA', start)).toBeUndefined();
  });

  it('accumulates over repeated presses', () => {
    let at = start;
    for (let i = 0; i < 4; i++) at = nextCoordinates('ArrowDown', at)!;
    expect(at).toEqual({ x: 100, y: 300 });
  });
});
