// CSV for spreadsheets (RFC 4180): CRLF line ends, fields quoted when they contain a comma, a quote or
// a line break, quotes doubled. A UTF-8 byte order mark makes Excel read accents correctly.

export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Prefixes a ' so a spreadsheet shows the text instead of evaluating it. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file: BOM, header row, data rows, each line ended by CRLF. */
export function buildCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
