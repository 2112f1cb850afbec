import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { mod97 } from '#shared/banking/mod97.ts';
import { parseDecimalAmount, type Cents } from '#shared/money/cents.ts';

import { bounded, MAX_LINE_TEXT, MAX_PAYER_NAME, StatementFormatError, type StatementEntry } from './statement-entry';
import { outlineXml } from './xml-outline';

// ISO 20022 camt.053 (bank-to-customer statement), any version: .001.02 (the one most banks still send) to .001.13.
// Document/BkToCstmrStmt/Stmt[]/Ntry[]: Amt@Ccy, CdtDbtInd (CRDT/DBIT), Sts (.02: text; .08 and later: Sts/Cd),
// BookgDt, AddtlNtryInf and NtryDtls[]/TxDtls[] with their own Amt, RltdPties/Dbtr (.02: Dbtr/Nm; .08: Dbtr/Pty/Nm),
// RltdPties/DbtrAcct/Id/IBAN (the ordering account, the same in every version),
// RmtInf/Strd[]/CdtrRefInf/Ref (the structured creditor reference, RF…) and RmtInf/Ustrd[] (free text).
// The file is outlined once (xml-outline.ts) and each entry parsed on its own, so a 10 MB statement never holds the
// event loop for long and a hostile nesting is refused before any tree is built.

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}/;
const LISTS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlNtryInf', 'AddtlTxInf', 'Othr']);

// A statement has no DOCTYPE: refusing one rules out entity expansion (billion laughs) before parsing.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: true,
  isArray: (name) => LISTS.has(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  const inner = node(value)['#text'];
  return typeof inner === 'string' ? inner.trim() : '';
};
const path = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((v, key) => node(v)[key], value);

export function looksLikeCamt053(xml: string): boolean {
  return NAMESPACE.test(xml.slice(0, 4096)) || /<(?:\w+:)?BkToCstmrStmt[\s>]/.test(xml.slice(0, 4096));
}

type Amount = { cents: Cents | null; euros: number | null; currency: string; unreadable: string | null };

/** No bank moves a trillion euros in one line: more integer digits than this is not an amount. */
const MAX_WHOLE_DIGITS = 12;

/**
 * The amount exactly as the bank wrote it: more than two decimals is kept as such (cents null), never rounded. An
 * element that is there but is not an unsigned decimal of ASCII digits (a sign, a comma, an exponent, another
 * script's digits, a trillion) is kept as its raw text, to be reported; null only when there is no element.
 */
function amountOf(amount: unknown): Amount | null {
  if (amount === undefined) return null;
  const raw = text(amount);
  const currency = node(amount)['@Ccy'];
  const unit = currency === undefined ? 'EUR' : String(currency);
  const parsed = parseDecimalAmount(raw);
  if (!parsed || parsed.euros < 0 || raw.split('.')[0]!.replace(/^0+/, '').length > MAX_WHOLE_DIGITS)
    return { cents: null, euros: null, currency: unit, unreadable: raw.slice(0, 100) };
  return { ...parsed, currency: unit, unreadable: null };
}

/**
 * The entry's XML with every text longer than a line may be cut to that length (and any entity it cut in half
 * dropped), so a 9 MB remittance line is never parsed or searched whole. A plain scan: a regular expression over
 * megabytes of one text would exhaust the stack.
 */
function boundTexts(xml: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let close = xml.indexOf('>'); close !== -1; close = xml.indexOf('>', close + 1)) {
    const open = xml.indexOf('<', close);
    if (open === -1) break;
    if (open - close - 1 > MAX_LINE_TEXT) {
      parts.push(
        xml.slice(from, close + 1),
        xml.slice(close + 1, close + 1 + MAX_LINE_TEXT).replace(/&[^;]{0,12}$/, ''),
      );
      from = open;
    }
    close = open;
  }
  return parts.length === 0 ? xml : parts.join('') + xml.slice(from);
}

/** ISO 13616 shape: two letters, two check digits, up to 30 letters or digits. */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/**
 * The ordering account as an IBAN in electronic form, when the bank wrote one whose check digits hold: any country's
 * (an account outside the EU/EEA is what the buyer file must flag, docs/product.md#identified-buyers); anything else
 * (an `Othr` identifier, a typo) is no IBAN and reads as none.
 */
function ibanOf(value: unknown): string | null {
  const iban = text(value).replace(/\s+/g, '').toUpperCase();
  return IBAN_SHAPE.test(iban) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1 ? iban : null;
}

function parseFragment(xml: string): Node {
  if (XMLValidator.validate(xml) !== true)
    throw new StatementFormatError('El extracto camt.053 no es un XML bien formado.');
  return node(parser.parse(xml));
}

/** Reads every transaction of a camt.053 statement: one entry per TxDtls (a batch entry carries several). */
export async function readCamt053(xml: string, pause: () => Promise<void>): Promise<StatementEntry[]> {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new StatementFormatError('El extracto camt.053 no puede llevar declaraciones DOCTYPE.');
  if (!/<(?:\w+:)?BkToCstmrStmt[\s>/]/.test(xml))
    throw new StatementFormatError('El XML no es un extracto camt.053 (falta BkToCstmrStmt).');
  const outline = await outlineXml(xml, pause);
  const entries: StatementEntry[] = [];
  for (const statement of outline.statements) {
    const headerEnd = statement.entries[0]?.start ?? statement.end;
    const tag = /^<([\w.:-]+)/.exec(xml.slice(statement.start, statement.start + 100))?.[1] ?? 'Stmt';
    const header = xml.slice(statement.start, headerEnd);
    const stmtNode = node(list(parseFragment(statement.entries.length > 0 ? `${header}</${tag}>` : header).Stmt)[0]);
    const account =
      text(path(stmtNode, 'Acct', 'Id', 'IBAN')) || text(path(list(path(stmtNode, 'Acct', 'Id', 'Othr'))[0], 'Id'));
    for (const { start, end } of statement.entries) {
      await pause();
      const ntry = node(list(parseFragment(boundTexts(xml.slice(start, end))).Ntry)[0]);
      entries.push(...entryTransactions(ntry, account));
    }
  }
  return entries;
}

function entryTransactions(ntry: Node, account: string): StatementEntry[] {
  const status = text(ntry.Sts) || text(path(ntry, 'Sts', 'Cd'));
  const reversal = text(ntry.RvslInd) === 'true';
  const entryAmount = amountOf(ntry.Amt);
  const entryDirection = text(ntry.CdtDbtInd);
  const bookedOn = (text(path(ntry, 'BookgDt', 'Dt')) || text(path(ntry, 'BookgDt', 'DtTm'))).slice(0, 10) || null;
  const entryInfo = list(ntry.AddtlNtryInf).map(text);
  const transactions = list(ntry.NtryDtls)
    .flatMap((details) => list(node(details).TxDtls))
    .map(node);
  const base = { account, bookedOn, booked: (status === '' || status === 'BOOK') && !reversal };
  const withAmount = (amount: Amount | null) => ({
    amountCents: amount?.cents ?? null,
    amount: amount?.euros ?? null,
    currency: amount?.currency ?? 'EUR',
    // A line without any amount is reported too: nothing the bank sent vanishes from the report.
    unreadableAmount: amount ? amount.unreadable : '',
  });
  if (transactions.length === 0) {
    return [
      {
        ...base,
        ...direction(entryDirection),
        ...withAmount(entryAmount),
        payerName: null,
        payerIban: null,
        text: bounded(entryInfo.join(' ')),
      },
    ];
  }
  return transactions.flatMap((tx) => {
    const amount =
      amountOf(tx.Amt) ??
      amountOf(path(tx, 'AmtDtls', 'TxAmt', 'Amt')) ??
      (transactions.length === 1 ? entryAmount : null);
    const remittance = node(tx.RmtInf);
    const structured = list(remittance.Strd).map((s) => text(path(s, 'CdtrRefInf', 'Ref')));
    const texts = [...structured, ...list(remittance.Ustrd).map(text), ...list(tx.AddtlTxInf).map(text), ...entryInfo];
    const debtor = path(tx, 'RltdPties', 'Dbtr');
    const payerName = bounded(text(path(debtor, 'Nm')) || text(path(debtor, 'Pty', 'Nm')), MAX_PAYER_NAME) || null;
    return [
      {
        ...base,
        ...direction(text(tx.CdtDbtInd) || entryDirection),
        ...withAmount(amount),
        payerName,
        payerIban: ibanOf(path(tx, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')),
        // The structured reference first, so cutting the text never loses it.
        text: bounded(texts.filter(Boolean).join(' ')),
      },
    ];
  });
}

function direction(indicator: string): Pick<StatementEntry, 'direction'> {
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw new StatementFormatError('El extracto camt.053 tiene un apunte sin CdtDbtInd.');
  return { direction: indicator === 'CRDT' ? 'credit' : 'debit' };
}
