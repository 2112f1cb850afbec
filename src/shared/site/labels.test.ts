import { describe, expect, it } from 'vitest';

import {
  CONTRACT_STATUSES,
  contractStatusLabel,
  contractStatusTone,
  ENERGY_RATING_NEUTRAL_COLOR,
  ENERGY_RATING_VALUES,
  energyRatingColor,
  energyRatingLabel,
  isContractStatus,
  isPropertyStatus,
  isPropertyType,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertyStatusLabel,
  propertyStatusTone,
  propertyTypeLabel,
  STATUS_FILTERS,
} from './labels';

describe('property status', () => {
  it.each([
    ['reformando', 'En Reforma', 'yellow'],
    ['vendiendo', 'En Venta', 'green'],
    ['vendido', 'Vendido', 'grey'],
    ['reservado', 'reservado', 'blue'],
    ['', '', 'blue'],
    ['toString', 'toString', 'blue'],
    ['__proto__', '__proto__', 'blue'],
    ['Vendido', 'Vendido', 'blue'],
  ])('%j → %j (%s)', (status, label, tone) => {
    expect(propertyStatusLabel(status)).toBe(label);
    expect(propertyStatusTone(status)).toBe(tone);
  });

  it('recognises exactly the three statuses', () => {
    expect(PROPERTY_STATUSES.every(isPropertyStatus)).toBe(true);
    expect(isPropertyStatus('reservado')).toBe(false);
  });
});

describe('property type', () => {
  it.each([
    ['piso', 'Piso'],
    ['casa', 'Casa'],
    ['atico', 'Ático'],
    ['estudio', 'Estudio'],
    ['duplex', 'duplex'],
    ['constructor', 'constructor'],
  ])('%j → %j', (type, label) => {
    expect(propertyTypeLabel(type)).toBe(label);
  });

  it('recognises exactly the four types', () => {
    expect(PROPERTY_TYPES.every(isPropertyType)).toBe(true);
    expect(isPropertyType('Piso')).toBe(false);
  });
});

describe('STATUS_FILTERS', () => {
  it('lists the public filter buttons in order', () => {
    expect(STATUS_FILTERS.map((f) => [f.value, f.label])).toEqual([
      ['all', 'Todas'],
      ['reformando', 'En Reforma'],
      ['vendiendo', 'En Venta'],
      ['vendido', 'Vendidas'],
    ]);
  });
});

describe('contract status', () => {
  it.each([
    ['draft', 'Borrador', 'grey'],
    ['pending_signature', 'Pendiente de Firma', 'yellow'],
    ['partially_signed', 'Parcialmente Firmado', 'orange'],
    ['signed', 'Firmado', 'green'],
    ['completed', 'Completado', 'blue'],
    ['cancelled', 'Cancelado', 'red'],
    ['archived', 'archived', 'grey'],
    ['hasOwnProperty', 'hasOwnProperty', 'grey'],
  ])('%j → %j (%s)', (status, label, tone) => {
    expect(contractStatusLabel(status)).toBe(label);
    expect(contractStatusTone(status)).toBe(tone);
  });

  it('recognises exactly the six statuses', () => {
    expect(CONTRACT_STATUSES.every(isContractStatus)).toBe(true);
    expect(isContractStatus('archived')).toBe(false);
  });
});

describe('energy rating', () => {
  it.each([
    ['A', 'A', '#00a651'],
    ['B', 'B', '#50b848'],
    ['C', 'C', '#bed630'],
    ['D', 'D', '#fff200'],
    ['E', 'E', '#fdb913'],
    ['F', 'F', '#f37021'],
    ['G', 'G', '#ed1c24'],
    ['en_tramite', 'En trámite', ENERGY_RATING_NEUTRAL_COLOR],
    ['H', 'H', ENERGY_RATING_NEUTRAL_COLOR],
  ])('%j → %j %s', (rating, label, color) => {
    expect(energyRatingLabel(rating)).toBe(label);
    expect(energyRatingColor(rating)).toBe(color);
  });

  it('accepts lowercase letters for the colour', () => {
    expect(energyRatingColor('a')).toBe('#00a651');
  });

  it('lists the seven letters plus "en trámite"', () => {
    expect(ENERGY_RATING_VALUES).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'en_tramite']);
  });
});
