import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

import { ROOT } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with a fresh profile in the repo's ignored .tmp folder. */
export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    acceptDownloads?: boolean;
    /** A phone: touch events, the mobile viewport meta honoured, a dense screen. */
    phone?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = path.join(ROOT, '.tmp', 'chromium', `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`);
  fs.mkdirSync(profile, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    acceptDownloads: options.acceptDownloads ?? true,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Logs in through the real login page and waits for the admin area. */
export async function loginAsAdmin(page: Page, baseUrl: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: /iniciar sesión/i }).click();
  await page.waitForURL(/\/cms/);
}
