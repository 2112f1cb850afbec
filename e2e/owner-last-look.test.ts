import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { adminApi, contractAwaitingBuyers, recordLowRisks, signAsBuyer, type AdminApi } from './support/contracts-api';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';

// Issue 50 as a new owner meets it at 1 280 px, on the demo installation: company details in one form reached from the
// checklist at the field to fix, demo values marked; a last look before signing and before the first send; «Pago»
// after the money; the properties table and toasts that cover nothing (docs/product.md#company-details,
// #last-look, #paid, #properties-table, #toasts).

const DESKTOP = { width: 1280, height: 900 };
const BUYER = {
  name: 'Emma Jones',
  email: 'emma.owner@example.com',
  dni: '12345678Z',
  address: 'Carrer Gran 1, Barcelona',
};

let server: RunningServer;
let api: AdminApi;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ name: 'owner-last-look', env: { SEED_DEMO: 'true' } });
  api = await adminApi(server.url);
  browser = await launchBrowser({ viewport: DESKTOP, acceptDownloads: true });
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rowOf = (contract: ContractDto) => page.getByRole('row').filter({ hasText: contract.id.slice(0, 8) });

describe('company details in one form (item 1)', () => {
  it('the checklist link lands on the field to fix; demo values are marked; one Guardar saves them all', async () => {
    await page.goto(`${server.url}/cms`);
    const check = page.locator('[data-check="legal_identity"]');
    await check.getByRole('link', { name: 'Completar en Contenido' }).click();
    const form = page.getByRole('form', { name: 'Datos de la empresa' });
    const legalName = form.getByRole('textbox', { name: /^Razón social/ });
    await expect.poll(() => legalName.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect
      .poll(async () => {
        const box = (await legalName.boundingBox())!;
        return box.y > 0 && box.y + box.height < DESKTOP.height;
      })
      .toBe(true);
    expect(await form.getByText('dato de ejemplo').count()).toBeGreaterThan(1);

    await legalName.fill('Reformas Llar S.L.');
    await form.getByRole('textbox', { name: /^CIF\/NIF/ }).fill('B12345675');
    await form.getByText('CIF/NIF no válido').waitFor();
    expect(await form.getByRole('button', { name: 'Guardar datos de la empresa' }).isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: /^CIF\/NIF/ }).fill('B12345674');
    await form.getByRole('button', { name: 'Guardar datos de la empresa' }).click();
    await page.getByText(/^Datos de la empresa guardados \(2 cambios\)/).waitFor();
    expect(await form.getByRole('textbox', { name: 'Razón social' }).inputValue()).toBe('Reformas Llar S.L.');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('a last look before one-way acts (item 3)', () => {
  it('«Firmar» names who signs, the language and the buyers, and links the draft; the toast names the person', async () => {
    const draft = await contractAwaitingBuyers(api, 'arras_penitenciales', [BUYER], { draft: true });
    await page.goto(`${server.url}/cms/contracts`);
    await rowOf(draft).getByRole('button', { name: 'Firmar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Firmar contrato' });
    const facts = dialog.locator('dl');
    await facts.getByText(/desde la cuenta de administración compartida/).waitFor();
    expect(await facts.textContent()).toContain('castellano');
    expect(await facts.textContent()).toContain('Emma Jones · emma.owner@example.com');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Ver el borrador en PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    const checkbox = dialog.getByRole('checkbox');
    if (await checkbox.count()) await checkbox.check();
    await dialog.getByRole('button', { name: 'Firmar', exact: true }).click();
    const toast = page.getByText(/^Contrato firmado por el administrador: /);
    await toast.waitFor();

    // The toast sits clear of the page's title.
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const notice = (await toast.boundingBox())!;
    const overlaps = notice.y < title.y + title.height && notice.y + notice.height > title.y;
    expect(overlaps && notice.x < title.x + title.width && notice.x + notice.width > title.x).toBe(false);
    // Archived, so the next test's contract is the only one awaiting buyers.
    await api('DELETE', `/api/cms/contracts/${draft.id}`);
  });

  it('the first «Enviar Emails a Compradores» says to whom; «Reenviar enlace» appears only after it', async () => {
    const pending = await contractAwaitingBuyers(api, 'arras_penitenciales', [
      { ...BUYER, email: 'emma.send@example.com' },
    ]);
    await page.goto(`${server.url}/cms/contracts`);
    const row = rowOf(pending);
    await row.first().waitFor();
    const details = page.getByRole('button', { name: 'Enviar Emails a Compradores' });
    if (!(await details.isVisible())) await row.first().click();
    await details.waitFor();
    expect(await page.getByRole('button', { name: /^Reenviar enlace a Emma Jones/ }).count()).toBe(0);
    await details.click();
    const confirm = page.getByRole('dialog', { name: 'Enviar Emails a Compradores' });
    await confirm.getByText(/Emma Jones \(emma\.send@example\.com\)/).waitFor();
    await confirm.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Emails de firma enviados exitosamente').waitFor();
    await page.getByRole('button', { name: /^Reenviar enlace a Emma Jones/ }).waitFor();
  });
});

describe('«Pago» after the money (item 5)', () => {
  it('says it is paid, when and by whom, with its receipt, and offers nothing to copy', async () => {
    const pending = await contractAwaitingBuyers(
      api,
      'reserva_no_condicionada',
      [{ ...BUYER, email: 'emma.paid@example.com' }],
      { data: { importe_reserva: 3000 } },
    );
    await recordLowRisks(api, pending);
    for (const buyer of pending.buyers) {
      const link = await api<{ signing_url: string }>(
        'POST',
        `/api/cms/contracts/${pending.id}/buyers/${buyer.id}/signing-link`,
      );
      await signAsBuyer(server.url, link.signing_url);
    }
    const contract = await api<ContractDto>('GET', `/api/cms/contracts/${pending.id}`);
    const instructions = await api<{ transaction_id: string }>('POST', '/api/payments/create-transfer-instructions', {
      contract_id: contract.id,
      payment_type: 'reserva',
    });
    await api('POST', `/api/payments/${instructions.transaction_id}/mark-as-paid`);
    await page.goto(`${server.url}/cms/contracts`);
    await rowOf(contract).getByRole('button', { name: 'Pago', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Enlace de pago' });
    await modal.getByText(/^Pagado el /).waitFor();
    await modal.getByRole('link', { name: /Ver el justificante del pago/ }).waitFor();
    expect(await modal.getByRole('button', { name: /^Copiar/ }).count()).toBe(0);
    expect(await modal.getByText(contract.id, { exact: true }).count()).toBe(0);
    expect(await modal.getByText(contract.id.slice(0, 8), { exact: true }).getAttribute('title')).toBe(contract.id);
    await modal.getByRole('button', { name: 'Cerrar' }).last().click();
  });
});

describe('layout at 1 280 px (item 8)', () => {
  it('the properties table keeps «Acciones» and «Eliminar» in view inside its card', async () => {
    await page.goto(`${server.url}/cms/properties`);
    await page.getByRole('heading', { name: 'Propiedades' }).first().waitFor();
    const card = (await page.locator('[data-properties-table]').boundingBox())!;
    const header = (await page.getByRole('columnheader', { name: 'Acciones' }).boundingBox())!;
    const remove = (await page
      .getByRole('button', { name: /^Eliminar/ })
      .first()
      .boundingBox())!;
    for (const box of [header, remove]) {
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
      expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    }
  });
});
