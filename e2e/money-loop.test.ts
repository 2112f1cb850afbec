import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentInstructionsDto } from '#shared/api/api-types.ts';
import { groupsOfFour } from '#shared/format/groups-of-four.ts';
import { norma43File } from '#server/features/payments/bank-statements/test-statements.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { adminApi, contractAwaitingBuyers, signedContract, storeContent, type AdminApi } from './support/contracts-api';
import { ADMIN_PASSWORD, startServer, waitForMail, type RunningServer } from './support/server';

// Issue 21 end to end: the buyer's page shows the account only after every party signed, in the link's language;
// the administrator imports the bank's statement and the transfers it shows are confirmed (docs/product.md §6).

const BANK = {
  legal_name: 'Casa Nova Reformas S.L.',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_name: 'CaixaBank',
  bank_bic: 'CAIXESBBXXX',
};
const ANA = {
  name: 'Ana García López',
  email: 'ana.extracto@example.com',
  dni: '12345678Z',
  address: 'Calle Mayor 1, 08001 Barcelona',
};
const JORDI = {
  name: 'Jordi Puig Serra',
  email: 'jordi.extracto@example.com',
  dni: '87654321X',
  address: 'Carrer Gran 2, 08002 Barcelona',
};
const IBAN = 'ES91 2100 0418 4502 0005 1332';

let server: RunningServer;
let api: AdminApi;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

const instructions = (contractId: string) =>
  api<PaymentInstructionsDto>('POST', '/api/payments/create-transfer-instructions', {
    contract_id: contractId,
    payment_type: 'reserva',
  });

beforeAll(async () => {
  server = await startServer({ name: 'money-loop' });
  api = await adminApi(server.url);
  await storeContent(api, BANK);
  browser = await launchBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the buyer's payment page before and after signing", () => {
  it('shows no account before every party signed, and the account in the link language after', async () => {
    const contract = await contractAwaitingBuyers(api, 'reserva_no_condicionada', [ANA], {
      data: { importe_reserva: 1800 },
    });
    const created = await instructions(contract.id);
    await page.goto(created.payment_url);
    await page.getByRole('heading', { name: 'El contrato está pendiente de firma' }).waitFor();
    await page.getByText('No hagas ninguna transferencia hasta entonces.').waitFor();
    expect(await page.content()).not.toContain(IBAN);
    expect(await page.content()).not.toContain(groupsOfFour(created.payment_reference));

    // The switcher keeps the link and changes the language.
    await page.getByRole('navigation', { name: 'Idioma de la página' }).getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'The contract is awaiting signatures' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    expect(await seriousViolations(page)).toEqual([]);

    const signed = await signedContract(api, server.url, 'reserva_no_condicionada', [JORDI], { importe_reserva: 1800 });
    const ready = await instructions(signed.id);
    // The server's page is English already: its language, title and instructions, before any script runs.
    const shell = await fetch(`${ready.payment_url}&lang=en`);
    expect(shell.headers.get('content-language')).toBe('en-GB');
    const html = await shell.text();
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toContain('<title>Payment instructions | Casa Nova Reformas S.L.</title>');
    expect(html).toContain('Transfer details');
    await page.goto(`${ready.payment_url}&lang=en`);
    const details = page.getByRole('region', { name: 'Transfer details' });
    await details.getByText(IBAN, { exact: true }).waitFor();
    // No Spanish type name for an English reader.
    await page
      .getByText(/Reservation deposit contract/)
      .first()
      .waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Contrato de/);
    await page.getByRole('heading', { name: 'We never change our bank details by email or phone' }).waitFor();
    await page.getByRole('heading', { name: 'Paying from outside the euro area' }).waitFor();
    await page
      .getByRole('region', { name: 'Deadline' })
      .getByText(/by \d{1,2} \w+ \d{4} at the latest/)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the invalid-link page in the link language', async () => {
    await page.goto(`${server.url}/pago/00000000-0000-4000-8000-000000000000?token=${'0'.repeat(64)}&lang=ca`);
    await page.getByRole('heading', { name: 'Enllaç de pagament no vàlid' }).waitFor();
  });
});

describe("'Importar extracto'", () => {
  let first: PaymentInstructionsDto;
  let second: PaymentInstructionsDto;
  let third: PaymentInstructionsDto;
  let statement: Buffer;

  beforeAll(async () => {
    const buyerA = { ...ANA, email: 'ana.importa@example.com' };
    const buyerB = { ...JORDI, email: 'jordi.importa@example.com' };
    const buyerC = { ...ANA, name: 'Marta Soler Vidal', dni: '00000000T', email: 'marta.importa@example.com' };
    first = await instructions(
      (
        await signedContract(api, server.url, 'reserva_no_condicionada', [buyerA], {
          importe_reserva: 3000,
          direccion_inmueble: 'Carrer de Verdi 12, 2n 1a, 08012 Barcelona',
        })
      ).id,
    );
    second = await instructions(
      (await signedContract(api, server.url, 'reserva_no_condicionada', [buyerB], { importe_reserva: 2000 })).id,
    );
    third = await instructions(
      (await signedContract(api, server.url, 'reserva_no_condicionada', [buyerC], { importe_reserva: 2500 })).id,
    );
    statement = norma43File([
      {
        direction: 'credit',
        amount: 300000,
        payer: 'GARCIA LOPEZ ANA',
        text: `RESERVA ${groupsOfFour(first.payment_reference)}`,
      },
      // The right reference and amount, from someone who is not a buyer: for an owner to confirm by hand.
      {
        direction: 'credit',
        amount: 250000,
        payer: 'JOSÉ MUÑOZ PÉREZ',
        text: `RESERVA ${third.payment_reference}`,
      },
      {
        direction: 'credit',
        amount: 150000,
        payer: 'JORDI PUIG SERRA',
        text: `RESERVA ${second.payment_reference.toLowerCase()}`,
      },
      // The account's ordinary life: no contract's payment, nothing for the owner to do (issue 50).
      { direction: 'credit', amount: 4512, payer: 'COMUNIDAD PROP VERDI 12', text: 'DEVOLUCION DERRAMA 2026' },
      { direction: 'debit', amount: 8934, payer: 'ENDESA ENERGIA SAU', text: 'RECIBO LUZ NOVIEMBRE' },
    ]);
    await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
  });

  async function openImport() {
    await page.goto(`${server.url}/cms/contracts`);
    const panel = page.getByRole('region', { name: 'Esperando transferencia' });
    await panel.getByRole('button', { name: 'Importar extracto' }).click();
    return page.getByRole('dialog', { name: 'Importar extracto' });
  }

  it('uploads the statement with progress, confirms the buyer’s transfer and lists the ones to review', async () => {
    const dialog = await openImport();
    // One sentence says which file: the one the owner downloads from the bank.
    await dialog
      .getByText('Sube el extracto que descargas de tu banco en formato Norma 43 o camt.053', { exact: false })
      .waitFor();
    // Hold the upload until the progress bar has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/cms/bank-statements',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await dialog
      .getByLabel('Elegir extracto bancario')
      .setInputFiles({ name: 'TT251126.N43', mimeType: 'text/plain', buffer: statement });
    await dialog.getByRole('progressbar').waitFor();
    release();

    const confirmed = dialog.getByRole('region', { name: 'Confirmados (1)' });
    await confirmed.getByText('3.000 € · Ordenante: GARCIA LOPEZ ANA', { exact: false }).waitFor();
    await confirmed.getByText(groupsOfFour(first.payment_reference), { exact: true }).waitFor();
    // Each payment line names its contract (short reference) and the home.
    expect(
      await confirmed.getByText(/^Contrato [0-9a-f]{8} · Carrer de Verdi 12, 2n 1a, 08012 Barcelona$/).count(),
    ).toBe(1);
    const review = dialog.getByRole('region', { name: 'Para revisar (2)' });
    await review.getByText('1.500 € · Ordenante: JORDI PUIG SERRA', { exact: false }).waitFor();
    await review.getByText('El importe no coincide con el del pago (2.000 €).').waitFor();
    await review.getByText(/^Concepto: .*JORDI PUIG SERRA RESERVA rf/).waitFor();
    await review.getByText('2.500 € · Ordenante: JOSÉ MUÑOZ PÉREZ', { exact: false }).waitFor();
    expect(await review.getByText(/^Contrato [0-9a-f]{8} · /).count()).toBe(2);
    // The refund and the electricity bill are not for review: listed apart, closed, nothing to do.
    expect(await review.getByText(/ENDESA|COMUNIDAD/).count()).toBe(0);
    const others = dialog.getByRole('region', { name: 'Otros movimientos (2)' });
    const endesa = others.getByText('89,34 € · Ordenante: ENDESA ENERGIA SAU', { exact: false });
    expect(await endesa.isVisible()).toBe(false);
    await others.getByText('Otros movimientos (2)').click();
    await endesa.waitFor();
    await others.getByText('45,12 € · Ordenante: COMUNIDAD PROP VERDI 12', { exact: false }).waitFor();
    await others.getByText('no hay nada que hacer con ellos', { exact: false }).waitFor();
    expect(await others.getByRole('button').count()).toBe(0);
    expect(page.viewportSize()?.width).toBe(1280);
    expect(await seriousViolations(page)).toEqual([]);

    // Another person's transfer: an owner accepts it by hand, with the reason; the line is the proof, and the ordering
    // account a Norma 43 line does not carry is typed from the bank (docs/product.md#manual-confirmation).
    await review.getByRole('button', { name: /^Confirmar a mano/ }).click();
    await review.getByText('Ordenante según el extracto: JOSÉ MUÑOZ PÉREZ').waitFor();
    await review.getByRole('textbox', { name: /IBAN del ordenante/ }).fill('ES91 2100 0418 4502 0005 1332');
    await review
      .getByRole('textbox', { name: /Motivo para aceptar este pago/ })
      .fill('La pagó su padre desde su cuenta');
    await review.getByRole('button', { name: 'Confirmar el pago' }).click();
    await review.getByText('Confirmado a mano. Motivo: La pagó su padre desde su cuenta').waitFor();

    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    const panel = page.getByRole('region', { name: 'Esperando transferencia' });
    await expect.poll(() => panel.getByText(groupsOfFour(first.payment_reference)).count()).toBe(0);
    await expect.poll(() => panel.getByText(groupsOfFour(third.payment_reference)).count()).toBe(0);
    await panel.getByText(groupsOfFour(second.payment_reference)).waitFor();
    const receipt = await waitForMail(
      server.dataDir,
      (m) => m.to.includes('ana.importa@example.com') && /pago/.test(m.subject),
    );
    expect(receipt.subject).toBe('Hemos recibido el pago de 3.000 €');
  });

  it('importing the same file again confirms nothing twice', async () => {
    const dialog = await openImport();
    await dialog
      .getByLabel('Elegir extracto bancario')
      .setInputFiles({ name: 'TT251126.N43', mimeType: 'text/plain', buffer: statement });
    await dialog.getByRole('region', { name: 'Confirmados (0)' }).waitFor();
    await dialog
      .getByRole('region', { name: /^Ya estaban confirmados/ })
      .getByText(groupsOfFour(first.payment_reference), { exact: true })
      .waitFor();
  });

  it('says so when the file is not a statement', async () => {
    const dialog = page.getByRole('dialog', { name: 'Importar extracto' });
    await dialog.getByRole('button', { name: 'Importar otro extracto' }).click();
    await dialog
      .getByLabel('Elegir extracto bancario')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('Hola\n') });
    await dialog
      .getByRole('alert')
      .getByText(/^Error al importar el extracto: El archivo no es un extracto bancario/)
      .waitFor();
  });
});
