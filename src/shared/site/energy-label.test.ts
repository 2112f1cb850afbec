import { describe, expect, it } from 'vitest';

import { needsEnergyLabel } from './energy-label';

describe('needsEnergyLabel', () => {
  it.each([
    ['vendiendo', null, true],
    ['vendiendo', '', true],
    ['vendiendo', ' ', true],
    ['vendiendo', 'en_tramite', true],
    ['vendiendo', 'B', false],
    ['reformando', null, false],
    ['vendido', null, false],
  ])('%s with rating %j → %s', (status, energy_rating, expected) => {
    expect(needsEnergyLabel({ status, energy_rating })).toBe(expected);
  });
});
