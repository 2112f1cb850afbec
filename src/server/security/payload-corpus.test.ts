import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { stripControlCharacters } from '#shared/format/control-characters.ts';
import { singleLine } from '#shared/schemas/zod-fields.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** Hostile strings every text field must survive: never a 5xx, always JSON with a detail on refusal. */
export const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE contacts; --",
  '1 OR 1=1',
  'línea\r\nSet-Cookie: x=1',
  'a'.repeat(20_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ñandú 👍🏽 مرحبا',
  'nul\u0000byte',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '\u202Eevil',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const expectHandled = (response: { statusCode: number; json(): unknown }, label: string) => {
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode >= 400) expect(typeof (response.json() as { detail: unknown }).detail, label).toBe('string');
};

describe('hostile payloads', () => {
  it('never cause a 5xx on the contact form', async () => {
    for (const [index, value] of HOSTILE_STRINGS.entries()) {
      for (const field of ['name', 'email', 'phone', 'message', 'interested_property']) {
        const body = {
          name: 'Ana',
          email: 'ana@ejemplo.es',
          phone: '612345678',
          message: 'Mensaje de prueba largo',
          [field]: value,
        };
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: body,
          remoteAddress: `10.3.${index}.${field.length}`,
        });
        expectHandled(response, `${field}=${JSON.stringify(value.slice(0, 30))}`);
      }
    }
  });

  it('never cause a 5xx on properties, content and menu, and are stored verbatim when accepted', async () => {
    const accepted: string[] = [];
    for (const value of HOSTILE_STRINGS) {
      const property = {
        title: value,
        description: value,
        address: value,
        neighborhood: value,
        property_type: 'piso',
        status: 'vendiendo',
        bedrooms: 2,
        bathrooms: 1,
        size_m2: 60,
        images: [],
        videos: [],
      };
      const created = await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: property });
      expectHandled(created, `property ${JSON.stringify(value.slice(0, 30))}`);
      // Control characters are stripped at the edge and a title keeps to one line (docs/product.md §8).
      if (created.statusCode === 201) {
        expect(created.json().title).toBe(singleLine(stripControlCharacters(value).trim()));
        accepted.push(value);
      }

      expectHandled(
        await t.asAdmin({ method: 'PUT', url: '/api/cms/content/hero_title', payload: { content: value } }),
        'content',
      );
      expectHandled(
        await t.asAdmin({
          method: 'PUT',
          url: '/api/cms/menu',
          payload: { items: [{ id: 'x', label: value, href: '#inicio', order: 1, is_active: true }] },
        }),
        'menu',
      );
      expectHandled(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: value, password: value },
          remoteAddress: '10.200.0.1',
        }),
        'login',
      );
      expectHandled(
        await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: value } }),
        'reset',
      );
    }
    // 'Stored verbatim' checked something: every string is a valid title but the one longer than a title may be.
    expect(accepted).toEqual(HOSTILE_STRINGS.filter((value) => value.length < 20_000));
  });
});

describe('deeply nested JSON (10 000 levels)', () => {
  const levels = 10_000;
  const bodies = {
    arrays: '['.repeat(levels) + ']'.repeat(levels),
    objects: '{"a":'.repeat(levels) + '"\\u0000"' + '}'.repeat(levels),
  };
  const concrete = (url: string) => url.replace(/:[a-z_]+/gi, '00000000-0000-4000-8000-000000000001');

  it('is refused on every write route: 400 in public, 401 on admin routes without a token, never a 5xx', async () => {
    const writes = t.app.routeTable.filter(
      (r) => ['POST', 'PUT', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      for (const [kind, payload] of Object.entries(bodies)) {
        const label = `${route.method} ${route.url} (${kind})`;
        const request = {
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { 'content-type': 'application/json' },
          payload,
        };
        const anonymous = await t.app.inject({ ...request, remoteAddress: '10.4.0.1' });
        expect(anonymous.statusCode, label).toBe(route.requiresAdmin ? 401 : 400);
        expect(typeof anonymous.json().detail, label).toBe('string');
        if (route.requiresAdmin) {
          const authenticated = await t.asAdmin(request);
          expect(authenticated.statusCode, `${label} as admin`).toBe(400);
          expect(authenticated.json().detail, label).toBe(
            'El cuerpo de la petición tiene demasiados niveles de anidamiento.',
          );
        }
      }
    }
  });

  it('still accepts ordinary nesting and drops null bytes at every depth', async () => {
    const response = await t.asAdmin({
      method: 'PUT',
      url: '/api/cms/menu',
      payload: { items: [{ id: 'a', label: 'In\u0000icio', href: '#inicio', order: 1, is_active: true }] },
    });
    expect(response.statusCode).toBe(200);
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json();
    expect(menu[0].label).toBe('Inicio');
  });
});
