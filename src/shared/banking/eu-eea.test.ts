import { describe, expect, it } from 'vitest';

import { EU_EEA_STATES, ibanCountry, isEuEeaCountry, isEuEeaIban } from './eu-eea';

describe('EU/EEA accounts', () => {
  it('lists the 27 member states and the three other EEA states, without Switzerland or the United Kingdom', () => {
    expect(EU_EEA_STATES).toHaveLength(30);
    expect(isEuEeaCountry('no')).toBe(true);
    expect(isEuEeaCountry('CH')).toBe(false);
    expect(isEuEeaCountry('GB')).toBe(false);
  });

  it('reads the country from the IBAN’s first two letters, in paper or electronic form', () => {
    expect(ibanCountry('gb29 nwbk 6016 1331 9268 19')).toBe('GB');
    expect(ibanCountry('12345')).toBeNull();
    expect(isEuEeaIban('ES91 2100 0418 4502 0005 1332')).toBe(true);
    expect(isEuEeaIban('GB29NWBK60161331926819')).toBe(false);
    expect(isEuEeaIban(null)).toBeNull();
  });
});
