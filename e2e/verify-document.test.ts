// /verificar in a real browser: a person drops the sealed PDF they received and reads the answer.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMPANY } from '#shared/test/contract-fixtures.ts';

import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { adminApi, signedContract, storeContent } from './support/contracts-api';
import { startServer, type RunningServer } from './support/server';

const BUYERS = [
  { name: 'Ana García López', email: 'ana@example.com', dni: '12345678Z', address: 'Calle Mayor 1, 08001 Barcelona' },
  {
    name: 'Isabel Ruiz Soler',
    email: 'isabel@example.com',
    dni: 'X1234567L',
    address: 'Carrer de Balmes 2, 08007 Barcelona',
  },
];

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let sealed: Buffer;

beforeAll(async () => {
  server = await startServer({ name: 'verify' });
  const api = await adminApi(server.url);
  await storeContent(api, COMPANY);
  const contract = await signedContract(api, server.url, 'arras_penitenciales', BUYERS);
  const token = new URL(contract.buyers[0]!.signing_url).searchParams.get('token')!;
  const response = await fetch(`${server.url}/api/contracts/${contract.id}/pdf?token=${encodeURIComponent(token)}`);
  expect(response.status).toBe(200);
  sealed = Buffer.from(await response.arrayBuffer());
  browser = await launchBrowser();
  page = browser.page;
  // Playwright turns on the interception of file choosers when the first listener is added, asynchronously: a key
  // pressed right after `waitForEvent('filechooser')` on a loaded machine could open the chooser before that, and
  // the event never came. Listening from the start keeps the interception on for the whole file.
  page.on('filechooser', () => {});
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const dropZone = (target: Page, name: RegExp = /Arrastra aquí el PDF o pulsa para elegirlo/) =>
  target.getByRole('button', { name });

/** Drops `bytes` as a file on the drop zone, as a person dragging it from their file manager would. */
async function dropFile(target: Page, bytes: Buffer, name: string, type = 'application/pdf', zoneName?: RegExp) {
  const dataTransfer = await target.evaluateHandle(
    ({ base64, fileName, mime }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: mime }));
      return transfer;
    },
    { base64: bytes.toString('base64'), fileName: name, mime: type },
  );
  // One handle for the three events: the zone's text (its name) changes while a file is over it.
  const zone = await dropZone(target, zoneName).elementHandle();
  for (const event of ['dragenter', 'dragover', 'drop']) await zone!.dispatchEvent(event, { dataTransfer });
}

describe('/verificar', () => {
  it('is served on its own, outside the landing page JavaScript', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await fetch(`${server.url}${script}`)).text(), script).not.toContain(
        'Verificar un contrato firmado',
      );
    }
    const shell = await fetch(`${server.url}/verificar`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<title>Verificar un contrato firmado · Casa Nova</title>');
  });

  it('says a dropped sealed PDF is genuine, names the contract and its signers', async () => {
    await page.goto(`${server.url}/verificar`);
    await page.getByRole('heading', { name: 'Verificar un contrato firmado' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dropFile(page, sealed, 'contrato-firmado.pdf');
    const result = page.getByRole('heading', { name: /Documento auténtico/ });
    await result.waitFor();
    const panel = page.locator('section', { has: result });
    const text = await panel.innerText();
    expect(text).toContain('«contrato-firmado.pdf»');
    expect(text).toContain('Contrato de Arras Penitenciales');
    expect(text).toContain('Ana García López');
    expect(text).toContain('Isabel Ruiz Soler');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('says a PDF with one changed byte cannot be confirmed, chosen with the keyboard', async () => {
    await page.getByRole('button', { name: 'Comprobar otro documento' }).click();
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf('/Producer') + 2;
    tampered[at] = tampered[at]! ^ 0x01;
    await dropZone(page).focus();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await chooser.setFiles({ name: 'contrato-editado.pdf', mimeType: 'application/pdf', buffer: tampered });
    await page.getByRole('heading', { name: 'No podemos confirmar este documento' }).waitFor();
    expect(await page.getByText('«contrato-editado.pdf» no coincide').count()).toBe(1);
  });

  it('refuses a file that is not a PDF in plain Spanish', async () => {
    await page.getByRole('button', { name: 'Comprobar otro documento' }).click();
    await dropFile(page, Buffer.from('hola'), 'notas.txt', 'text/plain');
    await page.getByRole('alert').filter({ hasText: 'El archivo no es un PDF.' }).waitFor();
  });
});

describe('/en/verificar, /en/verify and /ca/verificar', () => {
  it('are the same page in English and Catalan, each with its own title and language', async () => {
    const english = await fetch(`${server.url}/en/verificar`);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-language')).toBe('en-GB');
    const html = await english.text();
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toContain('<title>Verify a signed contract · Casa Nova</title>');
    expect(await (await fetch(`${server.url}/ca/verificar`)).text()).toContain(
      '<title>Verificar un contracte signat · Casa Nova</title>',
    );
  });

  it('tells an English reader that the sealed PDF is genuine, in English', async () => {
    await page.goto(`${server.url}/en/verificar`);
    await page.getByRole('heading', { name: 'Verify a signed contract' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    expect(await seriousViolations(page)).toEqual([]);
    await dropFile(page, sealed, 'signed-contract.pdf', 'application/pdf', /Drag the PDF here or click to choose it/);
    const result = page.getByRole('heading', { name: /Genuine document/ });
    await result.waitFor();
    const text = await page.locator('section', { has: result }).innerText();
    expect(text).toContain('“signed-contract.pdf” is exactly the PDF we issued');
    expect(text).toContain('Signatories');
    expect(text).toContain('Ana García López');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('answers at /en/verify and names the contract and the company in English, with no Spanish type name', async () => {
    await page.goto(`${server.url}/en/verify`);
    await page.getByRole('heading', { name: 'Verify a signed contract' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    await dropFile(page, sealed, 'signed-contract.pdf', 'application/pdf', /Drag the PDF here or click to choose it/);
    const result = page.getByRole('heading', { name: /Genuine document/ });
    await result.waitFor();
    const text = await page.locator('section', { has: result }).innerText();
    expect(text).toContain('Deposit contract (arras penitenciales)');
    expect(text).not.toContain('Contrato de');
    expect(text).not.toContain('representada por');
  });
});
