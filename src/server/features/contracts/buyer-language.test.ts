// Buyers' language (docs/product.md §11.2): stored with each buyer, Spanish by default, and used by every mail
// the buyer gets; Spanish buyers and the company read exactly what they always did.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentPageDto } from '#shared/api/api-types.ts';
import type { ContractDto, PublicContractDto } from '#shared/api/contract-dtos.ts';
import { buyerDate } from '#shared/i18n/buyer-format.ts';
import { migrationsFolder } from '#server/db/client.ts';
import { paymentReceiptMail } from '#server/features/payments/mails.ts';
import {
  BUYERS,
  contractBody,
  createContract,
  pendingContract,
  signAs,
  storeCompanyDetails,
  tokenOf,
} from '#server/test/contracts.ts';
import { createInstructions, markAsPaid, requireBuyerFile } from '#server/test/payments.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { signingReminderMail } from './signing-links/mails';
import { sendDueReminders } from './signing-links/send-due-reminders';

const DAY = 86_400_000;
let t: TestApp;
let clock = new Date('2026-11-24T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await storeCompanyDetails(t);
  // The specification's flow: no buyer file, so money moves once everyone signed (the money gate has its own tests).
  await requireBuyerFile(t, { arras: false, reservation: false });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** Ana in `language` (or without the field), Isabel without the field: her language must default to Spanish. */
function bodyWith(language?: string) {
  counter += 1;
  const [ana, isabel] = BUYERS.map((buyer) => ({ ...buyer, email: buyer.email.replace('@', `+${counter}@`) }));
  return contractBody('arras_penitenciales', {
    buyers: [{ ...ana!, ...(language === undefined ? {} : { language }) }, isabel!],
  });
}

const mailsTo = async (email: string, kind: string) =>
  (await t.outbox()).filter((mail) => mail.to === email && mail.kind === kind);

describe('the buyer language field', () => {
  it('is stored, returned, and Spanish when the body omits it', async () => {
    const created = await createContract(t, bodyWith('en'));
    expect(created.buyers.map((b) => b.language)).toEqual(['en', 'es']);
    const listed = (await t.asAdmin({ method: 'GET', url: '/api/cms/contracts' })).json<ContractDto[]>();
    expect(listed.find((c) => c.id === created.id)!.buyers.map((b) => b.language)).toEqual(['en', 'es']);
    const old = await createContract(t, bodyWith());
    expect(old.buyers.map((b) => b.language)).toEqual(['es', 'es']);
  });

  it('refuses a language the product does not speak, in Spanish (422)', async () => {
    const refused = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: bodyWith('fr') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: 'Idioma del comprador no válido: debe ser es, ca o en' });
  });

  it("tells the signing page the language of the link's buyer", async () => {
    const contract = await pendingContract(t, bodyWith('ca'));
    const read = async (url: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/contracts/${contract.id}?token=${encodeURIComponent(tokenOf(url))}`,
        })
      ).json<PublicContractDto>();
    expect((await read(contract.buyers[0]!.signing_url)).language).toBe('ca');
    expect((await read(contract.buyers[1]!.signing_url)).language).toBe('es');
    // The heading names the type in the page's language; the company is a signatory, signed by its representative.
    const catalan = await read(contract.buyers[0]!.signing_url);
    expect(catalan.contract_type_label).toBe('Contracte d’arres penitencials');
    expect((await read(contract.buyers[1]!.signing_url)).contract_type_label).toBe('Contrato de Arras Penitenciales');
    expect(catalan.company).toMatchObject({
      name: expect.any(String),
      email: expect.stringContaining('@'),
      signed_at: expect.any(String),
    });
    expect(catalan.company?.representative).toBeTruthy();
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    expect(openapi).toContain('Idioma de los emails y páginas del comprador');
  });
});

describe('mails in the buyer language', () => {
  let contract: ContractDto;
  let ana: string;
  let isabel: string;
  beforeAll(async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    contract = await pendingContract(t, bodyWith('en'));
    [ana, isabel] = contract.buyers.map((b) => b.email) as [string, string];
    const sent = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${contract.id}/send-signature-emails` });
    expect(sent.statusCode).toBe(200);
  });

  it('sends the signing link in English to an English-speaking buyer, and unchanged in Spanish to the other', async () => {
    const [english] = await mailsTo(ana, 'contract_signature_request');
    expect(english!.subject).toBe('Awaiting your signature: Deposit contract (arras penitenciales)');
    expect(english!.text).toContain(
      'Property: Carrer de Mallorca 100, 3.º 2.ª, 08036 Barcelona\nSale price: €350,000\nReservation deposit: €3,000\nDeposit (arras): €32,000',
    );
    expect(english!.text).toContain('The deposit is an advance on the price that lets either side withdraw');
    expect(english!.text).toContain('Dear Ana García López,');
    expect(english!.text).toContain(
      'The contract is written in Spanish: the Spanish text is the one that binds you and the company.',
    );
    expect(english!.text).toContain(`Review and sign the contract: ${contract.buyers[0]!.signing_url}`);
    expect(english!.html).toContain('<html lang="en">');

    const [spanish] = await mailsTo(isabel, 'contract_signature_request');
    expect(spanish!.subject).toBe('Firma pendiente: Contrato de Arras Penitenciales');
    expect(spanish!.text).toBe(
      [
        'Tienes un contrato pendiente de firma',
        '',
        'Hola Isabel Ruiz Soler:',
        '',
        'Casa Nova Reformas S.L. te ha enviado el documento «Contrato de Arras Penitenciales» para que lo revises y lo firmes.',
        '',
        // What the contract does, the property and the amounts (docs/product.md §11.2).
        'Las arras son un anticipo del precio que permite desistir de la compra: el comprador perdiéndolas, el vendedor devolviéndolas dobladas.',
        '',
        'Inmueble: Carrer de Mallorca 100, 3.º 2.ª, 08036 Barcelona',
        'Precio de venta: 350.000 €',
        'Importe de la reserva: 3.000 €',
        'Importe de las arras: 32.000 €',
        '',
        'Este enlace es personal: no lo reenvíes. Al firmar se registrarán tu dirección IP, tu navegador y la fecha y hora de la firma.',
        '',
        `Revisar y firmar el contrato: ${contract.buyers[1]!.signing_url}`,
        '',
        '--',
        // The company's identity, as every mail to a buyer signs (lib/mail/layout.ts).
        'Casa Nova · Casa Nova Reformas S.L.',
        'Barcelona, España',
        'info@casanova.example',
      ].join('\n'),
    );
    expect(spanish!.html).toContain('<html lang="es">');
  });

  it('reminds in the buyer language, with the expiry date written for it', async () => {
    clock = new Date(clock.getTime() + 3 * DAY);
    await sendDueReminders({ db: t.db, secret: t.app.ctx.jwtSecret, publicUrl: t.config.publicUrl, now: () => clock });
    const [english] = await mailsTo(ana, 'contract_signature_reminder');
    expect(english!.subject).toBe('Reminder: Deposit contract (arras penitenciales) awaits your signature');
    expect(english!.text).toContain('The link is personal and expires on 24 December 2026.');
    const [spanish] = await mailsTo(isabel, 'contract_signature_reminder');
    expect(spanish!.subject).toBe('Recordatorio: firma pendiente de Contrato de Arras Penitenciales');
    expect(spanish!.text).toContain('El enlace es personal y caduca el 24/12/2026.');
  });

  it('mails the signing code in the buyer language', async () => {
    expect(
      (await t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: { signing_email_code: true } })).statusCode,
    ).toBe(200);
    try {
      // The policy is frozen when the company signs: a contract signed after the setting asks for the code.
      const coded = await pendingContract(t, bodyWith('en'));
      for (const buyer of coded.buyers) {
        const sent = await t.app.inject({
          method: 'POST',
          url: `/api/contracts/${coded.id}/email-code`,
          payload: { token: tokenOf(buyer.signing_url) },
        });
        expect(sent.statusCode).toBe(200);
      }
      const [english] = await mailsTo(coded.buyers[0]!.email, 'signing_code');
      expect(english!.subject).toBe('Your signing code: Deposit contract (arras penitenciales)');
      expect(english!.text).toMatch(/^\d{6}$/m);
      expect(english!.text).toContain('The code expires in 10 minutes and allows 5 attempts.');
      const [spanish] = await mailsTo(coded.buyers[1]!.email, 'signing_code');
      expect(spanish!.subject).toBe('Código para firmar: Contrato de Arras Penitenciales');
      expect(spanish!.text).toContain('El código caduca en 10 minutos y admite 5 intentos.');
    } finally {
      await t.asAdmin({ method: 'PUT', url: '/api/cms/settings', payload: { signing_email_code: false } });
    }
  });

  it('sends the final signed contract in each buyer language and in Spanish to the company', async () => {
    for (const buyer of contract.buyers)
      expect((await signAs(t, contract.id, tokenOf(buyer.signing_url))).statusCode).toBe(200);
    const [english] = await mailsTo(ana, 'contract_signed');
    expect(english!.subject).toBe('Contract signed: Deposit contract (arras penitenciales)');
    expect(english!.text).toContain('SHA-256 fingerprint of the attached PDF:');
    const [spanish] = await mailsTo(isabel, 'contract_signed');
    expect(spanish!.subject).toBe('Contrato firmado: Contrato de Arras Penitenciales');
    const company = (await t.outbox())
      .filter((m) => m.kind === 'contract_signed' && m.to === 'info@casanova.example')
      .at(-1);
    expect(company!.text).toContain('Todas las partes han firmado el documento «Contrato de Arras Penitenciales».');
  });

  it('shows the payment page in the first buyer language and mails each receipt in its buyer language', async () => {
    const created = await createInstructions(t, contract.id, 'arras');
    expect(created.statusCode).toBe(200);
    const url = new URL(created.json<{ payment_url: string }>().payment_url);
    const transactionId = url.pathname.split('/').at(-1)!;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${transactionId}?token=${url.searchParams.get('token')}`,
    });
    expect(page.json<PaymentPageDto>().language).toBe('en');
    expect((await markAsPaid(t, transactionId)).statusCode).toBe(200);
    const [english] = await mailsTo(ana, 'payment_receipt');
    expect(english!.subject).toMatch(/^We have received the payment of €[\d,]+$/);
    expect(english!.text).toContain('for the deposit (arras) of the home at');
    const [spanish] = await mailsTo(isabel, 'payment_receipt');
    expect(spanish!.subject).toMatch(/^Hemos recibido el pago de [\d.]+ €$/);
    expect(spanish!.text).toContain('en concepto de las arras de la vivienda situada en');
  });
});

describe('mails in Catalan', () => {
  it('writes the reminder with a Catalan date and the receipt with Catalan amounts', () => {
    const reminder = signingReminderMail({
      buyerName: 'Jordi Puig',
      contractName: 'Contrato de Arras Penitenciales',
      companyName: 'Casa Nova Reformas S.L.',
      url: 'https://casanova.example/contracts/x/sign?lang=ca',
      expiresOn: buyerDate(new Date('2026-12-24T10:00:00Z'), 'ca'),
      language: 'ca',
    });
    expect(reminder.subject).toBe('Recordatori: signatura pendent de Contrato de Arras Penitenciales');
    expect(reminder.text).toContain('Hola, Jordi Puig:');
    expect(reminder.text).toContain('L’enllaç és personal i caduca el 24 de desembre del 2026.');
    expect(reminder.html).toContain('<html lang="ca">');

    const receipt = paymentReceiptMail({
      buyerName: 'Jordi Puig',
      amount: 3000,
      payerName: 'JORDI PUIG',
      paidByThisBuyer: true,
      valueDate: '2026-11-24',
      buyerNames: ['Jordi Puig'],
      paymentType: 'reserva',
      contractSigned: true,
      contractTypeName: 'Contrato de Reserva Condicionada',
      contractShortId: 'abcd1234',
      propertyAddress: 'Carrer de Verdi 10, Barcelona',
      reference: 'RF18539007547034',
      paidAt: new Date('2026-11-24T10:05:00Z'),
      companyName: 'Casa Nova Reformas S.L.',
      companyEmail: 'info@casanova.example',
      language: 'ca',
    });
    expect(receipt.subject.replace(/\s/g, ' ')).toBe('Hem rebut el pagament de 3.000 €');
    expect(receipt.text).toContain('Data valor: 24 de novembre del 2026');
    expect(receipt.text.replace(/\u00a0/g, ' ')).toContain(
      'Et confirmem que hem rebut la teva transferència de 3.000 € en concepte de la reserva de l’habitatge situat a Carrer de Verdi 10, Barcelona.',
    );
    expect(receipt.text).toContain('Confirmat el: 24 de novembre del 2026, 11:05');
  });
});

describe('upgrade', () => {
  it('gives every buyer stored before the language existed Spanish', async () => {
    // The migrations up to the one before buyer_language, then a buyer row as that release wrote it.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-buyer-language-'));
    try {
      fs.cpSync(migrationsFolder(), folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith('_buyer_language'));
      expect(upTo).toBeGreaterThan(0);
      fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

      const client = new PGlite();
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
        const contract = await client.query<{ id: string }>(
          `insert into contracts (contract_type, contract_data) values ('arras_penitenciales', '{}') returning id`,
        );
        await client.query(
          `insert into contract_buyers (contract_id, buyer_order, name, email, dni, address, token_hash, token_nonce)
           values ($1, 1, 'Ana', 'ana@example.com', '12345678Z', 'Calle Mayor 1', 'hash', 'nonce')`,
          [contract.rows[0]!.id],
        );
        await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
        const buyers = await client.query<{ language: string }>('select language from contract_buyers');
        expect(buyers.rows).toEqual([{ language: 'es' }]);
      } finally {
        await client.close();
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
