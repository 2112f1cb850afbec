import { describe, expect, it } from 'vitest';

import { centsFromEuros } from '#shared/money/cents.ts';

import { matchDemand, type Demand, type ListedProperty } from './match';

const demand = (overrides: Partial<Demand> = {}): Demand => ({
  zones: ['Gràcia', 'Eixample'],
  minPriceCents: centsFromEuros(300_000),
  maxPriceCents: centsFromEuros(400_000),
  minBedrooms: 2,
  minAreaM2: 70,
  propertyType: 'piso',
  ...overrides,
});
const property = (overrides: Partial<ListedProperty> = {}): ListedProperty => ({
  neighborhood: 'Gracia',
  priceCents: centsFromEuros(395_000),
  bedrooms: 3,
  areaM2: 85,
  propertyType: 'Piso',
  ...overrides,
});

describe('matchDemand', () => {
  it('scores a property that meets every criterion 100, with each reason', () => {
    expect(matchDemand(demand(), property())).toEqual({
      score: 100,
      reasons: [
        'zona Gracia',
        'precio 395.000 € dentro de su presupuesto',
        '3 habitaciones (pide 2 o más)',
        '85 m² (pide 70 o más)',
        'tipo Piso',
      ],
    });
  });

  it('keeps a price up to 10 % over the maximum with half its points, and drops one beyond', () => {
    expect(matchDemand(demand(), property({ priceCents: centsFromEuros(420_000) }))?.score).toBe(85);
    expect(matchDemand(demand(), property({ priceCents: centsFromEuros(441_000) }))).toBeNull();
  });

  it('drops another zone, a price under the minimum or no price', () => {
    expect(matchDemand(demand(), property({ neighborhood: 'Sants' }))).toBeNull();
    expect(matchDemand(demand(), property({ priceCents: centsFromEuros(250_000) }))).toBeNull();
    expect(matchDemand(demand(), property({ priceCents: null }))).toBeNull();
  });

  it('scores only the criteria the demand states; below 50 is no match; an empty demand matches nothing', () => {
    expect(
      matchDemand(
        demand({ zones: [], minPriceCents: null, maxPriceCents: null, propertyType: null }),
        property({ bedrooms: 1 }),
      )?.score,
    ).toBe(50);
    expect(
      matchDemand(
        demand({ zones: [], minPriceCents: null, maxPriceCents: null, propertyType: null }),
        property({ bedrooms: 1, areaM2: 50 }),
      ),
    ).toBeNull();
    expect(
      matchDemand(
        demand({
          zones: [],
          minPriceCents: null,
          maxPriceCents: null,
          minBedrooms: null,
          minAreaM2: null,
          propertyType: null,
        }),
        property(),
      ),
    ).toBeNull();
  });
});
