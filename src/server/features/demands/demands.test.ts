import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { centsFromEuros } from '#shared/money/cents.ts';
import { insertContact, insertProperty } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Buyer demands matched to listings and one-action sends (docs/product.md §4.3).
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const DEMAND = {
  zones: ['Gràcia'],
  min_price: 300000,
  max_price: 400000,
  min_bedrooms: 2,
  min_area_m2: 70,
  property_type: 'piso',
};
const putDemand = (contactId: number, body: object = DEMAND) =>
  t.asAdmin({ method: 'PUT', url: `/api/cms/contacts/${contactId}/demand`, payload: body });

describe('PUT /api/cms/contacts/{id}/demand', () => {
  it('keeps the demand in cents and answers it in euros', async () => {
    const contact = await insertContact(t.db);
    const response = await putDemand(contact.id, { ...DEMAND, max_price: 400000.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEMAND, max_price: 400000.5 });
  });

  it('refuses a minimum price over the maximum with a clear 422', async () => {
    const contact = await insertContact(t.db);
    const response = await putDemand(contact.id, { ...DEMAND, min_price: 500000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('El precio mínimo no puede ser mayor que el máximo');
  });
});

describe('matches and sends', () => {
  it('lists the matching contacts with why, never one who asked not to be written to, and sends in one action', async () => {
    const property = await insertProperty(t.db, {
      neighborhood: 'Gràcia',
      priceCents: centsFromEuros(395_000),
      status: 'vendiendo',
    });
    const marta = await insertContact(t.db, { name: 'Marta Puig', email: 'marta@example.cat', locale: 'ca' });
    const john = await insertContact(t.db, { name: 'John Smith', email: 'john@example.co.uk', locale: 'en' });
    const optedOut = await insertContact(t.db, {
      name: 'Pere Baixa',
      email: 'pere@example.cat',
      unsubscribedAt: new Date(),
    });
    const elsewhere = await insertContact(t.db, { name: 'Ana Sants', email: 'ana@example.es' });
    for (const contact of [marta, john, optedOut]) await putDemand(contact.id);
    await putDemand(elsewhere.id, { ...DEMAND, zones: ['Sants'] });

    const matches = (await t.asAdmin({ method: 'GET', url: `/api/cms/properties/${property.id}/matches` })).json();
    expect(matches.map((m: { name: string }) => m.name)).toEqual(['John Smith', 'Marta Puig']);
    expect(matches[0]).toMatchObject({ score: 100, already_sent: false });
    expect(matches[0].reasons).toContain('zona Gràcia');
    expect((await t.asAdmin({ method: 'GET', url: '/api/cms/matches' })).json()).toEqual([
      { property_id: property.id, title: property.title, price: 395000, matches: 2 },
    ]);

    const sent = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/properties/${property.id}/send-listing`,
      payload: { contact_ids: [marta.id, john.id, optedOut.id] },
    });
    expect(sent.json()).toEqual({
      sent: 2,
      skipped: [{ contact_id: optedOut.id, reason: 'Pidió no recibir correos.' }],
    });
    const mails = (await t.outbox()).filter((m) => m.kind === 'listing_match');
    expect(mails.map((m) => m.to).sort()).toEqual(['john@example.co.uk', 'marta@example.cat']);
    const catalan = mails.find((m) => m.to === 'marta@example.cat')!;
    expect(catalan.subject).toContain('Un immoble que encaixa');
    expect(catalan.text).toMatch(/http:\/\/casanova\.test\/ca\/propietats\/\d+-/);
    expect(catalan.text).toMatch(/http:\/\/casanova\.test\/baja\?c=\d+&s=[0-9a-f]{32}/);

    // Sent once per price: a second press sends nothing; a new price may be sent again.
    const again = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/properties/${property.id}/send-listing`,
      payload: { contact_ids: [marta.id] },
    });
    expect(again.json()).toMatchObject({ sent: 0 });
    expect((await t.asAdmin({ method: 'GET', url: '/api/cms/matches' })).json()).toEqual([]);
  });

  it('the unsubscribe link asks first, then keeps the contact out of every later send', async () => {
    const property = await insertProperty(t.db, { neighborhood: 'Gràcia', priceCents: centsFromEuros(395_000) });
    const marta = await insertContact(t.db, { name: 'Marta Puig', email: 'marta@example.cat', locale: 'ca' });
    await putDemand(marta.id);
    await t.asAdmin({
      method: 'POST',
      url: `/api/cms/properties/${property.id}/send-listing`,
      payload: { contact_ids: [marta.id] },
    });
    const link = /http:\/\/casanova\.test(\/baja\?c=\d+&s=[0-9a-f]+)/.exec((await t.outbox())[0]!.text)![1]!;

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Deixem d&#39;enviar-te immobles a marta@example.cat?');
    expect((await t.asAdmin({ method: 'GET', url: '/api/cms/contacts' })).json()[0].unsubscribed).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: link.replace(/s=[0-9a-f]+/, 's=00') })).statusCode).toBe(404);

    const done = await t.app.inject({ method: 'POST', url: link });
    expect(done.body).toContain('no t&#39;enviarem més immobles');
    expect((await t.asAdmin({ method: 'GET', url: '/api/cms/contacts' })).json()[0].unsubscribed).toBe(true);
    expect((await t.asAdmin({ method: 'GET', url: `/api/cms/properties/${property.id}/matches` })).json()).toEqual([]);
  });
});
