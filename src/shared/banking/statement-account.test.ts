import { describe, expect, it } from 'vitest';

import { isCompanyAccount } from './statement-account';

const IBAN = 'ES91 2100 0418 4502 0005 1332';

describe('isCompanyAccount', () => {
  it('recognises the company IBAN in camt.053 and its account number in Norma 43', () => {
    expect(isCompanyAccount('ES9121000418450200051332', IBAN)).toBe(true);
    expect(isCompanyAccount('2100-0418-0200051332', IBAN)).toBe(true);
  });

  it('refuses another account, and everything when the company has no valid IBAN', () => {
    expect(isCompanyAccount('ES7620770024003102575766', IBAN)).toBe(false);
    expect(isCompanyAccount('0049-1500-0123456789', IBAN)).toBe(false);
    expect(isCompanyAccount('ES9121000418450200051332', '')).toBe(false);
  });
});
