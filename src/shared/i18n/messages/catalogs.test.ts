import { describe, expect, it } from 'vitest';

import { catalogProblems } from '#shared/i18n/catalog-consistency.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import type { Messages } from '#shared/i18n/translator.ts';

import { PUBLIC_CATALOGS } from './public';
import { RESET_CATALOGS } from './reset';
import { VERIFY_CATALOGS } from './verify';

// One line per namespace: every catalog of a namespace has the keys and ICU arguments of its Spanish one.
const NAMESPACES: Record<string, Record<Locale, Messages>> = {
  public: PUBLIC_CATALOGS,
  reset: RESET_CATALOGS,
  verify: VERIFY_CATALOGS,
};

describe.each(Object.entries(NAMESPACES))('%s catalogs', (namespace, catalogs) => {
  it.each(LOCALES.filter((locale) => locale !== 'es'))(
    '%s has every Spanish key with the same ICU arguments',
    (locale) => {
      expect(catalogProblems(catalogs.es, catalogs[locale], `${namespace}.${locale}`)).toEqual([]);
    },
  );

  it('parses every Spanish message', () => {
    expect(catalogProblems(catalogs.es, catalogs.es, `${namespace}.es`)).toEqual([]);
  });
});

describe('energy certificate units on the property page', () => {
  it('read per square metre and year with the middle dot, in each language', () => {
    const units = LOCALES.map((locale) => [
      PUBLIC_CATALOGS[locale]['energy.consumptionValue'],
      PUBLIC_CATALOGS[locale]['energy.emissionsValue'],
    ]);
    expect(units).toEqual([
      ['{value} kWh/m²·año', '{value} kg CO₂/m²·año'],
      ['{value} kWh/m²·any', '{value} kg CO₂/m²·any'],
      ['{value} kWh/m²·year', '{value} kg CO₂/m²·year'],
    ]);
  });
});
