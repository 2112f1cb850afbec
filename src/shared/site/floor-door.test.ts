import { describe, expect, it } from 'vitest';

import {
  formatFloorDoor,
  formatRegistryOffice,
  parseFloorDoor,
  parseRegistryOffice,
  type FloorDoor,
} from './floor-door';

const fd = (floor_number: number | null, door: string | null, floor_level: FloorDoor['floor_level'] = null) => ({
  floor_number,
  floor_level,
  door,
});

describe('floor and door in each language', () => {
  it.each([
    [fd(2, '1'), '2.º 1.ª', '2n 1a', '2nd floor, door 1'],
    [fd(1, '2'), '1.º 2.ª', '1r 2a', '1st floor, door 2'],
    [fd(3, '4'), '3.º 4.ª', '3r 4a', '3rd floor, door 4'],
    [fd(4, 'B'), '4.º B', '4t B', '4th floor, door B'],
    [fd(5, null), '5.º', '5è', '5th floor'],
    [fd(11, '1'), '11.º 1.ª', '11è 1a', '11th floor, door 1'],
    [fd(12, null), '12.º', '12è', '12th floor'],
    [fd(21, null), '21.º', '21è', '21st floor'],
    [fd(null, null, 'atico'), 'Ático', 'Àtic', 'Penthouse'],
    [fd(null, '2', 'atico'), 'Ático 2.ª', 'Àtic 2a', 'Penthouse, door 2'],
    [fd(null, '1', 'bajo'), 'Bajo 1.ª', 'Baixos 1a', 'Ground floor, door 1'],
    [fd(null, null, 'entresuelo'), 'Entresuelo', 'Entresòl', 'Mezzanine'],
    [fd(null, 'A', 'principal'), 'Principal A', 'Principal A', 'Principal floor, door A'],
    [fd(null, null, 'sobreatico'), 'Sobreático', 'Sobreàtic', 'Upper penthouse'],
    [fd(null, null, 'sotano'), 'Sótano', 'Soterrani', 'Basement'],
    [fd(null, '3'), '3.ª', '3a', 'Door 3'],
  ])('%o → «%s» / «%s» / «%s»', (value, es, ca, en) => {
    expect(formatFloorDoor(value, 'es')).toBe(es);
    expect(formatFloorDoor(value, 'ca')).toBe(ca);
    expect(formatFloorDoor(value, 'en')).toBe(en);
  });

  it('says nothing when neither floor nor door is set', () => {
    for (const locale of ['es', 'ca', 'en'] as const) expect(formatFloorDoor(fd(null, null), locale)).toBeNull();
  });
});

describe('a floor typed as free text before the fields existed', () => {
  it.each([
    ['2.º 1.ª', fd(2, '1')],
    ['2º 1ª', fd(2, '1')],
    ['2º-1ª', fd(2, '1')],
    ['3.º, 2.ª', fd(3, '2')],
    ['2n 1a', fd(2, '1')],
    ['4.º B', fd(4, 'B')],
    ['4 b', fd(4, 'B')],
    ['5', fd(5, null)],
    ['Ático', fd(null, null, 'atico')],
    ['Àtic 2a', fd(null, '2', 'atico')],
    ['Bajos', fd(null, null, 'bajo')],
    ['Planta baja 1.ª', fd(null, '1', 'bajo')],
    ['Bajos puerta 2', fd(null, '2', 'bajo')],
    ['Entresuelo', fd(null, null, 'entresuelo')],
    ['Principal 1.ª', fd(null, '1', 'principal')],
    ['Sobreático', fd(null, null, 'sobreatico')],
  ])('reads «%s»', (text, expected) => {
    expect(parseFloorDoor(text)).toEqual(expected);
  });

  it.each([['Planta noble con vistas'], ['2.º izquierda'], [''], [null]])('leaves «%s» as written', (text) => {
    expect(parseFloorDoor(text)).toBeNull();
  });
});

describe('the Land Registry in each language', () => {
  it.each([
    [
      { registry_number: 15, registry_city: 'Barcelona' },
      'Registro de la Propiedad n.º 15 de Barcelona',
      'Registre de la Propietat núm. 15 de Barcelona',
      'Barcelona Land Registry No. 15',
    ],
    [
      { registry_number: 1, registry_city: "L'Hospitalet de Llobregat" },
      "Registro de la Propiedad n.º 1 de L'Hospitalet de Llobregat",
      "Registre de la Propietat núm. 1 de L'Hospitalet de Llobregat",
      "L'Hospitalet de Llobregat Land Registry No. 1",
    ],
    [
      { registry_number: null, registry_city: 'Igualada' },
      'Registro de la Propiedad de Igualada',
      'Registre de la Propietat d’Igualada',
      'Igualada Land Registry',
    ],
    [
      { registry_number: 3, registry_city: null },
      'Registro de la Propiedad n.º 3',
      'Registre de la Propietat núm. 3',
      'Land Registry No. 3',
    ],
  ])('%o', (office, es, ca, en) => {
    expect(formatRegistryOffice(office, 'es')).toBe(es);
    expect(formatRegistryOffice(office, 'ca')).toBe(ca);
    expect(formatRegistryOffice(office, 'en')).toBe(en);
  });

  it('says nothing without number or town', () => {
    expect(formatRegistryOffice({ registry_number: null, registry_city: ' ' }, 'en')).toBeNull();
  });

  it.each([
    ['Registro de la Propiedad n.º 15 de Barcelona', { registry_number: 15, registry_city: 'Barcelona' }],
    ['Registre de la Propietat núm. 5 de Sabadell', { registry_number: 5, registry_city: 'Sabadell' }],
    ['Registro de la Propiedad de Vic', { registry_number: null, registry_city: 'Vic' }],
    ['Registre de la Propietat d’Igualada', { registry_number: null, registry_city: 'Igualada' }],
    ['Barcelona 15', { registry_number: 15, registry_city: 'Barcelona' }],
    ['Registro n.º 7', { registry_number: 7, registry_city: null }],
    [
      "Registro de la Propiedad n.º 1 de L'Hospitalet de Llobregat",
      { registry_number: 1, registry_city: "L'Hospitalet de Llobregat" },
    ],
  ])('reads «%s»', (text, expected) => {
    expect(parseRegistryOffice(text)).toEqual(expected);
  });
});
