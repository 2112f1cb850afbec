import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDto } from '../../../shared/api/api-types';
import { parseYoutubeId } from '../../../shared/site/youtube';
import { menuItems, properties, propertyImages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
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
});
