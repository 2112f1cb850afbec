import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seriousViolations } from './support/axe';
import { launchBrowser, loginAsAdmin } from './support/browser';
import { ADMIN_PASSWORD, startServer, waitForMail, type RunningServer } from './support/server';

// Personas (docs/product.md §4): an owner invites a representative with signing powers, the invited person
// chooses a password from the mailed link and logs in, and deactivating them ends their session at once.

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const EMAIL = 'laura@casanova.test';

beforeAll(async () => {
  server = await startServer({ name: 'admin-people', env: { SEED_DEMO: 'false' } });
  browser = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  page = browser.page;
  await loginAsAdmin(page, server.url, ADMIN_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const row = () => page.getByRole('listitem', { name: 'Laura Vidal' });

describe('Personas', () => {
  it('invites an owner who may sign, who sets a password and logs in; deactivating ends their session', async () => {
    await page.getByRole('link', { name: 'Personas' }).click();
    await page.getByRole('heading', { name: 'Personas' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(EMAIL);
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Laura Vidal');
    await page.getByRole('combobox', { name: 'Rol', exact: true }).selectOption('owner');
    await page.getByLabel('Puede firmar en nombre de la empresa').check();
    await page.getByLabel('Nombre completo del representante').fill('Laura Vidal Roca');
    await page.getByLabel('DNI/NIE').fill('12345678Z');
    await page.getByLabel('Cargo').fill('Consejera delegada');
    await page
      .getByRole('textbox', { name: 'Poderes', exact: true })
      .fill('Escritura de 3 de marzo de 2025, protocolo 1234');
    await page.getByRole('button', { name: 'Enviar invitación' }).click();
    await row().getByText('invitación pendiente').waitFor();
    await row().getByText('Firma por la empresa con sus poderes: Laura Vidal Roca, Consejera delegada').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const mail = await waitForMail(server.dataDir, (m) => m.to.includes(EMAIL));
    const link = /https?:\/\/\S+?\/reset-password\?token=[^\s"'<>]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    const other = await browser.context.newPage();
    await other.goto(link!);
    await other.getByLabel('Nueva contraseña').fill('laura-password-1');
    await other.getByLabel('Confirmar contraseña').fill('laura-password-1');
    await other.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await other.getByText('Contraseña restablecida correctamente.').waitFor();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: EMAIL, password: 'laura-password-1' }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = () => fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    await other.close();

    await page.reload();
    await row().getByRole('button', { name: 'Desactivar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
    await row().getByText('desactivada', { exact: false }).waitFor();
    expect((await me()).status).toBe(401);
  });
});
