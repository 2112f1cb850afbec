import { describe, expect, it } from 'vitest';

import { asCents, centsFromEuros } from '#shared/money/cents.ts';

import { itpScaleOn, purchaseTaxes } from './purchase-taxes';

const TODAY = '2026-11-27';
const cents = centsFromEuros;
const itp = (euros: number, date = TODAY) => purchaseTaxes(cents(euros), false, date).taxes / 100;

describe('purchaseTaxes', () => {
  it('charges ITP by the scale of Decret llei 5/2025 at every bracket edge, cumulatively', () => {
    expect(itp(300_000)).toBe(30_000);
    expect(itp(600_000)).toBe(60_000);
    expect(itp(600_001)).toBe(60_000.11);
    expect(itp(850_000)).toBe(87_500);
    expect(itp(900_000)).toBe(93_000);
    // 60,000 + 33,000 (11 % of 300,000) + 12,000 (12 % of 100,000).
    expect(itp(1_000_000)).toBe(105_000);
    expect(itp(1_500_000)).toBe(165_000);
    expect(itp(1_600_000)).toBe(178_000);
  });

  it('applies the earlier scale (10 %, 11 % above one million) to an estimate dated before 27 June 2025', () => {
    expect(itp(850_000, '2025-06-26')).toBe(85_000);
    expect(itp(1_200_000, '2025-06-26')).toBe(100_000 + 22_000);
    expect(itp(850_000, '2025-06-27')).toBe(87_500);
    expect(itpScaleOn('2025-06-26').id).toBe('itp_before_2025');
    expect(itpScaleOn('2025-06-27')).toMatchObject({ id: 'itp_dl_5_2025', since: '2025-06-27' });
  });

  it('names the rule, its date, the rates reached and what it leaves out', () => {
    expect(purchaseTaxes(cents(850_000), false, TODAY)).toMatchObject({
      price: cents(850_000),
      rule: { id: 'itp_dl_5_2025', since: '2025-06-27' },
      date: TODAY,
      lines: [{ tax: 'itp', rates: { from: 1000, to: 1100 }, amount: cents(87_500) }],
      taxes: cents(87_500),
      total: cents(937_500),
      notApplied: ['itp_reduced', 'itp_large_holder'],
    });
    expect(purchaseTaxes(cents(300_000), false, TODAY).lines[0]!.rates).toEqual({ from: 1000, to: 1000 });
  });

  it('charges IVA at 10 % and AJD at 1.5 % on a new build, whatever the date', () => {
    const taxes = purchaseTaxes(cents(400_000), true, TODAY);
    expect(taxes.lines).toEqual([
      { tax: 'iva', rates: { from: 1000, to: 1000 }, amount: cents(40_000) },
      { tax: 'ajd', rates: { from: 150, to: 150 }, amount: cents(6_000) },
    ]);
    expect(taxes).toMatchObject({ total: cents(446_000), rule: { id: 'new_build', since: null }, scale: null });
  });

  it('works in whole cents: a price with cents rounds each tax half up once', () => {
    // 1.5 % of 1,234.57 € is 18.51855 €.
    expect(purchaseTaxes(asCents(123_457), true, TODAY).lines[1]!.amount).toBe(1852);
    expect(Number.isInteger(purchaseTaxes(asCents(123_457), false, TODAY).taxes)).toBe(true);
  });
});
