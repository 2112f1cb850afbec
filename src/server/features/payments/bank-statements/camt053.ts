import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { StatementFormatError, type StatementEntry } from './statement-entry';

// ISO 20022 camt.053 (bank-to-customer statement), any version: .001.02 (the one most banks still send) to .001.13.
// Document/BkToCstmrStmt/Stmt[]/Ntry[]: Amt@Ccy, CdtDbtInd (CRDT/DBIT), Sts (.02: text; .08 and later: Sts/Cd),
// BookgDt, AddtlNtryInf and NtryDtls[]/TxDtls[] with their own Amt, RltdPties/Dbtr (.02: Dbtr/Nm; .08: Dbtr/Pty/Nm),
// RmtInf/Strd[]/CdtrRefInf/Ref (the structured creditor reference, RF…) and RmtInf/Ustrd[] (free text).

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

function cents(amount: unknown): { cents: number; currency: string } | null {
  const value = text(amount);
  if (!/^\d+(\.\d{1,5})?$/.test(value)) return null;
  return {
    cents: Math.round(Number(value) * 100),
    currency: node(amount)['@Ccy'] === undefined ? 'EUR' : String(node(amount)['@Ccy']),
  };
}

/** Reads every transaction of a camt.053 statement: one entry per TxDtls (a batch entry carries several). */
export function readCamt053(xml: string): StatementEntry[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new StatementFormatError('El extracto camt.053 no puede llevar declaraciones DOCTYPE.');
  if (XMLValidator.validate(xml) !== true)
    throw new StatementFormatError('El extracto camt.053 no es un XML bien formado.');
  const statement = path(parser.parse(xml), 'Document', 'BkToCstmrStmt');
  if (!statement || typeof statement !== 'object')
    throw new StatementFormatError('El XML no es un extracto camt.053 (falta BkToCstmrStmt).');
  const entries: StatementEntry[] = [];
  for (const stmt of list(node(statement).Stmt)) {
    const account =
      text(path(stmt, 'Acct', 'Id', 'IBAN')) || text(path(list(path(stmt, 'Acct', 'Id', 'Othr'))[0], 'Id'));
    for (const ntry of list(node(stmt).Ntry)) entries.push(...entryTransactions(node(ntry), account));
  }
  return entries;
}

function entryTransactions(ntry: Node, account: string): StatementEntry[] {
  const status = text(ntry.Sts) || text(path(ntry, 'Sts', 'Cd'));
  const reversal = text(ntry.RvslInd) === 'true';
  const entryAmount = cents(ntry.Amt);
  const entryDirection = text(ntry.CdtDbtInd);
  const bookedOn = (text(path(ntry, 'BookgDt', 'Dt')) || text(path(ntry, 'BookgDt', 'DtTm'))).slice(0, 10) || null;
  const entryInfo = list(ntry.AddtlNtryInf).map(text);
  const transactions = list(ntry.NtryDtls)
    .flatMap((details) => list(node(details).TxDtls))
    .map(node);
  const base = { account, bookedOn, booked: (status === '' || status === 'BOOK') && !reversal };
  if (transactions.length === 0) {
    if (!entryAmount) return [];
    return [
      {
        ...base,
        ...direction(entryDirection),
        amountCents: entryAmount.cents,
        currency: entryAmount.currency,
        payerName: null,
        text: entryInfo.join(' '),
      },
    ];
  }
  return transactions.flatMap((tx) => {
    const amount =
      cents(tx.Amt) ?? cents(path(tx, 'AmtDtls', 'TxAmt', 'Amt')) ?? (transactions.length === 1 ? entryAmount : null);
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
        amountCents: amount.cents,
        currency: amount.currency,
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
