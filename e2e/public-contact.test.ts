import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContactDto, PropertyDto } from '#shared/api/api-types.ts';

import { launchBrowser } from './support/browser';
import { apiProperties, contactFormReady, portfolioReady, presetConsent, waitForIsland } from './support/public-site';
import { ADMIN_PASSWORD, adminToken, startServer, waitForMail, type RunningServer } from './support/server';

let server: RunningServer;
let properties: PropertyDto[];

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: 'true' }, name: 'public-contact' });
  properties = await apiProperties(server.url);
});

afterAll(async () => {
  await server?.stop();
});

async function contacts(): Promise<ContactDto[]> {
  const token = await adminToken(server.url, ADMIN_PASSWORD);
  const response = await fetch(`${server.url}/api/cms/contacts`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as ContactDto[];
}

async function openLanding() {
  const browser = await launchBrowser();
  await presetConsent(browser.page, { marketing: false });
  await browser.page.goto(`${server.url}/#contacto`);
  // The page's script loads after the first paint: typing before the form listens would be lost.
  await contactFormReady(browser.page);
  const form = browser.page.locator('#contacto form');
  return { ...browser, form };
}

describe('contact form', () => {
  it('shows every validation message of docs/product.md §9, on change and on submit', async () => {
    const { page, form, close } = await openLanding();
    try {
      const error = (field: string) => form.locator(`#contact-${field}-error`);
      await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
      expect(await error('name').textContent()).toBe('El nombre es obligatorio');
      expect(await error('email').textContent()).toBe('El email es obligatorio');
      expect(await error('phone').textContent()).toBe('El teléfono es obligatorio');
      expect(await error('message').textContent()).toBe('El mensaje es obligatorio');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
      expect(await form.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true');

      await form.getByLabel('Email').fill('correo sin arroba');
      expect(await error('email').textContent()).toBe('Por favor, introduce un email válido');
      await form.getByLabel('Teléfono').fill('12345');
      expect(await error('phone').textContent()).toBe('Introduce un teléfono válido (ej: 612 345 678)');
      await form.getByLabel('Mensaje').fill('  corto   ');
      expect(await error('message').textContent()).toBe('El mensaje debe tener al menos 10 caracteres');
      await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
      expect(await error('phone').textContent()).toBe(
        'Por favor, introduce un teléfono español válido (ej: 612 345 678)',
      );

      await form.getByLabel('Nombre').fill('Laura');
      expect(await error('name').count()).toBe(0);
      await form.getByLabel('Email').fill('laura@example.com');
      await form.getByLabel('Teléfono').fill('+34 (612) 345-678');
      await form.getByLabel('Mensaje').fill('Quiero información sobre vuestras viviendas.');
      for (const field of ['name', 'email', 'phone', 'message']) expect(await error(field).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('keeps the values and shows the error banner when sending fails, then sends, clears and mails', async () => {
    const { page, form, close } = await openLanding();
    try {
      let release: () => void = () => {};
      await page.route('**/api/contact', async (route) => {
        await new Promise<void>((resolve) => (release = resolve));
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"fallo"}' });
      });
      await form.getByLabel('Nombre').fill('Jordi Puig');
      await form.getByLabel('Email').fill('jordi@example.com');
      await form.getByLabel('Teléfono').fill('612345678');
      await form.getByLabel('Mensaje').fill('Me gustaría visitar el ático del Eixample.');
      await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
      const sending = form.getByRole('button', { name: 'Enviando...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      release();
      await form.getByRole('alert').getByText('Error al enviar el mensaje. Por favor, inténtalo de nuevo.').waitFor();
      expect(await form.getByLabel('Nombre').inputValue()).toBe('Jordi Puig');
      expect(await form.getByLabel('Mensaje').inputValue()).toBe('Me gustaría visitar el ático del Eixample.');

      await page.unroute('**/api/contact');
      await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
      await form
        .getByRole('status')
        .getByText('Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.')
        .waitFor();
      for (const label of ['Nombre', 'Email', 'Teléfono', 'Mensaje'])
        expect(await form.getByLabel(label).inputValue()).toBe('');
      expect(await form.getByRole('alert').count()).toBe(0);

      const stored = (await contacts()).find((c) => c.email === 'jordi@example.com');
      expect(stored).toMatchObject({ name: 'Jordi Puig', interested_property: null });
      await waitForMail(server.dataDir, (mail) => mail.text.includes('Jordi Puig'));
    } finally {
      await close();
    }
  });

  it('has a hidden honeypot field that people never reach', async () => {
    const { page, form, close } = await openLanding();
    try {
      const honeypot = form.locator('input[name="website"]');
      expect(await honeypot.getAttribute('tabindex')).toBe('-1');
      const box = await honeypot.boundingBox();
      expect(box === null || box.x + box.width < 0).toBe(true);
      await form.getByLabel('Nombre').focus();
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).not.toBe('website');
    } finally {
      await close();
    }
  });

  it("carries the property of 'Me Interesa Esta Propiedad' into the form and the stored contact", async () => {
    const { page, form, close } = await openLanding();
    try {
      const property = properties.find((p) => p.status === 'vendiendo')!;
      await portfolioReady(page);
      await page.getByRole('link', { name: property.title, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: property.title });
      await dialog.getByRole('button', { name: 'Me Interesa Esta Propiedad' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById('contacto')!.getBoundingClientRect().top)), {
          timeout: 5000,
        })
        .toBeLessThan(120);
      expect(await form.getByTestId('interested-property').textContent()).toBe(property.title);
      expect(await form.getByLabel('Mensaje').inputValue()).toContain(property.title);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
      expect(new URL(page.url()).pathname).toBe('/');

      await form.getByLabel('Nombre').fill('Marta');
      await form.getByLabel('Email').fill('marta@example.com');
      await form.getByLabel('Teléfono').fill('699 111 222');
      await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
      await form.getByRole('status').waitFor();
      expect(await form.getByTestId('interested-property').count()).toBe(0);
      const stored = (await contacts()).find((c) => c.email === 'marta@example.com');
      expect(stored?.interested_property).toBe(property.title);
    } finally {
      await close();
    }
  });
});

describe('cookie consent', () => {
  it('shows the banner until a choice is made, remembers it and asks again after 12 months', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await page.goto(server.url);
      const banner = page.getByRole('region', { name: 'Tu privacidad' });
      await banner.waitFor();
      // The choice is sent in the background: the record is read once the server has answered.
      const rejected = page.waitForResponse(
        (response) => response.url().endsWith('/api/consent') && response.request().method() === 'POST',
      );
      await banner.getByRole('button', { name: 'Rechazar todas' }).click();
      await banner.waitFor({ state: 'detached' });
      expect((await rejected).status()).toBe(201);
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent')))!);
      expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: false });
      expect(Date.now() - Date.parse(stored.timestamp)).toBeLessThan(60_000);
      // Recorded on the server too, under the random id the browser keeps, with the policy's version.
      const record = await (await fetch(`${server.url}/api/consent/${stored.id}`)).json();
      expect(record).toMatchObject({
        id: stored.id,
        marketing: false,
        functional: false,
        policy_version: stored.version,
      });
      await page.reload();
      await waitForIsland(page, 'cookie-consent');
      expect(await banner.count()).toBe(0);

      await page.evaluate(() => {
        const old = new Date();
        old.setMonth(old.getMonth() - 13);
        const value = JSON.parse(localStorage.getItem('cookie_consent')!);
        localStorage.setItem('cookie_consent', JSON.stringify({ ...value, timestamp: old.toISOString() }));
      });
      await page.reload();
      await banner.waitFor();
      // The server records exactly what was accepted: everything the site uses, and no analytics (it has none).
      const recorded = page.waitForResponse(
        (response) => response.url().endsWith('/api/consent') && response.request().method() === 'POST',
      );
      await banner.getByRole('button', { name: 'Aceptar todas' }).click();
      const response = await recorded;
      expect(response.status()).toBe(201);
      const sent = response.request().postDataJSON();
      expect(sent).toEqual({
        // A choice older than 12 months is forgotten, its id with it.
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        analytics: false,
        marketing: true,
        functional: true,
        policy_version: stored.version,
      });
      await banner.waitFor({ state: 'detached' });
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent')))!)).toMatchObject({
        id: sent.id,
        analytics: false,
        marketing: true,
        functional: true,
      });
    } finally {
      await browser.close();
    }
  });

  it('configures the four categories in the settings dialog, from the banner and from the footer', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      await page.goto(server.url);
      await page.getByRole('region', { name: 'Tu privacidad' }).getByRole('button', { name: 'Configurar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Configuración de cookies' });
      await dialog.waitFor();
      const necessary = dialog.getByLabel('Necesarias');
      expect(await necessary.isChecked()).toBe(true);
      expect(await necessary.isDisabled()).toBe(true);
      for (const name of ['Analíticas', 'Marketing', 'Funcionales'])
        expect(await dialog.getByLabel(name).isChecked()).toBe(false);
      // No analytics are used: the category says so and cannot be switched on.
      expect(await dialog.getByLabel('Analíticas').isDisabled()).toBe(true);
      await dialog.getByText('Hoy no usamos ninguna: la web no mide tus visitas.', { exact: false }).waitFor();
      await dialog.getByLabel('Marketing').check();
      await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent')))!)).toMatchObject({
        necessary: true,
        analytics: false,
        marketing: true,
        functional: false,
      });

      await page.getByRole('contentinfo').getByRole('button', { name: 'Configurar cookies' }).click();
      await dialog.waitFor();
      expect(await dialog.getByLabel('Marketing').isChecked()).toBe(true);
      // The dialog shows the choice as recorded: its date, id and policy version.
      const { id } = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent')))!);
      await dialog.getByText(`Tu elección quedó registrada el`, { exact: false }).filter({ hasText: id }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByRole('region', { name: 'Tu privacidad' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});

describe('the cookie banner on a phone', () => {
  it('offers rejecting exactly like accepting, in under a quarter of the screen, clear of the hero buttons', async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const { page } = browser;
      for (const [url, name, reject, accept, hero] of [
        ['/', 'Tu privacidad', 'Rechazar todas', 'Aceptar todas', 'Ver Propiedades'],
        ['/ca/', 'La teva privacitat', 'Rebutja-les totes', 'Accepta-les totes', 'Mostra els habitatges'],
        ['/en/', 'Your privacy', 'Reject all', 'Accept all', 'View Properties'],
      ] as const) {
        await page.goto(`${server.url}${url}`);
        const banner = page.getByRole('region', { name });
        await banner.waitFor();
        const box = (await banner.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(844 * 0.25);
        const [no, yes] = [banner.getByRole('button', { name: reject }), banner.getByRole('button', { name: accept })];
        const [noBox, yesBox] = [(await no.boundingBox())!, (await yes.boundingBox())!];
        expect([noBox.width, noBox.height]).toEqual([yesBox.width, yesBox.height]);
        const look = (button: typeof no) =>
          button.evaluate((el) => {
            const s = getComputedStyle(el);
            return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderColor];
          });
        expect(await look(no)).toEqual(await look(yes));
        // Every hero link stays visible above the banner.
        await page.locator('main section').first().getByRole('link', { name: hero }).waitFor();
        for (const link of await page.locator('main section').first().getByRole('link').all()) {
          const linkBox = (await link.boundingBox())!;
          expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(box.y);
        }
      }
    } finally {
      await browser.close();
    }
  });
});

describe('the contact form on a phone', () => {
  it('brings the result into view and announces it, after an error and after a success', async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      await page.goto(`${server.url}/#contacto`);
      await contactFormReady(page);
      const form = page.locator('#contacto form');
      // Entirely on screen, top and bottom.
      const inView = (selector: string) =>
        page.waitForFunction((css) => {
          const box = document.querySelector(css)?.getBoundingClientRect();
          return Boolean(box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight);
        }, selector);
      const fill = async () => {
        await form.getByLabel('Nombre').fill('Núria Vidal');
        await form.getByLabel('Email').fill('nuria@example.com');
        await form.getByLabel('Teléfono').fill('623456789');
        await form.getByLabel('Mensaje').fill('¿Se puede visitar el piso de Gràcia este sábado?');
      };
      const send = form.getByRole('button', { name: 'Enviar Mensaje' });

      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"fallo"}' }),
      );
      await fill();
      await send.scrollIntoViewIfNeeded();
      await send.click();
      await form.getByRole('alert').getByText('Error al enviar el mensaje. Por favor, inténtalo de nuevo.').waitFor();
      await inView('#contacto form [role="alert"]');

      await page.unroute('**/api/contact');
      // The button in the middle of the screen, as after filling the form on a phone.
      await send.evaluate((button) => button.scrollIntoView({ block: 'center', behavior: 'instant' }));
      // Scrolled down to the button, the top of the form (where the result shows) is above the screen.
      expect(
        await page.evaluate(() => document.querySelector('#contacto form h3')!.getBoundingClientRect().top),
      ).toBeLessThan(0);
      await send.click();
      const status = form.getByRole('status');
      await status.getByText('Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.').waitFor();
      expect(await status.getAttribute('aria-live')).toBe('polite');
      await inView('#contacto form [role="status"] p');
    } finally {
      await browser.close();
    }
  });
});

describe('mobile header', () => {
  it('opens and closes the menu at 390 px', async () => {
    const browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const { page } = browser;
      await presetConsent(page, { marketing: false });
      await page.goto(server.url);
      // A tap before the header's script listens does nothing yet.
      await waitForIsland(page, 'header');
      const mobileMenu = page.getByRole('navigation', { name: 'Menú móvil' });
      expect(await mobileMenu.isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);
      const toggle = page.getByRole('button', { name: 'Abrir menú' });
      await toggle.click();
      expect(await mobileMenu.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Cerrar menú' }).getAttribute('aria-expanded')).toBe('true');
      for (const label of ['Inicio', 'Propiedades', 'Sobre Nosotros', 'Contacto']) {
        expect(await mobileMenu.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true);
      }
      await mobileMenu.getByRole('link', { name: 'Contacto', exact: true }).click();
      await mobileMenu.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById('contacto')!.getBoundingClientRect().top)), {
          timeout: 5000,
        })
        .toBeLessThan(120);
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.keyboard.press('Escape');
      await mobileMenu.waitFor({ state: 'hidden' });
    } finally {
      await browser.close();
    }
  });
});

// Last: the message it sends must not count against the mail digest the tests above wait for.
describe('contact form on a slow phone', () => {
  it('keeps what a visitor typed before the form listened, and sends it', async () => {
    const { page, close } = await launchBrowser();
    try {
      await presetConsent(page, { marketing: false });
      // A slow phone: the page's script arrives only after the visitor has typed.
      let release!: () => void;
      const scriptHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/public-[^/]+\.js$/, async (route) => {
        await scriptHeld;
        await route.continue();
      });
      // Not waiting for 'load': the script is added after the first paint, and when that comes before the page's
      // images are in (a busy machine), 'load' waits for the very script held here.
      await page.goto(`${server.url}/#contacto`, { waitUntil: 'commit' });
      const form = page.locator('#contacto form');
      await form.getByLabel('Nombre').fill('Nuria Vidal');
      await form.getByLabel('Email').fill('nuria@example.com');
      await form.getByLabel('Teléfono').fill('612 345 679');
      await form.getByLabel('Mensaje').fill('Escrito antes de que la página respondiera.');
      release();
      await waitForIsland(page, 'contact-form');
      expect(await form.getByLabel('Mensaje').inputValue()).toBe('Escrito antes de que la página respondiera.');
      await form.getByRole('button', { name: 'Enviar Mensaje' }).click();
      await page
        .getByText(/Mensaje enviado/)
        .first()
        .waitFor();
      expect((await contacts()).find((c) => c.email === 'nuria@example.com')).toMatchObject({
        name: 'Nuria Vidal',
        message: 'Escrito antes de que la página respondiera.',
      });
    } finally {
      await close();
    }
  });
});
