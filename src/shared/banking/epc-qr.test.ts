import { describe, expect, it } from 'vitest';

import { buildEpcQrPayload, parseEpcQrPayload, type EpcQrInput } from './epc-qr';

const BASE: EpcQrInput = {
  bic: 'CAIXESBBXXX',
  name: 'Casa Nova Reformas S.L.',
  iban: 'ES91 2100 0418 4502 0005 1332',
  amount: 3000,
  reference: 'RF18539007547034',
};

describe('buildEpcQrPayload', () => {
  it('writes the version 002 fields in order, ending at the reference', () => {
    expect(buildEpcQrPayload(BASE)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'CAIXESBBXXX',
        'Casa Nova Reformas S.L.',
        'ES9121000418450200051332',
        'EUR3000.00',
        '',
        'RF18539007547034',
      ].join('\n'),
    );
  });

  it.each([
    [0.01, 'EUR0.01'],
    [1, 'EUR1.00'],
    [1500.5, 'EUR1500.50'],
    [1500.499, 'EUR1500.50'],
    [0.29, 'EUR0.29'],
    [250000, 'EUR250000.00'],
    [999_999_999.99, 'EUR999999999.99'],
  ])('amount %s → %s', (amount, line) => {
    expect(buildEpcQrPayload({ ...BASE, amount }).split('\n')[7]).toBe(line);
  });

  it.each([0, 0.004, -5, 1_000_000_000, Number.NaN, Number.POSITIVE_INFINITY])('rejects amount %s', (amount) => {
    expect(() => buildEpcQrPayload({ ...BASE, amount })).toThrow(RangeError);
  });

  it('allows an empty BIC', () => {
    expect(buildEpcQrPayload({ ...BASE, bic: '' }).split('\n')[4]).toBe('');
    expect(buildEpcQrPayload({ ...BASE, bic: undefined }).split('\n')[4]).toBe('');
  });

  it('normalises BIC, IBAN and reference', () => {
    const lines = buildEpcQrPayload({ ...BASE, bic: 'caix es bb', reference: 'rf18 5390 0754 7034' }).split('\n');
    expect(lines[4]).toBe('CAIXESBB');
    expect(lines[6]).toBe('ES9121000418450200051332');
    expect(lines[9]).toBe('RF18539007547034');
  });

  it('truncates the name to 70 characters and keeps it on one line', () => {
    const lines = buildEpcQrPayload({ ...BASE, name: `Casa\nNova ${'ñ'.repeat(100)}` }).split('\n');
    expect(lines[5]).toBe(`Casa Nova ${'ñ'.repeat(60)}`);
    expect(lines).toHaveLength(10);
  });

  it('puts a free-text remittance on the last line, leaving the reference empty', () => {
    const payload = buildEpcQrPayload({ ...BASE, reference: undefined, remittance: 'Reserva piso Gràcia' });
    expect(payload.split('\n').slice(8)).toEqual(['', '', 'Reserva piso Gràcia']);
  });

  it('ends at the amount when there is neither reference nor remittance', () => {
    const payload = buildEpcQrPayload({ ...BASE, reference: '', remittance: '  ' });
    expect(payload.split('\n')).toHaveLength(8);
    expect(payload.endsWith('EUR3000.00')).toBe(true);
  });

  it.each<[string, Partial<EpcQrInput>]>([
    ['empty name', { name: '   ' }],
    ['invalid IBAN', { iban: 'ES9121000418450200051333' }],
    ['invalid BIC', { bic: 'CAIX' }],
    ['invalid reference', { reference: 'RF19539007547034' }],
    ['reference and remittance', { remittance: 'Reserva' }],
    ['remittance too long', { reference: undefined, remittance: 'x'.repeat(141) }],
  ])('rejects %s', (_case, override) => {
    expect(() => buildEpcQrPayload({ ...BASE, ...override })).toThrow(RangeError);
  });

  it('stays within the 331-byte EPC limit for maximal input', () => {
    const payload = buildEpcQrPayload({
      ...BASE,
      name: 'N'.repeat(200),
      iban: 'MT84MALT011000012345MTLCAST001S',
      reference: undefined,
      remittance: 'R'.repeat(140),
      amount: 999_999_999.99,
    });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
  });
});

describe('parseEpcQrPayload', () => {
  it('reads back what buildEpcQrPayload writes', () => {
    expect(parseEpcQrPayload(buildEpcQrPayload({ ...BASE, amount: 1500.5 }))).toEqual({
      version: '002',
      bic: 'CAIXESBBXXX',
      name: 'Casa Nova Reformas S.L.',
      iban: 'ES9121000418450200051332',
      amount: 1500.5,
      purpose: '',
      reference: 'RF18539007547034',
      remittance: '',
    });
  });

  it('fills missing trailing fields with empty strings', () => {
    const fields = parseEpcQrPayload('BCD\n002\n1\nSCT\n\nCasa Nova\nES9121000418450200051332\nEUR10.00');
    expect(fields).toMatchObject({ bic: '', amount: 10, reference: '', remittance: '' });
  });

  it('accepts CRLF line breaks', () => {
    expect(parseEpcQrPayload('BCD\r\n002\r\n1\r\nSCT\r\n\r\nX\r\nES9121000418450200051332\r\nEUR1.5')?.amount).toBe(
      1.5,
    );
  });

  it.each([
    ['not an EPC code', 'hello'],
    ['empty', ''],
    ['wrong identification', 'BCD\n002\n1\nINST\n'],
  ])('%s → null', (_case, payload) => {
    expect(parseEpcQrPayload(payload)).toBeNull();
  });

  it.each([
    ['EUR', null],
    ['USD10.00', null],
    ['EUR10.001', null],
    ['', null],
  ])('amount line %j → %s', (line, amount) => {
    expect(parseEpcQrPayload(`BCD\n002\n1\nSCT\n\nX\nES9121000418450200051332\n${line}`)?.amount).toBe(amount);
  });
});
