// Check of the API of docs/product.md §8 over HTTP, as an outside client calls it: conventions (errors, bearer,
// body limits), authentication and the public/administrator calls for properties, content, menu, contacts and
// stats. The app runs in this process on a local port (test/api-server.ts), on PGlite or TEST_DATABASE_URL; what
// needs the built server as a process of its own (start rules) is in e2e/start.test.ts. Contracts, signing and
// payments are in features/contracts/api-contracts.test.ts and api-signing.test.ts.
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectSpanishDetail, imageDataUrl, type Api } from '#server/test/api-client.ts';
import { startApiServer, type ApiServer } from '#server/test/api-server.ts';
import { ADMIN, TEST_JWT_SECRET } from '#server/test/test-app.ts';

const JWT_SECRET = TEST_JWT_SECRET;
const ADMIN_PASSWORD = ADMIN.password;
const ADMIN_EMAIL = ADMIN.email;
const SITE_CONTENT_KEYS = [
  'hero_title',
  'hero_subtitle',
  'hero_description',
  'about_title',
  'about_description',
  'contact_title',
  'contact_description',
  'company_name',
  'company_email',
  'company_address',
  'footer_description',
];

let server: ApiServer;
let api: Api;
let admin: string;

beforeAll(async () => {
  server = await startApiServer();
  api = server.api;
  admin = await api.login();
});

afterAll(async () => {
  await server?.close();
});

const property = (overrides: Record<string, unknown> = {}) => ({
  title: 'Piso reformado en Gràcia',
  description: 'Luminoso piso exterior con balcón, reformado por completo.',
  address: 'Carrer de Verdi 10, 2.º 1.ª',
  neighborhood: 'Gràcia',
  property_type: 'piso',
  status: 'reformando',
  bedrooms: 2,
  bathrooms: 1,
  size_m2: 68,
  images: [],
  videos: [],
  start_date: new Date('2025-03-01T10:00:00Z').toISOString(),
  completion_date: null,
  sale_date: null,
  ...overrides,
});

describe('API conventions: errors', () => {
  it('401 without, with a bad and with an expired token, always with a Spanish detail', async () => {
    expectSpanishDetail(await api.call('GET', '/api/auth/me'), 401);
    expectSpanishDetail(await api.call('GET', '/api/auth/me', { token: 'not-a-token' }), 401);
    expectSpanishDetail(
      await api.call('GET', '/api/cms/contacts', { headers: { authorization: 'Basic YWRtaW46eA==' } }),
      401,
    );
    const claims = decodeJwt(admin);
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    expectSpanishDetail(await api.call('GET', '/api/auth/me', { token: expired }), 401);
    // The same claims, still valid: only the expiry made the difference.
    const fresh = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect((await api.call('GET', '/api/auth/me', { token: fresh })).status).toBe(200);
  });

  it('every /api/cms/*, /api/payments/*, /api/auth/me and change-password needs the admin bearer', async () => {
    const guarded: [string, string, unknown?][] = [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/change-password', { current_password: 'x', new_password: 'yyyyyy' }],
      ['GET', '/api/cms/contacts'],
      ['GET', '/api/cms/contacts?limit=5'],
      ['DELETE', '/api/cms/contacts/1'],
      ['PUT', '/api/cms/content/hero_title', { content: 'x' }],
      ['PUT', '/api/cms/menu', { items: [] }],
      ['POST', '/api/cms/properties', property()],
      ['PUT', '/api/cms/properties/1', property()],
      ['PUT', '/api/cms/properties/order', { properties: [{ property_id: 1, order: 1 }] }],
      ['DELETE', '/api/cms/properties/1'],
      ['GET', '/api/cms/contracts'],
      ['GET', '/api/cms/contracts?t=123'],
      ['POST', '/api/cms/contracts', {}],
      ['POST', '/api/cms/contracts/00000000-0000-4000-8000-000000000000/sign', {}],
      ['POST', '/api/cms/contracts/00000000-0000-4000-8000-000000000000/send-signature-emails'],
      ['DELETE', '/api/cms/contracts/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/cms/pending-payments'],
      ['POST', '/api/payments/create-transfer-instructions', { contract_id: 'x', payment_type: 'arras' }],
      ['POST', '/api/payments/00000000-0000-4000-8000-000000000000/mark-as-paid'],
      ['POST', '/api/cms/bank-statements'],
    ];
    for (const [method, url, body] of guarded) {
      const detail = expectSpanishDetail(await api.call(method, url, { body }), 401);
      expect(detail, `${method} ${url}`).toBe('No hay token de autorización');
      expectSpanishDetail(await api.call(method, url, { body, token: `${admin}x` }), 401);
    }
  });

  it('404 for unknown API paths and ids, with a detail', async () => {
    expectSpanishDetail(await api.call('GET', '/api/does-not-exist'), 404);
    expectSpanishDetail(await api.call('PUT', '/api/cms/properties/999999', { body: property(), token: admin }), 404);
    expectSpanishDetail(await api.call('DELETE', '/api/cms/properties/999999', { token: admin }), 404);
    expectSpanishDetail(await api.call('DELETE', '/api/cms/contacts/999999', { token: admin }), 404);
  });

  it('400/422 for malformed JSON and invalid fields, 413 for a body over 1 MiB', async () => {
    const broken = await api.call('POST', '/api/contact', {
      raw: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expectSpanishDetail(broken, [400, 422]);
    expectSpanishDetail(await api.call('POST', '/api/contact', { body: {} }), [400, 422]);
    const huge = { name: 'Ana', email: 'ana@example.com', phone: '612345678', message: 'x'.repeat(1024 * 1024 + 10) };
    expectSpanishDetail(await api.call('POST', '/api/contact', { body: huge }), 413);
    expectSpanishDetail(
      await api.call('PUT', '/api/cms/menu', { body: { items: [], pad: 'x'.repeat(1024 * 1024) }, token: admin }),
      413,
    );
  });
});

describe('authentication', () => {
  it('POST /api/auth/login takes JSON and answers {access_token, token_type: "bearer"}', async () => {
    const response = await api.call<Record<string, unknown>>('POST', '/api/auth/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.body.token_type).toBe('bearer');
    expect(typeof response.body.access_token).toBe('string');
    expectSpanishDetail(
      await api.call('POST', '/api/auth/login', { body: { username: 'admin', password: 'wrong' } }),
      401,
    );
    expectSpanishDetail(await api.call('POST', '/api/auth/login', { body: { username: 'admin' } }), [400, 422]);
  });

  it('GET /api/auth/me returns the user with username and is_admin', async () => {
    const response = await api.call<Record<string, unknown>>('GET', '/api/auth/me', { token: admin });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: 'admin', is_admin: true });
  });
});

describe('properties and stats', () => {
  let created: { id: number; order: number };

  it('starts empty without the demo, with zero stats', async () => {
    const list = await api.call('GET', '/api/properties');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect((await api.call('GET', '/api/stats')).body).toEqual({
      total_properties: 0,
      reformando: 0,
      vendiendo: 0,
      vendidas: 0,
    });
  });

  it('POST /api/cms/properties stores data: URL images as files and answers with paths', async () => {
    const response = await api.call<{ id: number; order: number; images: { url: string }[] }>(
      'POST',
      '/api/cms/properties',
      {
        token: admin,
        body: property({
          order: 1,
          images: [
            { url: imageDataUrl([200, 40, 40]), caption: 'Antes', is_before: true, is_after: false, order: 1 },
            { url: imageDataUrl([40, 40, 200]), caption: 'Después', is_before: false, is_after: true, order: 2 },
          ],
          videos: [{ youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Visita' }],
        }),
      },
    );
    expect([200, 201]).toContain(response.status);
    expect(typeof response.body.id).toBe('number');
    created = response.body;
    for (const image of response.body.images) expect(image.url).toMatch(/^\/(?!\/)/);
  });

  it('GET /api/properties has the docs/product.md §2 fields, images as served paths, never data: URLs', async () => {
    const response = await api.call<Record<string, unknown>[]>('GET', '/api/properties');
    expect(response.text).not.toContain('data:');
    const [first] = response.body;
    for (const field of [
      'id',
      'title',
      'description',
      'address',
      'neighborhood',
      'property_type',
      'status',
      'bedrooms',
      'bathrooms',
      'size_m2',
      'images',
      'videos',
      'order',
      'start_date',
      'completion_date',
    ]) {
      expect(first, field).toHaveProperty(field);
    }
    const images = first!.images as Record<string, unknown>[];
    expect(images).toHaveLength(2);
    expect(images.map((image) => image.caption)).toEqual(['Antes', 'Después']);
    expect(images[0]).toMatchObject({ is_before: true, is_after: false });
    for (const image of images) {
      for (const field of ['id', 'url', 'caption', 'is_before', 'is_after', 'order'])
        expect(image, field).toHaveProperty(field);
      const file = await fetch(`${server.url}${image.url as string}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\//);
    }
    expect(first!.videos).toEqual([
      expect.objectContaining({
        id: expect.anything(),
        youtube_url: expect.stringContaining('dQw4w9WgXcQ'),
        title: 'Visita',
      }),
    ]);
  });

  it('refuses property_type and status outside the enums with 422, and numbers under 1', async () => {
    for (const overrides of [{ property_type: 'chalet' }, { status: 'alquilado' }, { bedrooms: 0 }, { title: '' }]) {
      expectSpanishDetail(
        await api.call('POST', '/api/cms/properties', { token: admin, body: property(overrides) }),
        422,
      );
    }
  });

  it('PUT /api/cms/properties/{id} edits, keeping existing image paths; the list stays sorted by order', async () => {
    const current = (await api.call<{ id: number; images: Record<string, unknown>[] }[]>('GET', '/api/properties'))
      .body[0]!;
    const edited = await api.call<{ status: string; images: unknown[] }>('PUT', `/api/cms/properties/${created.id}`, {
      token: admin,
      body: property({
        status: 'vendido',
        completion_date: new Date('2025-06-01T00:00:00Z').toISOString(),
        images: current.images,
        order: 1,
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.status).toBe('vendido');
    expect(edited.body.images).toHaveLength(2);

    const second = await api.call<{ id: number }>('POST', '/api/cms/properties', {
      token: admin,
      body: property({ title: 'Ático en Sant Antoni', property_type: 'atico', status: 'vendiendo', order: 2 }),
    });
    const third = await api.call<{ id: number }>('POST', '/api/cms/properties', {
      token: admin,
      body: property({ title: 'Estudio en el Born', property_type: 'estudio', order: 3 }),
    });
    const reorder = await api.call('PUT', '/api/cms/properties/order', {
      token: admin,
      body: {
        properties: [
          { property_id: third.body.id, order: 1 },
          { property_id: created.id, order: 2 },
          { property_id: second.body.id, order: 3 },
        ],
      },
    });
    expect(reorder.status).toBe(200);
    const list = (await api.call<{ id: number; order: number }[]>('GET', '/api/properties')).body;
    expect(list.map((p) => p.id)).toEqual([third.body.id, created.id, second.body.id]);
    expect(list.map((p) => p.order)).toEqual([1, 2, 3]);
    expect((await api.call('GET', '/api/stats')).body).toEqual({
      total_properties: 3,
      reformando: 1,
      vendiendo: 1,
      vendidas: 1,
    });
  });

  it('DELETE /api/cms/properties/{id} removes it', async () => {
    const response = await api.call('DELETE', `/api/cms/properties/${created.id}`, { token: admin });
    expect(response.status).toBeLessThan(300);
    const ids = (await api.call<{ id: number }[]>('GET', '/api/properties')).body.map((p) => p.id);
    expect(ids).not.toContain(created.id);
    expect((await api.call<{ total_properties: number }>('GET', '/api/stats')).body.total_properties).toBe(2);
  });
});

describe('site content', () => {
  it('GET /api/content is an object of key → text with every docs/product.md §2 key', async () => {
    const response = await api.call<Record<string, unknown>>('GET', '/api/content');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(false);
    for (const key of SITE_CONTENT_KEYS) expect(typeof response.body[key], key).toBe('string');
  });

  it('PUT /api/cms/content/{key} with {content} saves the text', async () => {
    const saved = await api.call('PUT', '/api/cms/content/hero_title', {
      token: admin,
      body: { content: 'Tu nuevo hogar en Barcelona' },
    });
    expect(saved.status).toBe(200);
    expect((await api.call<Record<string, string>>('GET', '/api/content')).body.hero_title).toBe(
      'Tu nuevo hogar en Barcelona',
    );
    expectSpanishDetail(
      await api.call('PUT', '/api/cms/content/hero_title', { token: admin, body: { value: 'x' } }),
      [400, 422],
    );
    expectSpanishDetail(
      await api.call('PUT', '/api/cms/content/hero_title', { token: admin, body: { content: 42 } }),
      [400, 422],
    );
  });
});

describe('menu', () => {
  const items = [
    { id: 'inicio', label: 'Inicio', href: '#inicio', order: 1, is_active: true },
    { id: 'blog', label: 'Blog', href: '/blog', order: 2, is_active: false },
    { id: 'ig', label: 'Instagram', href: 'https://instagram.com/casanova', order: 3, is_active: true },
    { id: 'web', label: 'Web', href: 'http://example.com', order: 4, is_active: true },
  ];

  it('PUT /api/cms/menu {items} replaces the menu; GET /api/menu returns {id, label, href, order, is_active}', async () => {
    const put = await api.call('PUT', '/api/cms/menu', { token: admin, body: { items } });
    expect(put.status).toBe(200);
    const menu = await api.call<Record<string, unknown>[]>('GET', '/api/menu');
    expect(menu.status).toBe(200);
    expect(
      menu.body.map((item) => ({
        id: item.id,
        label: item.label,
        href: item.href,
        order: item.order,
        is_active: item.is_active,
      })),
    ).toEqual(items);
    // The spec's fields, and the Catalan and English labels of the third wave (null: none written).
    for (const item of menu.body) {
      expect(Object.keys(item).sort()).toEqual(['href', 'id', 'is_active', 'label', 'label_ca', 'label_en', 'order']);
      expect(item).toMatchObject({ label_ca: null, label_en: null });
    }

    await api.call('PUT', '/api/cms/menu', { token: admin, body: { items: [items[0]] } });
    expect((await api.call<unknown[]>('GET', '/api/menu')).body).toHaveLength(1);
  });

  it.each(['javascript:alert(1)', 'contacto', 'ftp://example.com', 'mailto:hola@example.com', '//evil.example', ''])(
    'href %j is a 422',
    async (href) => {
      const response = await api.call('PUT', '/api/cms/menu', {
        token: admin,
        body: { items: [{ id: 'x', label: 'X', href, order: 1, is_active: true }] },
      });
      expectSpanishDetail(response, 422);
    },
  );

  it('a rejected menu leaves the stored one untouched', async () => {
    expect((await api.call<{ id: string }[]>('GET', '/api/menu')).body.map((item) => item.id)).toEqual(['inicio']);
  });
});

describe('contacts', () => {
  const message = (n: number) => ({
    name: `Visitante ${n}`,
    email: `visitante${n}@example.com`,
    phone: '+34 612 345 678',
    message: `Me interesa una de vuestras viviendas (${n}).`,
  });

  it('POST /api/contact stores a valid message and refuses invalid ones with 422', async () => {
    for (const n of [1, 2, 3]) {
      const response = await api.call('POST', '/api/contact', { body: message(n) });
      expect([200, 201]).toContain(response.status);
    }
    for (const bad of [{ email: 'no-es-un-email' }, { phone: '12345' }, { message: 'corto' }, { name: '  ' }]) {
      expectSpanishDetail(await api.call('POST', '/api/contact', { body: { ...message(9), ...bad } }), 422);
    }
  });

  it('GET /api/cms/contacts is every contact, newest first; ?limit=N the N newest', async () => {
    const all = await api.call<Record<string, unknown>[]>('GET', '/api/cms/contacts', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.map((c) => c.name)).toEqual(['Visitante 3', 'Visitante 2', 'Visitante 1']);
    for (const field of ['id', 'name', 'email', 'phone', 'message', 'interested_property', 'created_at']) {
      expect(all.body[0], field).toHaveProperty(field);
    }
    const limited = await api.call<{ name: string }[]>('GET', '/api/cms/contacts?limit=2', { token: admin });
    expect(limited.body.map((c) => c.name)).toEqual(['Visitante 3', 'Visitante 2']);
    expect(
      expectSpanishDetail(await api.call('GET', '/api/cms/contacts?limit=abc', { token: admin }), [400, 422]),
    ).toMatch(/límite/);
  });

  it('DELETE /api/cms/contacts/{id} removes it', async () => {
    const [newest] = (await api.call<{ id: number }[]>('GET', '/api/cms/contacts', { token: admin })).body;
    expect((await api.call('DELETE', `/api/cms/contacts/${newest!.id}`, { token: admin })).status).toBeLessThan(300);
    expect((await api.call<unknown[]>('GET', '/api/cms/contacts', { token: admin })).body).toHaveLength(2);
  });
});

// Last: these change the password and so end every token issued so far.
describe('passwords', () => {
  it('change-password accepts a multipart form; tokens issued before stop working', async () => {
    const before = await api.login();
    const wrong = new FormData();
    wrong.set('current_password', 'not-the-password');
    wrong.set('new_password', 'nueva-clave-1');
    expectSpanishDetail(
      await api.call('POST', '/api/auth/change-password', { token: before, raw: wrong }),
      [400, 401, 403, 422],
    );

    const form = new FormData();
    form.set('current_password', ADMIN_PASSWORD);
    form.set('new_password', 'nueva-clave-1');
    const changed = await api.call('POST', '/api/auth/change-password', { token: before, raw: form });
    expect(changed.status, changed.text).toBe(200);
    expectSpanishDetail(await api.call('GET', '/api/auth/me', { token: before }), 401);
    expectSpanishDetail(await api.call('GET', '/api/auth/me', { token: admin }), 401);
    expect(
      (await api.call('POST', '/api/auth/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).status,
    ).toBe(401);
    admin = await api.login('admin', 'nueva-clave-1');
  });

  it('change-password accepts JSON and applies the password rules', async () => {
    const rules: [Record<string, string>, string][] = [
      [
        { current_password: 'nueva-clave-1', new_password: 'corta' },
        'El nuevo password debe tener al menos 6 caracteres',
      ],
      [
        { current_password: 'nueva-clave-1', new_password: 'nueva-clave-1' },
        'El nuevo password debe ser diferente al actual',
      ],
    ];
    for (const [body, detail] of rules) {
      expect(
        expectSpanishDetail(await api.call('POST', '/api/auth/change-password', { token: admin, body }), [400, 422]),
      ).toBe(detail);
    }
    const changed = await api.call('POST', '/api/auth/change-password', {
      token: admin,
      body: { current_password: 'nueva-clave-1', new_password: ADMIN_PASSWORD },
    });
    expect(changed.status, changed.text).toBe(200);
    expectSpanishDetail(await api.call('GET', '/api/auth/me', { token: admin }), 401);
    admin = await api.login();
  });

  it('request-password-reset answers byte-identical bodies for known and unknown addresses', async () => {
    const known = await api.call('POST', '/api/auth/request-password-reset', { body: { email: ADMIN_EMAIL } });
    const unknown = await api.call('POST', '/api/auth/request-password-reset', {
      body: { email: 'nadie@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
  });

  it('reset-password {token, new_password} sets the password once; older tokens stop working', async () => {
    const mail = await server.waitForMail((m) => m.to.includes(ADMIN_EMAIL) && /reset-password\?token=/.test(m.text));
    const token = decodeURIComponent(/reset-password\?token=([^\s&"<>]+)/.exec(mail.text)![1]!);
    expect(mail.text).toContain(`${server.url}/reset-password?token=`);
    const before = admin;
    const reset = await api.call('POST', '/api/auth/reset-password', {
      body: { token, new_password: 'clave-restablecida' },
    });
    expect(reset.status, reset.text).toBe(200);
    expectSpanishDetail(await api.call('GET', '/api/auth/me', { token: before }), 401);
    admin = await api.login('admin', 'clave-restablecida');
    const again = await api.call('POST', '/api/auth/reset-password', { body: { token, new_password: 'otra-clave-9' } });
    expectSpanishDetail(again, [400, 401, 404, 410, 422]);
    expectSpanishDetail(
      await api.call('POST', '/api/auth/reset-password', {
        body: { token: 'inventado', new_password: 'otra-clave-9' },
      }),
      [400, 401, 404, 410, 422],
    );
    expectSpanishDetail(
      await api.call('POST', '/api/auth/reset-password', { body: { token, new_password: '123' } }),
      [400, 422],
    );
  });
});

// Very last: it exhausts the login limits of this server.
describe('rate limiting', () => {
  it('429 with Retry-After and a Spanish detail after repeated failed logins', async () => {
    let response = await api.call('POST', '/api/auth/login', { body: { username: 'intruso', password: 'x' } });
    for (let attempt = 0; attempt < 40 && response.status !== 429; attempt++) {
      expectSpanishDetail(response, 401);
      response = await api.call('POST', '/api/auth/login', { body: { username: 'intruso', password: 'x' } });
    }
    expectSpanishDetail(response, 429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('429 with Retry-After and a Spanish detail from a route limit (contact form)', async () => {
    let response = await api.call('POST', '/api/contact', { body: {} });
    for (let attempt = 0; attempt < 60 && response.status !== 429; attempt++) {
      response = await api.call('POST', '/api/contact', { body: {} });
    }
    expectSpanishDetail(response, 429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
