import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { readStatement } from './read-statement';
import { camt053File, norma43File } from './test-statements';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

describe('Norma 43', () => {
  it('reads a bank sample with two accounts, Latin-1 names and concepts over several 23 records', async () => {
    const { format, entries } = await readStatement(fixture('bank-sample.n43'));
    expect(format).toBe('norma43');
    expect(entries.map((e) => [e.account, e.direction, e.amountCents, e.bookedOn])).toEqual([
      ['2100-0418-0200051332', 'debit', 1200, '2026-11-21'],
      ['2100-0418-0200051332', 'credit', 300000, '2026-11-24'],
      ['2100-0418-0200051332', 'credit', 150000, '2026-11-25'],
      ['0049-1500-0123456789', 'credit', 25000, '2026-11-22'],
      ['0049-1500-0123456789', 'credit', 300000, '2026-11-23'],
    ]);
    expect(entries[1]).toMatchObject({
      payerName: 'JOSÉ MUÑOZ PÉREZ',
      currency: 'EUR',
      booked: true,
      text: expect.stringContaining('CONCEPTO: RESERVA RF71 B5E7 A1C2 3D4F CALLE VERDI 12'),
    });
    expect(entries[3]!.text).toContain('BIZUM: SEÑAL VISITA PISO');
    // Norma 43 has no field for the ordering account.
    expect(entries.every((e) => e.payerIban === null)).toBe(true);
  });

  it('reads what the builder writes, also without line breaks', async () => {
    const file = norma43File([
      { direction: 'credit', amount: 123456, payer: 'ANA GARCÍA', text: 'RESERVA RF71B5E7A1C23D4F' },
      { direction: 'debit', amount: 99, text: 'COMISION' },
    ]);
    const oneLine = Buffer.from(file.toString('latin1').replace(/\r\n/g, ''), 'latin1');
    for (const bytes of [file, oneLine]) {
      const { entries } = await readStatement(bytes);
      expect(entries.map((e) => [e.direction, e.amountCents, e.payerName])).toEqual([
        ['credit', 123456, 'ANA GARCÍA'],
        ['debit', 99, null],
      ]);
    }
  });

  it('refuses a file whose account totals do not add up (a cut or edited file)', async () => {
    const file = norma43File([{ direction: 'credit', amount: 300000, text: 'RF71B5E7A1C23D4F' }]).toString('latin1');
    const edited = file.replace('00000000300000', '00000000400000');
    await expect(readStatement(Buffer.from(edited, 'latin1'))).rejects.toThrow('los totales de la cuenta no cuadran');
    const cut = file.split('\r\n').slice(0, 3).join('\r\n');
    await expect(readStatement(Buffer.from(cut, 'latin1'))).rejects.toThrow('falta el registro final');
  });
});

describe('camt.053', () => {
  it('reads a .001.02 bank sample: structured reference, batch entry with two transactions, debit, pending entry', async () => {
    const { format, entries } = await readStatement(fixture('bank-sample.camt053.001.02.xml'));
    expect(format).toBe('camt053');
    expect(entries.map((e) => [e.direction, e.amountCents, e.payerName, e.booked])).toEqual([
      ['credit', 300000, 'Ana García López', true],
      ['debit', 4530, null, true],
      ['credit', 200000, 'Isabel Ruiz Soler', true],
      ['credit', 150000, 'Marta Vidal & Cía', true],
      ['credit', 425050, null, false],
    ]);
    expect(entries[0]).toMatchObject({
      account: 'ES9121000418450200051332',
      bookedOn: '2026-11-24',
      text: 'RF71B5E7A1C23D4F',
    });
    expect(entries[2]!.text).toBe('Reserva piso Verdi rf03 c0ff ee00 1234');
    // The ordering account, where the bank gives it (RltdPties/DbtrAcct/Id/IBAN).
    expect(entries.map((e) => e.payerIban)).toEqual(['ES7921000813610123456789', null, null, null, null]);
  });

  it('reads a .001.08 bank sample: status code, debtor party, amount on the transaction', async () => {
    const { entries } = await readStatement(fixture('bank-sample.camt053.001.08.xml'));
    expect(entries.map((e) => [e.direction, e.amountCents, e.payerName, e.booked, e.bookedOn])).toEqual([
      ['credit', 425050, 'Emma Jones', true, '2026-11-25'],
      ['debit', 300000, null, true, '2026-11-25'],
    ]);
    expect(entries[0]!.text).toBe('RF05 D1CE 0000 5678 Deposit for the flat');
    expect(entries.map((e) => e.payerIban)).toEqual(['GB33BUKB20201555555555', null]);
  });

  it('reads the ordering IBAN in electronic form, and no IBAN from an account whose check digits fail', async () => {
    for (const version of ['02', '08'] as const) {
      const { entries } = await readStatement(
        Buffer.from(
          camt053File(
            [
              { direction: 'credit', amount: 100, payer: 'Ana', payerIban: 'es91 2100 0418 4502 0005 1332', text: 'a' },
              { direction: 'credit', amount: 100, payer: 'Ana', payerIban: 'ES00 2100 0418 4502 0005 1332', text: 'b' },
              { direction: 'credit', amount: 100, payerIban: 'CH9300762011623852957', text: 'c' },
            ],
            version,
          ),
        ),
      );
      expect(entries.map((e) => e.payerIban)).toEqual(['ES9121000418450200051332', null, 'CH9300762011623852957']);
    }
  });

  it('reads what the builder writes in both versions', async () => {
    for (const version of ['02', '08'] as const) {
      const { entries } = await readStatement(
        Buffer.from(camt053File([{ direction: 'credit', amount: 50, payer: 'A & B', text: 'x' }], version)),
      );
      expect(entries).toEqual([
        {
          account: 'ES9121000418450200051332',
          bookedOn: '2026-11-24',
          direction: 'credit',
          amountCents: 50,
          amount: 0.5,
          unreadableAmount: null,
          currency: 'EUR',
          payerName: 'A & B',
          payerIban: null,
          text: 'x',
          booked: true,
        },
      ]);
    }
  });
});

describe('files that are not statements', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
    ['plain text', Buffer.from('Hola, esto es una nota.\n')],
    ['an empty file', Buffer.alloc(0)],
    [
      'other XML',
      Buffer.from(
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>',
      ),
    ],
    [
      'broken camt.053',
      Buffer.from(
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt></BkToCstmrStmt>',
      ),
    ],
    [
      'camt.053 with a DOCTYPE',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt/></Document>',
      ),
    ],
  ])('refuses %s', async (_name, bytes) => {
    await expect(readStatement(bytes)).rejects.toThrow(/extracto/);
  });
});
