// The pages of the app bundle (login, admin, signing, payment, verification) in a real browser: their shell preloads
// all the code the page runs, so a phone fetches it at once instead of discovering each chunk after the last one ran,
// and loading them breaks no rule of the Content-Security-Policy and logs nothing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser } from './support/browser';
import { restAgainstWholeSheet } from './support/computed-styles';
import {
  adminApi,
  contractAwaitingBuyers,
  recordLowRisks,
  signedContract,
  storeContent,
} from './support/contracts-api';
import { collectConsoleProblems } from './support/public-site';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let signingPath: string;
let paymentPath: string;

beforeAll(async () => {
  server = await startServer({ name: 'app-shells' });
  const api = await adminApi(server.url);
  const contract = await contractAwaitingBuyers(api, 'reserva_no_condicionada', [
    { name: 'Ana García López', email: 'ana@example.com', dni: '12345678Z', address: 'Calle Mayor 1, 08001 Barcelona' },
  ]);
  const link = new URL(contract.buyers[0]!.signing_url);
  signingPath = `${link.pathname}${link.search}`;
  const signed = await signedContract(api, server.url, 'reserva_no_condicionada', [
    { name: 'Joan Puig Vila', email: 'joan@example.com', dni: '87654321X', address: 'Carrer Gran 2, 08002 Barcelona' },
  ]);
  await recordLowRisks(api, signed);
  // The company's account, so the payment page shows the instructions whole (and the server draws them).
  await storeContent(api, {
    legal_name: 'Casa Nova Reformas S.L.',
    bank_iban: 'ES91 2100 0418 4502 0005 1332',
    bank_name: 'CaixaBank',
    bank_bic: 'CAIXESBBXXX',
  });
  const instructions = await api<{ payment_url: string }>('POST', '/api/payments/create-transfer-instructions', {
    contract_id: signed.id,
    payment_type: 'reserva',
  });
  const paymentLink = new URL(instructions.payment_url);
  paymentPath = `${paymentLink.pathname}${paymentLink.search}`;
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The scripts a page's HTML names: its entry and its module preloads, or, on a page whose script waits for the first
 * paint (docs/decisions/033, 034), the same names given to the loader.
 */
const shellScripts = (html: string) =>
  new Set([
    ...[...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<script data-src="([^"]+)" data-preload="([^"]*)">/g)].flatMap((m) => [
      m[1]!,
      ...m[2]!.split(' ').filter(Boolean),
    ]),
  ]);

/** Opens `path` in a new tab and reports the scripts it ran, what it logged and any CSP violation. */
async function visit(path: string, ready: (page: Page) => Promise<unknown>) {
  const page = await browser.context.newPage();
  try {
    const problems = collectConsoleProblems(page);
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.sourceFile}`),
      );
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${server.url}${path}`);
    const html = await response!.text();
    await ready(page);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    return { html, scripts, problems, violations };
  } finally {
    await page.close();
  }
}

describe('app pages', () => {
  it.each([
    ['/login', (page: Page) => page.getByLabel('Usuario').waitFor()],
    ['/cms', (page: Page) => page.getByLabel('Usuario').waitFor()],
    ['/verificar', (page: Page) => page.getByRole('heading', { name: 'Verificar un contrato firmado' }).waitFor()],
    ['/en/verificar', (page: Page) => page.getByRole('heading', { name: 'Verify a signed contract' }).waitFor()],
  ])('%s runs only code its shell preloads, within the CSP and without console messages', async (path, ready) => {
    const { html, scripts, problems, violations } = await visit(path, ready);
    // A page opened once from a link brings its styles inline; the admin area links the cached file.
    expect(html.includes('<link rel="stylesheet"')).toBe(!path.includes('verificar'));
    const preloaded = shellScripts(html);
    expect(preloaded.size).toBeGreaterThan(2);
    // A reader's language other than Spanish is one more small chunk, chosen once the page knows the language.
    expect(
      scripts.filter(
        (script) => !preloaded.has(script) && !/\/(?:verify|signing|payment|reset)\.(?:ca|en)-/.test(script),
      ),
    ).toEqual([]);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each([
    ['signing', () => signingPath],
    ['payment', () => paymentPath],
  ])('the %s page too, on the buyer’s phone', async (_name, path) => {
    const { html, scripts, problems, violations } = await visit(path(), (page) => page.locator('h1').first().waitFor());
    // Drawn on the server: the rules it uses inline in the head, nothing to fetch before the first paint; the rest of
    // the sheet, for what the script draws later, linked after the content (docs/decisions/036).
    expect(html).toMatch(/<style>[\s\S]{1000,}?<\/style><\/head>/);
    expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    const preloaded = shellScripts(html);
    // The buyer build's entry, its shared chunk (Preact, the query cache) and the page's chunk; none of the app's.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.filter((script) => /\/app-/.test(script))).toEqual([]);
    // The signing steps' code (buyer's file, signature pad) is asked for once the contract is on screen
    // (docs/decisions/033), and the worker that loads ICU's data when the script starts (035), which the page never
    // waits for long: everything the first draw needs is preloaded.
    const afterFirstDraw = /\/(?:BuyerFileGate|SigningForm|intl-warmup\.worker)-/;
    expect(scripts.filter((script) => !preloaded.has(script) && !afterFirstDraw.test(script))).toEqual([]);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the signing page carries its contract and draws it, guide and gates included, without asking the API', async () => {
    const page = await browser.context.newPage();
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
      });
      await page.goto(`${server.url}${signingPath}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('button', { name: 'Firmar Contrato' }).waitFor();
      // Nor the guide's two answers (no code is asked for on a fresh install; the buyer's file, read by the page).
      expect(asked).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each([
    ['signing', () => signingPath, 'Firmar Contrato'],
    ['payment', () => paymentPath, 'Copiar IBAN'],
  ])(
    "the %s page has ICU's data loaded in a worker before it takes over, and takes over without it",
    async (_name, path, control) => {
      for (const blocked of [false, true]) {
        const page = await browser.context.newPage();
        try {
          const workers: string[] = [];
          page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
          const served: number[] = [];
          page.on('response', (response) => {
            if (/\/intl-warmup\.worker-/.test(response.url())) served.push(response.status());
          });
          if (blocked) await page.route(/\/intl-warmup\.worker-[^/]+\.js$/, (route) => route.abort());
          await page.goto(`${server.url}${path()}`);
          await page.waitForFunction(() => document.getElementById('__DATA__') === null);
          // The controls answer: the script has taken the page over, with the worker or without it.
          await page.getByRole('button', { name: control }).first().waitFor();
          if (blocked) continue;
          expect(workers.filter((url) => /\/intl-warmup\.worker-/.test(url))).toHaveLength(1);
          expect(served).toEqual([200]);
        } finally {
          await page.close();
        }
      }
    },
  );

  it.each([
    ['signing', () => signingPath, 'Contrato de Reserva No Condicionada', 'Firmar Contrato'],
    ['payment', () => paymentPath, 'ES91 2100 0418 4502 0005 1332', 'Copiar IBAN'],
  ])(
    'the %s page arrives drawn, and its script takes over what the server drew instead of drawing it again',
    async (_name, path, heading, control) => {
      const page = await browser.context.newPage();
      try {
        const problems = collectConsoleProblems(page);
        // The document as parsed, before any of its scripts ran (module scripts run after 'interactive').
        await page.addInitScript(() =>
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            const state = window as unknown as { drawn: Element | null; parsedText: string };
            state.drawn = document.querySelector('h1');
            state.parsedText = document.getElementById('root')?.textContent ?? '';
          }),
        );
        await page.goto(`${server.url}${path()}`);
        expect(await page.evaluate(() => (window as unknown as { parsedText: string }).parsedText)).toContain(heading);
        // The script has read the page's answers (it removes them) and drawn once its chunks are there.
        await page.waitForFunction(() => document.getElementById('__DATA__') === null);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await page.getByRole('button', { name: control }).first().waitFor();
        expect(
          await page.evaluate(() => {
            const state = window as unknown as { drawn: Element | null };
            return state.drawn !== null && state.drawn === document.querySelector('h1') && state.drawn.isConnected;
          }),
        ).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

describe('the buyer pages’ stylesheet in two parts (docs/decisions/036)', () => {
  it('styles what the signing page’s script draws with the rest as with the whole sheet', async () => {
    const page = await browser.context.newPage();
    try {
      await page.goto(`${server.url}${signingPath}`);
      // The signing steps, drawn by the script once the contract is on screen.
      await page.locator('#root [data-hydrated], #root form, #root button').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect((await restAgainstWholeSheet(page, 'buyer', 50)).slice(0, 10)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
