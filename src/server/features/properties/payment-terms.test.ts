// Per-property payment terms (docs/product.md#31-property-listings-what-a-buyer-is-told): optional, returned by the API
// in the language asked for, printed on the information sheet.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TERMS = {
  reservation_amount: 6000,
  arras_percentage: 10,
  payment_terms: 'Resto en la escritura.',
  payment_terms_en: 'Rest at the deed.',
};

describe('payment terms of a property', () => {
  it('are optional, stored, returned in each language and kept when an update leaves them out', async () => {
    const bare = await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: propertyInput() });
    expect(bare.json()).toMatchObject({
      reservation_amount: null,
      arras_percentage: null,
      payment_terms: null,
      payment_terms_en: null,
    });

    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({ price: 300000, ...TERMS }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json()).toMatchObject({
      ...TERMS,
      payment_terms_ca: null,
    });
    const english = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}?lang=en` })).json();
    expect(english.payment_terms).toBe('Rest at the deed.');
    // No Catalan words: the Spanish ones.
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${id}?lang=ca` })).json().payment_terms).toBe(
      'Resto en la escritura.',
    );

    await t.asAdmin({ method: 'PUT', url: `/api/cms/properties/${id}`, payload: propertyInput({ price: 300000 }) });
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json()).toMatchObject(TERMS);
    await t.asAdmin({
      method: 'PUT',
      url: `/api/cms/properties/${id}`,
      payload: propertyInput({ arras_percentage: null, payment_terms: '' }),
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json()).toMatchObject({
      reservation_amount: 6000,
      arras_percentage: null,
      payment_terms: null,
    });
  });

  it('refuses arras over 100 % and a negative reservation, in Spanish', async () => {
    const arras = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({ arras_percentage: 150 }),
    });
    expect(arras.statusCode).toBe(422);
    expect(arras.json().detail).toMatch(/^Arras/);
    const reservation = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({ reservation_amount: -1 }),
    });
    expect(reservation.statusCode).toBe(422);
    expect(reservation.json().detail).toMatch(/^Importe de la reserva/);
  });

  it('are on the information sheet, with the arras in euros', async () => {
    const { id } = (
      await t.asAdmin({
        method: 'POST',
        url: '/api/cms/properties',
        payload: propertyInput({ price: 300000, ...TERMS }),
      })
    ).json<{ id: number }>();
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${id}/information-sheet?lang=en` });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Reservation (deducted from the price)');
    expect(flat).toMatch(/€6,000|6,000 €/);
    expect(flat).toMatch(/10% of the price \((€30,000|30,000 €)\)/);
    expect(flat).toContain('Rest at the deed.');
  });
});
