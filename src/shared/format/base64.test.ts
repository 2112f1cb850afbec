import { describe, expect, it } from 'vitest';

import { base64DecodedLength, dataUrlPayload, isBase64 } from './base64';

describe('isBase64', () => {
  it.each(['', 'AAAA', 'AA==', 'AAA=', 'JVBERi0xLjQK', 'ab+/cd09'])('accepts %j', (s) => {
    expect(isBase64(s)).toBe(true);
  });

  it.each(['A', 'AAA', 'AAAAA', 'A===', '=AAA', 'AA=A', 'AA AA', 'AA-_', 'AAAA\n', 'ñAAA'])('rejects %j', (s) => {
    expect(isBase64(s)).toBe(false);
  });

  it('handles multi-megabyte input', () => {
    expect(isBase64('A'.repeat(14_000_000))).toBe(true);
    expect(isBase64(`${'A'.repeat(14_000_000)}!AAA`)).toBe(false);
  });
});

describe('base64DecodedLength', () => {
  it.each([
    ['', 0],
    ['AA==', 1],
    ['AAA=', 2],
    ['AAAA', 3],
    ['JVBERi0xLjQK', 9],
    ['AAAAAA==', 4],
  ])('%j → %i', (base64, length) => {
    expect(base64DecodedLength(base64)).toBe(length);
  });

  it.each(['', 'a', 'hola', 'Casa Nova', 'ñandú'])('matches Buffer for %j', (text) => {
    const base64 = Buffer.from(text).toString('base64');
    expect(base64DecodedLength(base64)).toBe(Buffer.byteLength(text));
  });
});

describe('dataUrlPayload', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', ['image/png'], 'iVBORw0KGgo='],
    ['data:image/jpeg;base64,', ['image/png', 'image/jpeg'], ''],
    ['data:image/png;base64,iVBORw0KGgo=', ['image/jpeg'], null],
    ['data:image/png,iVBORw0KGgo=', ['image/png'], null],
    ['data:image/png;base64,not base64', ['image/png'], null],
    ['data:image/png;charset=utf-8;base64,AAAA', ['image/png'], null],
    ['https://example.com/a.png', ['image/png'], null],
    ['', ['image/png'], null],
  ])('%j → %j', (url, types, payload) => {
    expect(dataUrlPayload(url, types)).toBe(payload);
  });
});
