import { describe, expect, it } from 'vitest';

import { cancelContractSchema, contractListQuerySchema, terminationOfferOf } from './contract-lifecycle-schema';
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

  it.each([[{}], [{ reason: 5 }]])('requires a reason: %j', (body) => {
    expect(messageOf(body)).toMatch(/^El motivo de la anulación es obligatorio/);
  });

  it('says what is missing when there is no body', () => {
    expect(messageOf(null)).toBe('Indica el motivo de la anulación');
  });

  it.each([[''], ['   '], ['x'], ['ok'], ['Mutuo acuerdo'], ['aaaaaaaaaaaaaaaaaaaaaaaaa']])(
    'refuses a reason that explains nothing: %j',
    (reason) => {
      expect(messageOf({ reason })).toMatch(/^El motivo de la anulación (debe explicar|no explica)/);
    },
  );

  it('limits its length', () => {
    expect(messageOf({ reason: 'Una explicación larga. '.repeat(50) })).toBe(
      'El motivo de la anulación: como máximo 1000 caracteres',
    );
  });

  it('takes the termination offer at the top level or under termination, and real dates only', () => {
    const reason = 'Las partes acuerdan resolver el contrato';
    expect(terminationOfferOf(cancelContractSchema.parse({ reason, termination: { amount: 1500.5 } }))).toEqual({
      amount: 1500.5,
      deadline: undefined,
      expires_on: undefined,
    });
    expect(terminationOfferOf(cancelContractSchema.parse({ reason, deadline: '2026-12-31' })).deadline).toBe(
      '2026-12-31',
    );
    expect(messageOf({ reason, amount: 10.001 })).toMatch(/dos decimales/);
    expect(messageOf({ reason, communication_received_on: '2026-02-30' })).toMatch(/no es válida/);
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
