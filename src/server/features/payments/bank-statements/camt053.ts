import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { parseDecimalAmount } from '#shared/money/cents.ts';

import { StatementFormatError, type StatementEntry } from './statement-entry';
import { outlineXml } from './xml-outline';

// ISO 20022 camt.053 (bank-to-customer statement), any version: .001.02 (the one most banks still send) to .001.13.
// Document/BkToCstmrStmt/Stmt[]/Ntry[]: Amt@Ccy, CdtDbtInd (CRDT/DBIT), Sts (.02: text; .08 and later: Sts/Cd),
// BookgDt, AddtlNtryInf and NtryDtls[]/TxDtls[] with their own Amt, RltdPties/Dbtr (.02: Dbtr/Nm; .08: Dbtr/Pty/Nm),
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

type Amount = { cents: number | null; euros: number; currency: string };

/** The amount exactly as the bank wrote it: more than two decimals is kept as such (cents null), never rounded. */
function amountOf(amount: unknown): Amount | null {
  const parsed = parseDecimalAmount(text(amount));
  if (!parsed || parsed.euros < 0) return null;
  const currency = node(amount)['@Ccy'];
  return { ...parsed, currency: currency === undefined ? 'EUR' : String(currency) };
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
      const ntry = node(list(parseFragment(xml.slice(start, end)).Ntry)[0]);
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
  const withAmount = (amount: Amount) => ({
    amountCents: amount.cents,
    amount: amount.euros,
    currency: amount.currency,
  });
  if (transactions.length === 0) {
    if (!entryAmount) return [];
    return [
      { ...base, ...direction(entryDirection), ...withAmount(entryAmount), payerName: null, text: entryInfo.join(' ') },
    ];
  }
  return transactions.flatMap((tx) => {
    const amount =
      amountOf(tx.Amt) ??
      amountOf(path(tx, 'AmtDtls', 'TxAmt', 'Amt')) ??
      (transactions.length === 1 ? entryAmount : null);
    if (!amount) return [];
    const remittance = node(tx.RmtInf);
    const structured = list(remittance.Strd).map((s) => text(path(s, 'CdtrRefInf', 'Ref')));
    const texts = [...structured, ...list(remittance.Ustrd).map(text), ...list(tx.AddtlTxInf).map(text), ...entryInfo];
    const debtor = path(tx, 'RltdPties', 'Dbtr');
    const payerName = text(path(debtor, 'Nm')) || text(path(debtor, 'Pty', 'Nm')) || null;
    return [
      {
        ...base,
        ...direction(text(tx.CdtDbtInd) || entryDirection),
        ...withAmount(amount),
        payerName,
        text: texts.filter(Boolean).join(' '),
      },
    ];
  });
}

function direction(indicator: string): Pick<StatementEntry, 'direction'> {
  if (indicator !== 'CRDT' && indicator !== 'DBIT')
    throw new StatementFormatError('El extracto camt.053 tiene un apunte sin CdtDbtInd.');
  return { direction: indicator === 'CRDT' ? 'credit' : 'debit' };
}
