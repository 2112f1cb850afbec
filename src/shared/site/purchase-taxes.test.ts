import { describe, expect, it } from 'vitest';

import { purchaseTaxes } from './purchase-taxes';

describe('purchaseTaxes', () => {
  it('charges ITP at 10 % on a second-hand home', () => {
    expect(purchaseTaxes(300_000, false)).toEqual({
      price: 300_000,
      lines: [{ tax: 'itp', rate: 0.1, amount: 30_000 }],
      taxes: 30_000,
      total: 330_000,
    });
  });

  it('charges 11 % on the part of the price above one million', () => {
    expect(purchaseTaxes(1_200_000, false).taxes).toBe(100_000 + 22_000);
  });

  it('charges IVA at 10 % and AJD at 1.5 % on a new build', () => {
    const taxes = purchaseTaxes(400_000, true);
    expect(taxes.lines).toEqual([
      { tax: 'iva', rate: 0.1, amount: 40_000 },
      { tax: 'ajd', rate: 0.015, amount: 6_000 },
    ]);
    expect(taxes.total).toBe(446_000);
  });
});
