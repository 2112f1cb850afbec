// Builders of bank statements for tests, written the way banks write them: Norma 43 in Latin-1 with CRLF and
// fixed-width records, camt.053 in UTF-8. The readers are tested against these and against fixtures/.

import { asCents, formatCentsPlain } from '#shared/money/cents.ts';

type TestMovement = {
  direction: 'credit' | 'debit';
  /** In cents. */
  amount: number;
  /** The amount exactly as the bank writes it, when it is not a number of cents ("2999.995"). */
  amountText?: string;
  date?: string;
  payer?: string;
  /** The ordering account (camt.053 DbtrAcct/Id/IBAN, written as given); Norma 43 has no place for it. */
  payerIban?: string;
  /** Free text; Norma 43 cuts it into 38-character concepts. */
  text?: string;
};

const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
const num = (value: number, width: number) => String(value).padStart(width, '0');
const yymmdd = (iso = '2026-11-24') => iso.slice(2).replace(/-/g, '');

/** A Norma 43 file with one account (2100 0418 0200051332) and the given movements. */
export function norma43File(movements: TestMovement[], options: { currency?: string } = {}): Buffer {
  const records = [
    `11210004180200051332${yymmdd('2026-11-20')}${yymmdd('2026-11-25')}2${num(0, 14)}${options.currency ?? '978'}3${pad('CASA NOVA REFORMAS SL', 26)}   `,
  ];
  for (const m of movements) {
    records.push(
      `22    0418${yymmdd(m.date)}${yymmdd(m.date)}04099${m.direction === 'debit' ? '1' : '2'}${num(m.amount, 14)}${num(0, 10)}${pad('', 12)}${pad('TRANSFERENCIA', 16)}`,
    );
    const concepts = [m.payer ?? '', ...((m.text ?? '').match(/.{1,38}/g) ?? [])];
    for (let i = 0; i < concepts.length && i < 10; i += 2) {
      records.push(`23${num(i / 2 + 1, 2)}${pad(concepts[i] ?? '', 38)}${pad(concepts[i + 1] ?? '', 38)}`);
    }
  }
  const debits = movements.filter((m) => m.direction === 'debit').map((m) => m.amount);
  const credits = movements.filter((m) => m.direction === 'credit').map((m) => m.amount);
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  records.push(
    `33210004180200051332${num(debits.length, 5)}${num(sum(debits), 14)}${num(credits.length, 5)}${num(sum(credits), 14)}2${num(0, 14)}978    `,
  );
  records.push(pad(`88${'9'.repeat(18)}${num(records.length, 6)}`, 80));
  for (const record of records)
    if (record.length !== 80) throw new Error(`Norma 43 record of ${record.length} characters: ${record}`);
  return Buffer.from(`${records.join('\r\n')}\r\n`, 'latin1');
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A camt.053 statement (.001.02 or .001.08), one entry per movement, the text as unstructured remittance. */
export function camt053File(
  movements: TestMovement[],
  version: '02' | '08' = '02',
  account = 'ES9121000418450200051332',
): string {
  const entries = movements.map((m) => {
    const amount = `<Amt Ccy="EUR">${m.amountText ?? formatCentsPlain(asCents(m.amount))}</Amt>`;
    const indicator = `<CdtDbtInd>${m.direction === 'credit' ? 'CRDT' : 'DBIT'}</CdtDbtInd>`;
    const status = version === '02' ? '<Sts>BOOK</Sts>' : '<Sts><Cd>BOOK</Cd></Sts>';
    const payer = m.payer
      ? version === '02'
        ? `<Dbtr><Nm>${escapeXml(m.payer)}</Nm></Dbtr>`
        : `<Dbtr><Pty><Nm>${escapeXml(m.payer)}</Nm></Pty></Dbtr>`
      : '';
    const payerAccount = m.payerIban ? `<DbtrAcct><Id><IBAN>${escapeXml(m.payerIban)}</IBAN></Id></DbtrAcct>` : '';
    const parties = payer || payerAccount ? `<RltdPties>${payer}${payerAccount}</RltdPties>` : '';
    return (
      `<Ntry>${amount}${indicator}${status}<BookgDt><Dt>${m.date ?? '2026-11-24'}</Dt></BookgDt>` +
      `<NtryDtls><TxDtls>${version === '08' ? amount : `<AmtDtls><TxAmt>${amount}</TxAmt></AmtDtls>`}` +
      `${parties}<RmtInf><Ustrd>${escapeXml(m.text ?? '')}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}"><BkToCstmrStmt>` +
    `<GrpHdr><MsgId>TEST-${version}</MsgId><CreDtTm>2026-11-25T06:00:00</CreDtTm></GrpHdr>` +
    `<Stmt><Id>TEST</Id><CreDtTm>2026-11-25T06:00:00</CreDtTm><Acct><Id><IBAN>${account}</IBAN></Id></Acct>` +
    `${entries.join('')}</Stmt></BkToCstmrStmt></Document>`
  );
}
