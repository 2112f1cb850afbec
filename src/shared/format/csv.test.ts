import { describe, expect, it } from 'vitest';

import { buildCsv, CSV_BOM, csvCell, neutraliseFormula } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Núria Puig')).toBe('Núria Puig');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvCell('x\r\ny')).toBe('"x\r\ny"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });
});

describe('buildCsv', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    const csv = buildCsv(
      ['Nombre', 'Email'],
      [
        ['Ana', 'ana@example.com'],
        ['Pau, Jr.', ''],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Nombre,Email\r\nAna,ana@example.com\r\n"Pau, Jr.",\r\n');
  });
});
