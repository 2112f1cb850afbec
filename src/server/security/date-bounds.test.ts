import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contractBody } from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Every date a client sends is bounded to the years 1900–2100 (docs/product.md §9): beyond them the database
// refuses the value, which used to surface as a 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const OUT_OF_RANGE = ['0000-01-01', '1899-12-31', '2101-01-01T00:00:00Z'];
const property = (dates: Record<string, unknown>) => ({
  title: 'Ático en Gràcia',
  description: 'Reformado con terraza.',
  address: 'Carrer de Verdi 10',
  neighborhood: 'Gràcia',
  property_type: 'atico',
  status: 'vendido',
  bedrooms: 2,
  bathrooms: 1,
  size_m2: 70,
  ...dates,
});
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

describe('dates outside 1900–2100', () => {
  it('are refused with 422 on property publication and sale dates, creating and updating', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: property({ start_date: '2026-01-10' }),
    });
    expect(created.statusCode).toBe(201);
    for (const date of OUT_OF_RANGE) {
      for (const [field, label] of [
        ['start_date', 'Fecha de publicación'],
        ['completion_date', 'Fecha de venta'],
      ] as const) {
        const detail = `${label}: el año debe estar entre 1900 y 2100`;
        const post = await t.asAdmin({
          method: 'POST',
          url: '/api/cms/properties',
          payload: property({ [field]: date }),
        });
        expect(post.statusCode, `${field}=${date}`).toBe(422);
        expect(post.json()).toEqual({ detail });
        const put = await t.asAdmin({
          method: 'PUT',
          url: `/api/cms/properties/${created.json().id}`,
          payload: property({ [field]: date }),
        });
        expect(put.statusCode, `${field}=${date}`).toBe(422);
        expect(put.json()).toEqual({ detail });
      }
    }
  });

  it('are refused with 422 on an attachment upload date', async () => {
    for (const date of OUT_OF_RANGE) {
      const attachments = [
        { filename: 'nota.pdf', content: pdf, content_type: 'application/pdf', size: 15, uploaded_at: date },
      ];
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/cms/contracts',
        payload: contractBody('arras_penitenciales', { attachments }),
      });
      expect(response.statusCode, date).toBe(422);
      expect(response.json()).toEqual({ detail: 'La fecha de subida: el año debe estar entre 1900 y 2100' });
    }
  });

  it('within the range are stored as given', async () => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: property({ start_date: '1900-01-01T00:00:00Z', completion_date: '2100-12-31' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      start_date: '1900-01-01T00:00:00.000Z',
      completion_date: '2100-12-31T00:00:00.000Z',
    });
  });
});
