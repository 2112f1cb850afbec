import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { ADMIN_PASSWORD, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ name: 'admin-layout' });
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('admin on a 390 px phone', () => {
  it('opens the sidebar as a slide-in menu and closes it after navigating', async () => {
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('No hay contactos recientes').waitFor();
    const nav = page.getByRole('navigation', { name: 'Administración' });
    expect(await nav.isVisible()).toBe(false);

    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Contactos' }).waitFor();
    await page.getByText('Administrador', { exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Contactos' }).click();
    await page.waitForURL(/\/cms\/contacts$/);
    await expect.poll(() => nav.isVisible()).toBe(false);

    await toggle.click();
    // The address changes before the lazily loaded page renders; the link follows once it has.
    await expect.poll(() => nav.getByRole('link', { name: 'Contactos' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
  });

  it('every admin page fits the screen and has no serious accessibility problems', async () => {
    const pages: [string, string][] = [
      ['/cms', 'Dashboard'],
      ['/cms/properties', 'Propiedades'],
      ['/cms/content', 'Contenido'],
      ['/cms/menu', 'Menú'],
      ['/cms/contacts', 'Contactos'],
      ['/cms/contracts', 'Contratos y Firmas'],
      ['/cms/change-password', 'Cambiar Password'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, fits: await noHorizontalScroll() }).toEqual({ path, fits: true });
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('on a desktop screen the sidebar spans the full height, also at the bottom of a long page', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    try {
      await page.goto(`${server.url}/cms/content`);
      await page.getByRole('heading', { level: 1, name: 'Contenido' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const measure = () =>
        page.evaluate(() => {
          const aside = document.getElementById('admin-sidebar')!;
          const nav = aside.querySelector('nav')!.closest('div.flex-col')!;
          const box = (el: Element) => el.getBoundingClientRect();
          return {
            viewport: window.innerHeight,
            page: document.documentElement.scrollHeight,
            // The column, in page coordinates: from the top of the page to its bottom.
            column: { top: box(aside).top + window.scrollY, bottom: box(aside).bottom + window.scrollY },
            // Its contents, on screen: the whole screen, wherever the page is scrolled.
            panel: { top: box(nav).top, bottom: box(nav).bottom },
            bottomIsSidebar: aside.contains(document.elementFromPoint(20, window.innerHeight - 2)),
            background: getComputedStyle(aside).backgroundColor,
            mainLeft: box(document.getElementById('admin-main')!).left,
          };
        });
      const scrolled = await measure();
      expect(scrolled.column).toEqual({ top: 0, bottom: scrolled.page });
      expect(scrolled.panel).toEqual({ top: 0, bottom: scrolled.viewport });
      expect(scrolled.bottomIsSidebar).toBe(true);
      expect(scrolled.background).not.toBe('rgba(0, 0, 0, 0)');
      // The content starts after the sidebar, not under it.
      expect(scrolled.mainLeft).toBeGreaterThanOrEqual(256);
      await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Contactos' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Administración' }).isVisible()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });

  it('also serves the admin under /admin', async () => {
    await page.goto(`${server.url}/admin/menu`);
    await page.getByRole('heading', { level: 1, name: 'Menú' }).waitFor();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    expect(await page.getByRole('link', { name: 'Propiedades' }).getAttribute('href')).toBe('/admin/properties');
  });

  it('logs out from the sidebar', async () => {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${server.url}/cms`);
    await page.waitForURL(/\/login$/);
  });
});
