import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer, waitForMail, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ name: 'auth' });
  browser = await launchBrowser();
  page = browser.page;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function login(password: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

async function logout() {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL(/\/login$/);
}

describe('login and session', () => {
  it('sends a visitor without a session from /cms to /login', async () => {
    await page.goto(`${server.url}/cms/properties`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the error on a wrong password', async () => {
    await login('not-the-password');
    await page.getByText('Error al iniciar sesión').waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('logs in and shows the sidebar with the seven items and the user', async () => {
    await login(ADMIN_PASSWORD);
    // Back to the page that sent the visitor to /login.
    await page.waitForURL(/\/cms\/properties$/);
    await page.goto(`${server.url}/cms`);
    const nav = page.getByRole('navigation', { name: 'Administración' });
    for (const item of [
      'Dashboard',
      'Propiedades',
      'Contenido',
      'Menú',
      'Contactos',
      'Contratos y Firmas',
      'Cambiar Password',
    ]) {
      await nav.getByRole('link', { name: item, exact: true }).waitFor();
    }
    await page.getByText('Administrador', { exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('clears a token the server no longer accepts', async () => {
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.evaluate(() => localStorage.setItem('token', 'forged.token.value'));
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('change password', () => {
  it('checks the rules, changes the password and asks to log in again', async () => {
    await login(ADMIN_PASSWORD);
    await page.getByRole('navigation', { name: 'Administración' }).waitFor();
    await page.goto(`${server.url}/cms`);
    await page.getByRole('link', { name: 'Cambiar Password' }).click();
    await page.waitForURL(/\/cms\/change-password$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Password actual').fill(ADMIN_PASSWORD);
    await page.getByLabel(/^Nuevo password/).fill('abc');
    await page.getByLabel('Confirmar nuevo password').fill('abcd');
    await page.getByRole('button', { name: 'Cambiar Password' }).click();
    await page.getByText('El nuevo password y la confirmación no coinciden').waitFor();

    await page.getByLabel('Confirmar nuevo password').fill('abc');
    await page.getByRole('button', { name: 'Cambiar Password' }).click();
    await page.getByText('El nuevo password debe tener al menos 6 caracteres').waitFor();

    await page.getByLabel(/^Nuevo password/).fill(ADMIN_PASSWORD);
    await page.getByLabel('Confirmar nuevo password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar Password' }).click();
    await page.getByText('El nuevo password debe ser diferente al actual').waitFor();

    await page.getByLabel('Password actual').fill('wrong-current');
    await page.getByLabel(/^Nuevo password/).fill('nuevo-password-1');
    await page.getByLabel('Confirmar nuevo password').fill('nuevo-password-1');
    await page.getByRole('button', { name: 'Cambiar Password' }).click();
    await page.getByText('Error al cambiar el password').waitFor();

    await page.getByLabel('Password actual').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar Password' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Password cambiado correctamente').waitFor();

    await login(ADMIN_PASSWORD);
    await page.getByText('Error al iniciar sesión').waitFor();
    await login('nuevo-password-1');
    await page.waitForURL(/\/cms$/);
    await logout();
  });
});

describe('password reset', () => {
  it('asks for an email and answers the same whether it exists or not', async () => {
    await page.goto(`${server.url}/reset-password`);
    await page.getByText('caducan en 1 hora y solo pueden usarse una vez').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill('nobody@casanova.test');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Si el email corresponde a una cuenta' });
    const unknown = await confirmation.innerText();

    await page.goto(`${server.url}/reset-password`);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(confirmation.innerText()).resolves.toBe(unknown);
  });

  it('sets a new password from the emailed link and then redirects to /login', async () => {
    const mail = await waitForMail(server.dataDir, (m) => m.to.includes(ADMIN_EMAIL));
    const link = /https?:\/\/\S+?\/reset-password\?token=[^\s"'<>]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByText('caducan en 1 hora y solo pueden usarse una vez').first().waitFor();

    await page.getByLabel('Nueva contraseña').fill('reset-pass-1');
    await page.getByLabel('Confirmar contraseña').fill('reset-pass-2');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();

    await page.getByLabel('Nueva contraseña').fill('short');
    await page.getByLabel('Confirmar contraseña').fill('short');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.getByText('La contraseña debe tener al menos 6 caracteres').waitFor();

    await page.getByLabel('Nueva contraseña').fill('reset-pass-1');
    await page.getByLabel('Confirmar contraseña').fill('reset-pass-1');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.getByText('Contraseña restablecida correctamente.').waitFor();
    const started = Date.now();
    await page.waitForURL(/\/login$/, { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThan(2000);

    await login('reset-pass-1');
    await page.waitForURL(/\/cms$/);
    await logout();

    // The link works only once.
    await page.goto(link!);
    await page.getByLabel('Nueva contraseña').fill('reset-pass-3');
    await page.getByLabel('Confirmar contraseña').fill('reset-pass-3');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.getByText('Error al restablecer la contraseña').waitFor();
  });
});
