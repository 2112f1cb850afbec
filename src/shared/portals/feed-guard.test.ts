import { describe, expect, it } from 'vitest';

import { judgeFeed } from './feed-guard';

describe('judgeFeed', () => {
  it('publishes the first feed unless it is empty', () => {
    expect(judgeFeed(null, [1, 2])).toEqual({ publish: true, disappearing: [] });
    expect(judgeFeed(null, [])).toEqual({ publish: false, reason: 'empty', disappearing: [] });
  });

  it('holds a feed that drops to no property, naming all that would go', () => {
    expect(judgeFeed([1, 2, 3], [])).toEqual({ publish: false, reason: 'empty', disappearing: [1, 2, 3] });
  });

  it('publishes the loss of a third or less, and holds more than a third', () => {
    expect(judgeFeed([1, 2, 3], [1, 2])).toEqual({ publish: true, disappearing: [3] });
    expect(judgeFeed([1, 2, 3, 4, 5, 6], [1, 2, 3, 4])).toMatchObject({ publish: true });
    expect(judgeFeed([1, 2, 3, 4, 5, 6], [1, 2, 3])).toEqual({
      publish: false,
      reason: 'loss',
      disappearing: [4, 5, 6],
    });
  });

  it('counts the properties that disappear, not the total: swapping most of the feed is held', () => {
    expect(judgeFeed([1, 2, 3], [1, 7, 8, 9])).toEqual({ publish: false, reason: 'loss', disappearing: [2, 3] });
  });

  it('takes another share when one is set', () => {
    expect(judgeFeed([1, 2, 3, 4], [1, 2], 0.5)).toMatchObject({ publish: true });
    expect(judgeFeed([1, 2, 3, 4], [1], 0.5)).toMatchObject({ publish: false, reason: 'loss' });
  });
});
