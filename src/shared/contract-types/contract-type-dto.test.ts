import { describe, expect, it } from 'vitest';

import { toContractTypeDto } from './contract-type-dto';
import { CONTRACT_TYPES } from './registry';

const FIELD_KEYS = [
  'id',
  'label',
  'type',
  'required',
  'validation',
  'options',
  'default',
  'placeholder',
  'auto_generated',
];

describe('toContractTypeDto', () => {
  it('gives every field every key docs/product.md §8 lists, null where it does not apply', () => {
    for (const type of CONTRACT_TYPES.map(toContractTypeDto)) {
      for (const field of JSON.parse(JSON.stringify(type.fields)) as Record<string, unknown>[]) {
        for (const key of FIELD_KEYS) expect(field, `${type.id}.${String(field.id)}`).toHaveProperty(key);
        expect(typeof field.auto_generated).toBe('boolean');
      }
    }
  });

  it('keeps the values the definitions do set', () => {
    const arras = toContractTypeDto(CONTRACT_TYPES[0]!);
    const byId = Object.fromEntries(arras.fields.map((field) => [field.id, field]));
    expect(byId.dia_firma).toMatchObject({
      validation: { min: 1, max: 31 },
      options: null,
      default: null,
      auto_generated: false,
    });
    expect(byId.importe_reserva_letras).toMatchObject({ default: null, auto_generated: true, validation: null });
    const reservation = toContractTypeDto(CONTRACT_TYPES[1]!);
    expect(reservation.fields.find((f) => f.id === 'importe_reserva_letras')).toMatchObject({ default: 'tres mil' });
    expect(arras.settings).toEqual(CONTRACT_TYPES[0]!.settings);
  });
});
