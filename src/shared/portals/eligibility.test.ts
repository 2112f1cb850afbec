import { describe, expect, it } from 'vitest';

import { portalExclusions, type EligibilityFacts, type EligibilityProperty } from './eligibility';

const property: EligibilityProperty = {
  status: 'vendiendo',
  energy_rating: 'C',
  price: 350000,
  bathrooms: 1,
  size_m2: 70,
  size_m2_kind: 'built',
  built_area_m2: null,
  publish_to_kyero: true,
  publish_to_idealista: true,
  publish_to_fotocasa: true,
};
const facts: EligibilityFacts = {
  heldBy: null,
  company: { email: 'hola@casanova.test', phone: null },
  configured: true,
  coordinates: { latitude: 41.4, longitude: 2.16 },
};
const codes = (...args: Parameters<typeof portalExclusions>) => portalExclusions(...args).map((e) => e.code);

describe('portalExclusions', () => {
  it('lets a complete home on sale through to every portal', () => {
    for (const portal of ['kyero', 'idealista', 'fotocasa'] as const)
      expect(codes(portal, property, facts)).toEqual([]);
  });

  it('keeps a reserved home off every portal', () => {
    for (const portal of ['kyero', 'idealista', 'fotocasa'] as const) {
      expect(codes(portal, property, { ...facts, heldBy: 'c0ffee00-1234-4abc-9def-001122334455' })).toEqual([
        'reserved',
      ]);
    }
  });

  it('names each missing field, with the field that fixes it', () => {
    const bare = {
      ...property,
      price: null,
      size_m2_kind: 'usable' as const,
      energy_rating: 'en_tramite',
      status: 'reformando',
    };
    expect(portalExclusions('idealista', bare, facts)).toEqual([
      { code: 'not_for_sale', field: 'status', message: 'No está En Venta.' },
      { code: 'energy_rating', field: 'energy_rating', message: expect.stringContaining('en trámite') },
      { code: 'price', field: 'price', message: 'Falta el precio.' },
      { code: 'built_area', field: 'built_area_m2', message: 'Falta la superficie construida.' },
    ]);
    expect(codes('kyero', bare, facts)).toEqual(['not_for_sale', 'energy_rating']);
    expect(codes('fotocasa', property, { ...facts, coordinates: null, company: { email: null, phone: null } })).toEqual(
      ['coordinates', 'contact'],
    );
  });

  it('one switch per portal, and a portal the server lacks the settings of', () => {
    expect(codes('idealista', { ...property, publish_to_idealista: false }, facts)).toEqual(['switched_off']);
    expect(codes('kyero', { ...property, publish_to_idealista: false }, facts)).toEqual([]);
    expect(codes('fotocasa', property, { ...facts, configured: false })).toEqual(['not_configured']);
  });
});
