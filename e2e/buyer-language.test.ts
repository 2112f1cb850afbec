// A buyer who reads English gets the signing page in English (docs/product.md §11.2): the page's words, its
// language, the notice that the Spanish text binds, and the contract itself in Spanish.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import { COMPANY, fullData } from '#shared/test/contract-fixtures.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import {
  adminApi,
  completeBuyerFile,
  recordLowRisks,
  signAsBuyer,
  storeContent,
  withSigningLinks,
  type AdminApi,
} from './support/contracts-api';
import { ADMIN_PASSWORD, startServer, waitForMail, type RunningServer } from './support/server';
import { drawSignature } from './support/signature';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let api: AdminApi;

beforeAll(async () => {
  server = await startServer({ name: 'buyer-language' });
  api = await adminApi(server.url);
  await storeContent(api, { ...COMPANY, bank_bic: 'CAIXESBBXXX' });
  browser = await launchBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function contractFor(buyers: { language?: string; email: string }[]): Promise<ContractDto> {
  const type = getContractType('arras_penitenciales')!;
  const created = await api<ContractDto>('POST', '/api/cms/contracts', {
    contract_type: type.id,
    contract_data: fullData(type),
    buyers: buyers.map((buyer, index) => ({
      name: `Buyer ${index + 1}`,
      dni: ['12345678Z', 'X1234567L'][index],
      address: 'Calle Mayor 1, 08001 Barcelona',
      buyer_order: index + 1,
      ...buyer,
    })),
    attachments: [],
  });
  const signed = (
    await api<{ contract: ContractDto }>('POST', `/api/cms/contracts/${created.id}/sign`, { contract_id: created.id })
  ).contract;
  // No contract answer carries a token (docs/product.md#links-in-company-hands): an owner takes each link.
  const pending = await withSigningLinks(api, signed);
  // An arras contract: each buyer's identification (Ley 10/2010) is in before the page shows the signature pad.
  for (const buyer of pending.buyers) await completeBuyerFile(server.url, buyer.signing_url);
  return pending;
}

describe('the signing page in the buyer language', () => {
  it('shows an English-speaking buyer the English page, the contract in Spanish, and loads only the English messages', async () => {
    const contract = await contractFor([{ email: 'john@example.com', language: 'en' }, { email: 'ana@example.com' }]);
    const link = contract.buyers[0]!.signing_url;
    expect(new URL(link).searchParams.get('lang')).toBe('en');
    const chunks: string[] = [];
    page.on('request', (request) => {
      const match = /\/(signing\.(?:es|ca|en))-[^/]*\.js$/.exec(request.url());
      if (match) chunks.push(match[1]!);
    });

    await page.goto(link);
    await page.getByRole('heading', { name: 'Signatory' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    expect(await page.title()).toBe('Contract signing · Casa Nova');
    await page.getByRole('heading', { name: 'Handwritten signature' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign contract' }).isDisabled()).toBe(true);
    // The heading names the contract in English; the text is open on the page, its clauses as headings.
    await page.getByRole('heading', { level: 1, name: 'Deposit contract (arras penitenciales)' }).waitFor();
    await page.getByRole('heading', { name: 'Contract text' }).waitFor();
    await page.getByText('The contract is written in Spanish, which is the binding version.').waitFor();
    const text = page.locator('div[lang="es"]');
    expect(await text.isVisible()).toBe(true);
    expect(await text.innerText()).toContain('LA PARTE COMPRADORA');
    expect(await text.getByRole('heading', { level: 4 }).count()).toBeGreaterThan(3);
    expect(await page.locator('details').count()).toBe(0);
    // The company is a signatory, signed by its representative; the footer says who it is and links its privacy policy.
    await page
      .getByRole('listitem')
      .filter({ hasText: '(the company)' })
      .getByText(/^✓ Signed by its representative, /)
      .waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /@/ }).waitFor();
    expect(await footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/en/privacy');
    expect(await seriousViolations(page)).toEqual([]);
    expect(chunks).toEqual(['signing.en']);

    await page.getByRole('button', { name: 'Save signature' }).click();
    await page.getByText('Please add your signature before continuing.').waitFor();
    await drawSignature(page, /^Signature area/);
    await page.getByRole('button', { name: 'Save signature' }).click();
    await page.getByRole('button', { name: 'Sign contract' }).click();
    await page
      .getByText('Your signature has been recorded successfully. Waiting for the other buyers to sign.')
      .waitFor();
    await page.getByRole('heading', { name: 'Signature recorded' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the Spanish page for a Spanish-speaking buyer, and says in English when an English link no longer works', async () => {
    const contract = await contractFor([{ email: 'maria@example.com' }, { email: 'kate@example.com', language: 'en' }]);
    await page.goto(contract.buyers[0]!.signing_url);
    await page.getByRole('heading', { name: 'Firmante', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-ES');
    await page.getByRole('button', { name: 'Firmar Contrato' }).waitFor();
    await page.getByRole('heading', { name: 'Texto del contrato' }).waitFor();
    expect(await page.getByText('The contract is written in Spanish').count()).toBe(0);
    expect(
      await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).getAttribute('href'),
    ).toBe('/privacidad');

    await api('POST', `/api/cms/contracts/${contract.id}/cancel`, {
      reason: 'Prueba de anulación con el aviso en su idioma',
    });
    await page.goto(contract.buyers[1]!.signing_url);
    await page.getByRole('heading', { name: 'This signing link has expired or is no longer active' }).waitFor();
    await page.getByText('Message from the company (in Spanish):').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the payment page in the first buyer language, with English amounts and copy buttons', async () => {
    const contract = await contractFor([{ email: 'paul@example.com', language: 'en' }, { email: 'rosa@example.com' }]);
    // The account is shown only once every party has signed (docs/product.md §6).
    for (const buyer of contract.buyers) await signAsBuyer(server.url, buyer.signing_url);
    await recordLowRisks(api, contract);
    const instructions = await api<{ payment_url: string }>('POST', '/api/payments/create-transfer-instructions', {
      contract_id: contract.id,
      payment_type: 'arras',
    });
    await page.goto(instructions.payment_url);
    await page.getByRole('heading', { name: 'Payment of the deposit (arras)' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    await page.getByRole('heading', { name: 'Transfer details' }).waitFor();
    await page.getByRole('button', { name: 'Copy IBAN' }).waitFor();
    await page
      .getByText(/^€[\d,]+$/)
      .first()
      .waitFor();
    expect(await page.getByRole('img', { name: /^SEPA transfer QR code: €/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("lets the administrator choose each buyer's language in the wizard, in Spanish", async () => {
    await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
    await page.goto(`${server.url}/cms/contracts`);
    await page.getByRole('heading', { name: 'Contratos y Firmas' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo Contrato', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Nuevo Contrato' });
    await wizard.getByLabel('Tipo de contrato').selectOption('arras_penitenciales');
    const type = getContractType('arras_penitenciales')!;
    const data = fullData(type);
    const fieldLabel = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
    for (const field of type.fields) {
      if (field.auto_generated) continue;
      const input = wizard.getByLabel(fieldLabel(field.label));
      if (field.options) await input.selectOption(String(data[field.id]));
      else await input.fill(String(data[field.id]));
    }
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    const group = wizard.getByRole('group', { name: 'Comprador 1' });
    await group.getByLabel(fieldLabel('Nombre completo')).fill('Olivia Brown');
    await group.getByLabel(fieldLabel('Email')).fill('olivia@example.com');
    await group.getByLabel(fieldLabel('DNI/NIE')).fill('Y1234567X');
    await group.getByLabel(fieldLabel('Dirección')).fill('Carrer de Verdi 10, 08012 Barcelona');
    const language = group.getByLabel('Idioma de las comunicaciones');
    expect(await language.inputValue()).toBe('es');
    expect(await language.locator('option').allTextContents()).toEqual(['Español', 'Català', 'English']);
    await language.selectOption('en');
    expect(await seriousViolations(page)).toEqual([]);
    await wizard.getByRole('button', { name: 'Crear Contrato' }).click();
    await page.getByText('Contrato creado exitosamente').waitFor();
    const contracts = await api<ContractDto[]>('GET', '/api/cms/contracts');
    expect(contracts.find((c) => c.buyers[0]?.email === 'olivia@example.com')?.buyers[0]?.language).toBe('en');
  });

  it('asks an English-speaking buyer for the email code in English, mailed in English', async () => {
    await api('PUT', '/api/cms/settings', { signing_email_code: true });
    try {
      const contract = await contractFor([{ email: 'emma@example.com', language: 'en' }, { email: 'pau@example.com' }]);
      await page.goto(contract.buyers[0]!.signing_url);
      await page.getByRole('heading', { name: 'Confirm your email to sign' }).waitFor();
      await page.getByText('Before you sign, we will send a 6-digit code to').waitFor();
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByText('We have sent a 6-digit code to emma@example.com. It expires in 10 minutes.').waitFor();
      const mail = await waitForMail(
        server.dataDir,
        (m) => m.to.includes('emma@example.com') && m.subject.startsWith('Your signing code'),
      );
      const code = /^(\d{6})$/m.exec(mail.text)![1]!;
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const field = page.getByLabel('Code received by email');
      await field.fill(wrong);
      await page.getByRole('button', { name: 'Confirm code' }).click();
      await page.getByText('The code is not correct. You have 4 attempts left.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await field.fill(code);
      await page.getByRole('button', { name: 'Confirm code' }).click();
      await page.getByRole('heading', { name: 'Handwritten signature' }).waitFor();
    } finally {
      await api('PUT', '/api/cms/settings', { signing_email_code: false });
    }
  });
});
