import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PropertyDto, SetupChecklistDto } from '#shared/api/api-types.ts';
import { CONTENT_DEFAULTS } from '#shared/site/content.ts';
import { parseYoutubeId } from '#shared/site/youtube.ts';
import { menuItems, properties, propertyImages, siteContent } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { DEMO_PROPERTIES } from './demo-portfolio';
import { DEMO_CONTENT_TRANSLATIONS, DEMO_PROPERTY_TRANSLATIONS } from './demo-translations';
import { seedDemo } from './seed-demo';

const log = pino({ level: 'silent' });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, log);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('seedDemo', () => {
  it('publishes the homes on sale with complete details to the portal feed, each image as a JPEG', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/properties' })).json<PropertyDto[]>();
    const onSale = list.filter((p) => p.status === 'vendiendo');
    expect(onSale.length).toBeGreaterThan(0);
    for (const property of onSale) {
      expect(property).toMatchObject({
        publish_to_portals: true,
        cadastral_reference: expect.stringMatching(/^\w{20}$/),
      });
      expect(property.usable_area_m2).toBeLessThanOrEqual(property.built_area_m2!);
    }
    const feed = await t.app.inject({ method: 'GET', url: '/feeds/kyero.xml' });
    expect(feed.body.match(/<property>/g)).toHaveLength(onSale.length);
    expect(feed.body).toMatch(/<url>http:\/\/casanova\.test\/media\/[0-9a-f-]{36}\.jpg<\/url>/);
  });

  it('creates a portfolio across the three statuses with local images and a video', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/properties' })).json<PropertyDto[]>();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.length).toBeLessThanOrEqual(9);
    expect(new Set(list.map((p) => p.status))).toEqual(new Set(['reformando', 'vendiendo', 'vendido']));
    for (const property of list) {
      expect(property.images.length).toBeGreaterThan(0);
      expect(property.description.length).toBeGreaterThan(100);
      expect(property.images[0]!.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    }
    expect(list.some((p) => p.videos.some((v) => parseYoutubeId(v.youtube_url) !== null))).toBe(true);

    const image = await t.app.inject({ method: 'GET', url: list[0]!.images[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('adds the default menu and the company details', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json<{ label: string; href: string }[]>();
    expect(menu.map((m) => [m.label, m.href])).toEqual([
      ['Inicio', '#inicio'],
      ['Propiedades', '#propiedades'],
      ['Sobre Nosotros', '#sobre-nosotros'],
      ['Contacto', '#contacto'],
    ]);
    const content = (await t.app.inject({ method: 'GET', url: '/api/content' })).json<Record<string, string>>();
    expect(content.tax_id).toBe('B65410011');
  });

  it('translates the menu, the captions and the video titles, and fills them again only where missing', async () => {
    const labels = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/menu' })).json<{ label_ca: string; label_en: string }[]>();
    expect((await labels()).map((m) => m.label_en)).toEqual(['Home', 'Properties', 'About us', 'Contact']);
    expect((await labels()).map((m) => m.label_ca)).toEqual(['Inici', 'Habitatges', 'Qui som', 'Contacte']);
    const captions = await t.db.select().from(propertyImages);
    expect(captions.every((image) => image.captionEn && image.captionCa)).toBe(true);
    // A site seeded before: an admin's own translation stays, a missing one is filled on the next start.
    await t.db.update(menuItems).set({ labelEn: 'Start' }).where(eq(menuItems.id, 'inicio'));
    await t.db.update(menuItems).set({ labelCa: null }).where(eq(menuItems.id, 'contacto'));
    await seedDemo(t.db, log);
    const after = await t.db.select().from(menuItems).orderBy(menuItems.order);
    expect(after[0]!.labelEn).toBe('Start');
    expect(after[3]!.labelCa).toBe('Contacte');
  });

  it('has every property in Catalan and English, Spanish unchanged', async () => {
    for (const property of DEMO_PROPERTIES)
      expect(DEMO_PROPERTY_TRANSLATIONS[property.title], property.title).toBeDefined();
    const fetchList = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/properties${query}` })).json<PropertyDto[]>();
    const [es, ca, en] = await Promise.all([fetchList(''), fetchList('?lang=ca'), fetchList('?lang=en')]);
    expect(new Set(es.map((p) => p.title))).toEqual(new Set(DEMO_PROPERTIES.map((p) => p.title)));
    for (const property of es) {
      const translation = DEMO_PROPERTY_TRANSLATIONS[property.title]!;
      const inCa = ca.find((p) => p.id === property.id)!;
      const inEn = en.find((p) => p.id === property.id)!;
      expect([inCa.title, inCa.description]).toEqual([translation.title_ca, translation.description_ca]);
      expect([inEn.title, inEn.description]).toEqual([translation.title_en, translation.description_en]);
      // Same paragraphs as the Spanish.
      expect(inCa.description.split('\n\n').length).toBe(property.description.split('\n\n').length);
      expect(inEn.description.split('\n\n').length).toBe(property.description.split('\n\n').length);
      expect(inEn.slug).toBe(property.slug);
      expect(inEn.slug_en).not.toBe(property.slug);
    }
    expect(en.find((p) => p.neighborhood === 'Gràcia')!.title).toBe('Renovated flat with balcony in Gràcia');
    expect(ca.find((p) => p.neighborhood === 'Gràcia')!.title).toBe('Pis reformat amb balcó a Gràcia');
    expect(es.find((p) => p.neighborhood === 'Gràcia')!.title).toBe('Piso reformado con balcón en Gràcia');
  });

  it('translates the site texts while Spanish keeps the defaults', async () => {
    const content = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/content${query}` })).json<Record<string, string>>();
    const [es, ca, en] = await Promise.all([content(''), content('?lang=ca'), content('?lang=en')]);
    expect(en.hero_title).toBe('We transform homes in Barcelona');
    expect(ca.hero_title).toBe('Transformem habitatges a Barcelona');
    for (const [key, translation] of Object.entries(DEMO_CONTENT_TRANSLATIONS)) {
      expect(es[key]).toBe(CONTENT_DEFAULTS[key]);
      expect(ca[key]).toBe(translation.ca);
      expect(en[key]).toBe(translation.en);
    }
    // Company details are not translated.
    expect(en.company_name).toBe(es.company_name);
  });

  it('keeps a site text the admin already saved', async () => {
    const other = await createTestApp();
    try {
      await other.db.insert(siteContent).values({ key: 'hero_title', value: 'Nuestro titular' });
      await seedDemo(other.db, log);
      const es = (await other.app.inject({ method: 'GET', url: '/api/content' })).json<Record<string, string>>();
      const en = (await other.app.inject({ method: 'GET', url: '/api/content?lang=en' })).json<
        Record<string, string>
      >();
      expect(es.hero_title).toBe('Nuestro titular');
      expect(en.hero_title).toBe('Nuestro titular');
      expect(en.hero_subtitle).toBe(DEMO_CONTENT_TRANSLATIONS.hero_subtitle!.en);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('does nothing when properties already exist', async () => {
    const before = await Promise.all([
      t.db.select({ n: count() }).from(properties),
      t.db.select({ n: count() }).from(propertyImages),
      t.db.select({ n: count() }).from(menuItems),
    ]);
    await seedDemo(t.db, log);
    const after = await Promise.all([
      t.db.select({ n: count() }).from(properties),
      t.db.select({ n: count() }).from(propertyImages),
      t.db.select({ n: count() }).from(menuItems),
    ]);
    expect(after).toEqual(before);
  });

  it('marks the company details it stores as demo data: the checklist reports them as errors until replaced', async () => {
    const checks = async () =>
      Object.fromEntries(
        (await t.asAdmin({ method: 'GET', url: '/api/cms/setup-checklist' }))
          .json<SetupChecklistDto>()
          .checks.map((c) => [c.id, c]),
      );
    const before = await checks();
    for (const id of ['legal_identity', 'representative', 'mercantile_registry', 'bank_details']) {
      expect(before[id], id).toMatchObject({ done: false, severity: 'error' });
      expect(before[id]?.detail, id).toMatch(/^Datos de demostración: /);
    }
    // The footer's example profiles too (docs/product.md#social-links): listed while unchanged.
    expect(before.company_contact).toMatchObject({ done: false, severity: 'error' });
    expect(before.company_contact?.detail).toContain('Instagram, Facebook, LinkedIn');
    const footer = (await t.app.inject({ method: 'GET', url: '/api/content' })).json<Record<string, string>>();
    expect(footer.social_instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    const ownProfile = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/company-details',
      payload: { details: { social_instagram: 'https://www.instagram.com/reformasllar', social_facebook: '' } },
    });
    expect(ownProfile.statusCode, ownProfile.body).toBe(200);
    expect((await checks()).company_contact?.detail).toContain('Datos de demostración: Email de la empresa');
    expect((await checks()).company_contact?.detail).not.toMatch(/Instagram|Facebook/);
    const replaced = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/content/bank_iban',
      payload: { content: 'ES7921000813610123456789' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await checks()).bank_details).toMatchObject({ done: true, severity: 'warning' });
  });
});
