import { asCents, centsToEuros } from '#shared/money/cents.ts';

import { StatementFormatError, type StatementEntry } from './statement-entry';

// AEB Norma 43 (cuaderno 43), the statement every Spanish bank exports: 80-character records in Latin-1.
//   11 account header: bank 3-6, office 7-10, account 11-20, currency 48-50 (978 = EUR)
//   22 movement: operation date 11-16 (YYMMDD), common concept 23-24, debit/credit key 28 (1 = debit, 2 = credit),
//      amount 29-42 (14 digits, 2 decimals), document 43-52, reference 1 53-64, reference 2 65-80
//   23 concept (up to five per movement): data code 3-4, two 38-character concepts 5-42 and 43-80
//   24 currency equivalence (ignored), 33 account totals: debit count 21-25 and total 26-39, credit count 40-44 and
//      total 45-58; 88 end of file.
// Positions are 1-based as the AEB writes them.

const RECORD = 80;
const KNOWN = new Set(['11', '22', '23', '24', '33', '88']);
const CURRENCIES: Record<string, string> = { '978': 'EUR' };

const NOT_NORMA43 = 'El archivo no es un extracto Norma 43.';

const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

function lines(text: string): string[] {
  const withoutBreaks = !/[\r\n]/.test(text.trim());
  // Some banks write the records back to back, without line breaks.
  const records = withoutBreaks ? (text.trim().match(/[\s\S]{1,80}/g) ?? []) : text.split(/\r?\n|\r/);
  return records.filter((line) => line.trim() !== '').map((line) => line.padEnd(RECORD, ' '));
}

/** Looks like Norma 43: starts with an account header and every record is 80 characters of a known type. */
export function looksLikeNorma43(text: string): boolean {
  const records = lines(text);
  return (
    records.length > 0 &&
    records[0]!.startsWith('11') &&
    records.every((r) => r.length === RECORD && KNOWN.has(r.slice(0, 2)))
  );
}

function digits(value: string, what: string): number {
  if (!/^\d+$/.test(value))
    throw new StatementFormatError(`El extracto Norma 43 tiene un ${what} que no es un número («${value.trim()}»).`);
  return Number(value);
}

function isoDate(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  return `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

type Account = { id: string; currency: string; debits: number[]; credits: number[] };

/**
 * Reads every movement of a Norma 43 file (any number of accounts). The account totals of each 33 record are
 * checked against its movements: a cut or damaged file is refused rather than half read.
 */
export async function readNorma43(bytes: Uint8Array, pause: () => Promise<void>): Promise<StatementEntry[]> {
  const records = lines(new TextDecoder('latin1').decode(bytes));
  if (!records[0]?.startsWith('11')) throw new StatementFormatError(NOT_NORMA43);
  const entries: StatementEntry[] = [];
  const concepts = new Map<StatementEntry, string[]>();
  let account: Account | null = null;
  let last: StatementEntry | null = null;
  for (const record of records) {
    await pause();
    const type = record.slice(0, 2);
    if (record.length !== RECORD || !KNOWN.has(type)) throw new StatementFormatError(NOT_NORMA43);
    if (type === '11') {
      const currency = field(record, 48, 50);
      account = {
        id: `${field(record, 3, 6)}-${field(record, 7, 10)}-${field(record, 11, 20)}`,
        currency: CURRENCIES[currency] ?? currency,
        debits: [],
        credits: [],
      };
      last = null;
    } else if (type === '22') {
      if (!account) throw new StatementFormatError('El extracto Norma 43 tiene un movimiento fuera de una cuenta.');
      const key = field(record, 28, 28);
      if (key !== '1' && key !== '2')
        throw new StatementFormatError('El extracto Norma 43 tiene un movimiento sin clave de debe o haber.');
      // Fourteen digits of cents: always a safe integer.
      const amountCents = asCents(digits(field(record, 29, 42), 'importe'));
      (key === '1' ? account.debits : account.credits).push(amountCents);
      last = {
        account: account.id,
        bookedOn: isoDate(field(record, 11, 16)),
        direction: key === '1' ? 'debit' : 'credit',
        amountCents,
        amount: centsToEuros(amountCents),
        unreadableAmount: null,
        currency: account.currency,
        payerName: null,
        payerIban: null,
        text: '',
        booked: true,
      };
      entries.push(last);
      concepts.set(last, [field(record, 53, 64), field(record, 65, 80)].map((s) => s.trim()).filter(Boolean));
    } else if (type === '23') {
      if (!last) throw new StatementFormatError('El extracto Norma 43 tiene un concepto sin movimiento.');
      const parts = [field(record, 5, 42).trim(), field(record, 43, 80).trim()];
      // Banks put the ordering party in the first concept of the first complementary record.
      if (field(record, 3, 4) === '01' && last.payerName === null && parts[0]) last.payerName = parts[0];
      concepts.get(last)!.push(...parts.filter(Boolean));
    } else if (type === '33') {
      if (!account) throw new StatementFormatError('El extracto Norma 43 cierra una cuenta que no ha abierto.');
      checkTotals(record, account);
      account = null;
      last = null;
    }
  }
  if (account)
    throw new StatementFormatError('El extracto Norma 43 está incompleto: falta el registro final de la cuenta.');
  for (const [entry, texts] of concepts) entry.text = texts.join(' ');
  return entries;
}

function checkTotals(record: string, account: Account) {
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const ok =
    digits(field(record, 21, 25), 'número de apuntes') === account.debits.length &&
    digits(field(record, 26, 39), 'total') === sum(account.debits) &&
    digits(field(record, 40, 44), 'número de apuntes') === account.credits.length &&
    digits(field(record, 45, 58), 'total') === sum(account.credits);
  if (!ok)
    throw new StatementFormatError(
      'El extracto Norma 43 está dañado: los totales de la cuenta no cuadran con sus movimientos.',
    );
}
