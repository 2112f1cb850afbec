import { describe, expect, it } from 'vitest';

import { contractLongDate } from './language';

describe('contractLongDate', () => {
  it('writes the day in Madrid, in the contract language, as the template writes its dates', () => {
    // 23:30 UTC on 15 January is already the 16th in Madrid.
    const lateAtNight = new Date('2030-01-15T23:30:00Z');
    expect(contractLongDate(lateAtNight, 'es')).toBe('16 de enero de 2030');
    expect(contractLongDate(lateAtNight, 'ca')).toBe('16 de gener de 2030');
    expect(contractLongDate(new Date('2030-04-01T10:00:00Z'), 'ca')).toBe('1 d’abril de 2030');
    expect(contractLongDate(new Date('invalid'), 'ca')).toBe('');
  });
});
