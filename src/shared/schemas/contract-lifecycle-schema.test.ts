import { describe, expect, it } from 'vitest';

import { cancelContractSchema, contractListQuerySchema } from './contract-lifecycle-schema';
import { zodIssuesToSpanish } from './zod-errors';

const messageOf = (body: unknown) => {
  const parsed = cancelContractSchema.safeParse(body);
  return parsed.success ? null : zodIssuesToSpanish(parsed.error);
};

describe('cancelContractSchema', () => {
  it('keeps the trimmed reason', () => {
    expect(cancelContractSchema.parse({ reason: '  El comprador no obtuvo la hipoteca ' })).toEqual({
      reason: 'El comprador no obtuvo la hipoteca',
    });
  });

  it.each([[{}], [{ reason: '' }], [{ reason: '   ' }], [{ reason: 5 }], [null]])('requires a reason: %j', (body) => {
    expect(messageOf(body)).toBe('Indica el motivo de la anulación');
  });

  it('limits its length', () => {
    expect(messageOf({ reason: 'x'.repeat(1001) })).toBe(
      'El motivo de la anulación no puede superar los 1000 caracteres',
    );
  });
});

describe('contractListQuerySchema', () => {
  it.each([
    [{ archived: 'true' }, true],
    [{ archived: '1' }, true],
    [{ archived: 'false' }, false],
    [{ t: '123' }, false],
    [{}, false],
  ])('%j → archived %s', (query, archived) => {
    expect(contractListQuerySchema.parse(query).archived).toBe(archived);
  });
});
