import { describe, expect, it } from 'vitest';

import { groupsOfFour } from './groups-of-four';

describe('groupsOfFour', () => {
  it.each([
    ['', ''],
    ['A', 'A'],
    ['ABC', 'ABC'],
    ['ABCD', 'ABCD'],
    ['ABCDE', 'ABCD E'],
    ['ABCDEFGH', 'ABCD EFGH'],
    ['ABCDEFGHIJ', 'ABCD EFGH IJ'],
  ])('%j → %j', (input, output) => {
    expect(groupsOfFour(input)).toBe(output);
  });
});
