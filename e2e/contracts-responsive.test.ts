import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentInstructionsDto } from '#shared/api/api-types.ts';
import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { COMPANY } from '#shared/test/contract-fixtures.ts';

import { pdfAttachment } from './support/api-client';
import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import {
  adminApi,
  contractAwaitingBuyers,
  signAsBuyer,
  signedContract,
  storeContent,
  type AdminApi,
} from './support/contracts-api';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';

// The contracts admin page, the signing page and the payment page on a phone and on a desktop:
// nothing scrolls sideways, every control is reachable, axe finds nothing serious.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'wide', width: 1440, height: 900 },
];

const ANA = {
  name: 'Ana García López',
  email: 'ana.garcia.lopez@example.com',
  dni: '12345678Z',
  address: 'Calle Mayor 1, 08001 Barcelona',
};
const ISABEL = {
  name: 'Isabel Ruiz Soler',
  email: 'isabel@example.com',
  dni: 'X1234567L',
  address: 'Carrer de Balmes 2, 08007 Barcelona',
};

let server: RunningServer;
let api: AdminApi;
let pending: ContractDto;
let instructions: PaymentInstructionsDto;

/** Widest thing on the page: anything beyond the viewport means sideways scrolling on a phone. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Controls of the page's main content smaller than a finger (24 px, WCAG 2.2 target size minimum). */
const tinyTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(button, a[href], input, select, textarea)')]
      .filter((element) => element.offsetParent !== null && !element.matches('.sr-only, .sr-only *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width < 24 || box.height < 24;
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );

beforeAll(async () => {
  server = await startServer({ name: 'contracts-responsive' });
  api = await adminApi(server.url);
  await storeContent(api, { ...COMPANY, bank_bic: 'CAIXESBBXXX' });

  await contractAwaitingBuyers(api, 'arras_penitenciales', [ANA, ISABEL], { draft: true });
  pending = await contractAwaitingBuyers(api, 'reserva_condicionada', [ANA, ISABEL], {
    attachments: [pdfAttachment('nota-simple-registral.pdf', 1200)],
  });
  await signAsBuyer(server.url, pending.buyers[0]!.signing_url);
  const signed = await signedContract(api, server.url, 'reserva_no_condicionada', [ANA]);
  instructions = await api('POST', '/api/payments/create-transfer-instructions', {
    contract_id: signed.id,
    payment_type: 'reserva',
  });
});

afterAll(async () => {
  await server?.stop();
});

describe.each(VIEWPORTS)('on a $name ($width px)', (viewport) => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the contracts page fits, reads well and passes axe', async () => {
    await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
    await page.goto(`${server.url}/cms/contracts`);
    await page.getByRole('heading', { name: 'Contratos y Firmas' }).waitFor();
    await page.getByRole('region', { name: 'Esperando transferencia' }).waitFor();
    await page.getByRole('button', { name: 'Firmar', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Enviar Emails a Compradores' }).waitFor();
    await page.getByRole('button', { name: /nota-simple-registral\.pdf/ }).waitFor();

    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await tinyTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the new-contract wizard fits and passes axe', async () => {
    await page.getByRole('button', { name: 'Nuevo Contrato', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Nuevo Contrato' });
    await wizard.getByLabel('Tipo de contrato').selectOption('reserva_condicionada');
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => wizard.count()).toBe(0);
  });

  it('the payment-link modal and the payment confirmation fit and pass axe', async () => {
    await page
      .locator('tr, article')
      .filter({ hasText: 'Contrato de Reserva No Condicionada' })
      .getByRole('button', { name: 'Pago', exact: true })
      .click();
    const modal = page.getByRole('dialog', { name: 'Enlace de pago' });
    await modal.getByRole('textbox', { name: 'Enlace para el cliente' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Cerrar' }).first().click();

    await page
      .getByRole('region', { name: 'Esperando transferencia' })
      .getByRole('button', { name: /Confirmado/ })
      .click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Cancelar' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('the signing page fits, keeps the pad usable and passes axe', async () => {
    await page.goto(pending.buyers[1]!.signing_url);
    await page
      .getByRole('heading', { name: /Contrato de Reserva/ })
      .first()
      .waitFor();
    await page.getByRole('img', { name: /Área de firma/ }).waitFor();

    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await tinyTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the signed view and the broken-link error of the signing page pass axe', async () => {
    await page.goto(pending.buyers[0]!.signing_url);
    await page.getByRole('heading', { name: 'Firma registrada' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(pending.buyers[0]!.signing_url.replace(/token=[^&]+/, 'token=broken'));
    await page.getByRole('heading', { name: 'No se pudo abrir el contrato' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the payment page fits and passes axe', async () => {
    await page.goto(instructions.payment_url);
    await page.getByRole('img', { name: /Código QR de transferencia SEPA/ }).waitFor();

    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(await tinyTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
