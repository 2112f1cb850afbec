import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { adminApi, contractAwaitingBuyers, signedContract, type AdminApi } from './support/contracts-api';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';

// Nothing signed is destroyed (docs/product.md §5.3), on a fresh install (SEED_DEMO=false, no company details):
// 'Firmar' asks to confirm the missing company data, 'Anular' needs a reason, 'Archivar' says what is kept and
// the archived contract is still there under «Archivados», and the buyers' links stop working.

const ANA = {
  name: 'Ana García López',
  email: 'ana@example.com',
  dni: '12345678Z',
  address: 'Calle Mayor 1, 08001 Barcelona',
};
const LUIS = {
  name: 'Luis Pérez Ruiz',
  email: 'luis@example.com',
  dni: 'X1234567L',
  address: 'Carrer de Balmes 2, 08007 Barcelona',
};

let server: RunningServer;
let api: AdminApi;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let toSign: ContractDto;
let toDelete: ContractDto;
let toCancel: ContractDto;
let toArchive: ContractDto;

const short = (contract: ContractDto) => contract.id.slice(0, 8);
const rowOf = (contract: ContractDto) =>
  page
    .getByRole('row')
    .filter({ hasText: short(contract) })
    .first();
const button = (contract: ContractDto, name: string) => rowOf(contract).getByRole('button', { name, exact: true });
const buttonNames = async (contract: ContractDto) =>
  rowOf(contract)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));

async function openContracts() {
  await page.goto(`${server.url}/cms/contracts`);
  await page.getByRole('heading', { name: 'Contratos y Firmas' }).waitFor();
}

beforeAll(async () => {
  server = await startServer({ name: 'contracts-lifecycle' });
  api = await adminApi(server.url);
  toSign = await contractAwaitingBuyers(api, 'reserva_condicionada', [ANA], { draft: true });
  toDelete = await contractAwaitingBuyers(api, 'reserva_no_condicionada', [LUIS], { draft: true });
  toCancel = await contractAwaitingBuyers(api, 'arras_penitenciales', [ANA, LUIS]);
  toArchive = await signedContract(api, server.url, 'reserva_no_condicionada', [ANA]);
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('contract lifecycle in the admin', () => {
  it("offers 'Eliminar' on a draft, 'Archivar' and 'Anular' on a contract out for signature, each named exactly", async () => {
    await openContracts();
    await rowOf(toArchive).waitFor();
    expect(await buttonNames(toDelete)).toEqual(['Firmar', 'PDF', 'Pago', 'Eliminar']);
    expect(await buttonNames(toCancel)).toEqual(['PDF', 'Pago', 'Anular', 'Archivar']);
    expect(await buttonNames(toArchive)).toEqual(['PDF', 'Pago', 'Anular', 'Archivar']);
    // 'Anular' is the destructive one (filled red); 'Archivar' keeps everything and looks like 'PDF', not like a danger.
    const background = (name: string) => button(toCancel, name).evaluate((el) => getComputedStyle(el).backgroundColor);
    const neutral = await background('PDF');
    expect(await background('Archivar')).toBe(neutral);
    expect(await background('Anular')).not.toBe(neutral);
    expect(await button(toCancel, 'Anular').evaluate((el) => el.className)).toContain('bg-red-600');
    // Which contract a button acts on is its description, not part of its name.
    const description = await button(toDelete, 'Eliminar').evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toBe(`Contrato de Reserva No Condicionada ${short(toDelete)}`);
    expect(await page.getByRole('button', { name: 'Nuevo Contrato', exact: true }).count()).toBe(1);
  });

  it("'Firmar' lists the missing company data and signs only after an explicit confirmation", async () => {
    await button(toSign, 'Firmar').click();
    const dialog = page.getByRole('dialog', { name: 'Firmar contrato' });
    const alert = dialog.getByRole('alert');
    await alert.getByText('Faltan datos de la empresa que el contrato necesita:').waitFor();
    for (const label of [
      'Razón social',
      'CIF/NIF',
      'Domicilio social',
      'Representante legal',
      'DNI/NIE del representante',
      'IBAN',
      'Banco',
    ]) {
      await alert
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .waitFor();
    }
    const sign = dialog.getByRole('button', { name: 'Firmar', exact: true });
    expect(await sign.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog
      .getByRole('checkbox', { name: 'Entiendo que el contrato se firmará con esos datos en blanco' })
      .check();
    await sign.click();
    await page.getByText('Contrato firmado por el administrador').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await rowOf(toSign).getByText('Pendiente de Firma', { exact: true }).waitFor();
  });

  it("'Anular' asks for a reason, cancels, and the buyer's link stops working", async () => {
    await button(toCancel, 'Anular').click();
    const dialog = page.getByRole('dialog', { name: 'Anular contrato' });
    await dialog.getByRole('button', { name: 'Ver el aviso a los compradores' }).click();
    await dialog.getByText(/^El motivo de la anulación debe explicar el porqué/).waitFor();
    await dialog.getByText('Elige el motivo de la anulación').waitFor();
    // Only the reasons of an arras contract: no unmet condition, which belongs to a conditional reservation.
    const reasons = await dialog
      .getByLabel(/^Motivo/)
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(reasons).toEqual(['', 'mutual_agreement', 'buyer_withdrawal', 'seller_withdrawal_double_arras', 'error']);
    await dialog.getByLabel(/^Motivo/).selectOption('buyer_withdrawal');
    await dialog.getByLabel(/^Explicación/).fill('Los compradores no obtienen la financiación');
    // A last look (docs/product.md#last-look): the notice each buyer would receive, before anything is cancelled.
    await dialog.getByRole('button', { name: 'Ver el aviso a los compradores' }).click();
    const notices = dialog.getByRole('region', { name: 'Lo que recibirá cada comprador' });
    await notices.waitFor();
    expect(await rowOf(toCancel).getByText('Cancelado', { exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Anular contrato' }).click();
    await page.getByText('Contrato anulado', { exact: true }).waitFor();
    await rowOf(toCancel).getByText('Cancelado', { exact: true }).waitFor();
    await page.getByText('Motivo: Los compradores no obtienen la financiación').waitFor();
    expect(await buttonNames(toCancel)).toEqual(['PDF', 'Archivar']);

    const buyerPage = await browser.context.newPage();
    await buyerPage.goto(toCancel.buyers[0]!.signing_url);
    await buyerPage.getByText(/Este enlace de firma ya no está activo: el contrato ha sido anulado/).waitFor();
    expect(await buyerPage.getByRole('button', { name: 'Firmar Contrato' }).count()).toBe(0);
    await buyerPage.close();
  });

  it("'Archivar' says what is kept; the contract leaves the list and is still there, with its PDF, under «Archivados»", async () => {
    await button(toArchive, 'Archivar').click();
    const dialog = page.getByRole('dialog', { name: 'Archivar contrato' });
    await dialog
      .getByText(
        /sus enlaces de firma dejarán de funcionar\. Se conservan los compradores, los documentos adjuntos, el texto firmado, las firmas, el registro de evidencias, los pagos y el PDF/,
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Archivar', exact: true }).click();
    await page.getByText('Contrato archivado exitosamente').waitFor();
    await expect.poll(() => rowOf(toArchive).count()).toBe(0);

    await page.getByLabel('Mostrar').selectOption('archived');
    await rowOf(toArchive).getByText('Archivado', { exact: true }).waitFor();
    await rowOf(toArchive).getByText('Firmado', { exact: true }).waitFor();
    expect(await buttonNames(toArchive)).toEqual(['PDF', 'Anular']);
    const [download] = await Promise.all([page.waitForEvent('download'), button(toArchive, 'PDF').click()]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');

    const buyerPage = await browser.context.newPage();
    await buyerPage.goto(toArchive.buyers[0]!.signing_url);
    await buyerPage.getByText(/Este enlace de firma ya no está activo: el contrato se ha archivado/).waitFor();
    await buyerPage.close();
  });

  it('filters the cancelled contracts', async () => {
    await page.getByLabel('Mostrar').selectOption('cancelled');
    await rowOf(toCancel).waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: short(toSign) })
        .count(),
    ).toBe(0);
    await page.getByLabel('Mostrar').selectOption('all');
    await rowOf(toSign).waitFor();
  });

  it("'Eliminar' removes a draft after confirming, and it is not archived", async () => {
    await button(toDelete, 'Eliminar').click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar contrato' });
    await dialog.getByText('¿Estás seguro de que quieres eliminar este contrato?').waitFor();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByText('Contrato eliminado exitosamente').waitFor();
    await expect.poll(() => rowOf(toDelete).count()).toBe(0);
    const archived = await api<ContractDto[]>('GET', '/api/cms/contracts?archived=true');
    expect(archived.map((c) => c.id)).toEqual([toArchive.id]);
  });
});
