import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { insertContact, insertContract, insertProperty } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Each contact's story (docs/product.md §4.1): stage, notes, properties, viewings, contracts, payments.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('a contact', () => {
  it('moves along its stages and keeps dated notes with their author; a wrong stage is a 422', async () => {
    const contact = await insertContact(t.db);
    const moved = await t.asAdmin({
      method: 'PATCH',
      url: `/api/cms/contacts/${contact.id}`,
      payload: { stage: 'offer' },
    });
    expect(moved.json()).toMatchObject({ stage: 'offer', source: 'web', language: 'es' });
    const wrong = await t.asAdmin({
      method: 'PATCH',
      url: `/api/cms/contacts/${contact.id}`,
      payload: { stage: 'vendido' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe('La etapa no es válida');
    const note = await t.asAdmin({
      method: 'POST',
      url: `/api/cms/contacts/${contact.id}/notes`,
      payload: { body: 'Llamó: quiere ver el ático.' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ body: 'Llamó: quiere ver el ático.', author: 'admin' });
    const story = (await t.asAdmin({ method: 'GET', url: `/api/cms/contacts/${contact.id}/story` })).json();
    expect(story.notes).toHaveLength(1);
    expect(story.stage).toBe('offer');
  });

  it('tells the whole story: every enquiry of the same email, the contracts they are a buyer in and their payments', async () => {
    const verdi = await insertProperty(t.db, { title: 'Piso con terraza en Gràcia' });
    const first = await insertContact(t.db, {
      email: 'Laura@Ejemplo.es',
      propertyId: verdi.id,
      interestedProperty: verdi.title,
    });
    await insertContact(t.db, { email: 'laura@ejemplo.es', source: 'idealista', interestedProperty: 'Ref. 1721' });
    await insertContact(t.db, { email: 'otra@ejemplo.es' });
    const { contract } = await insertContract(t.db, { buyers: [{ name: 'Laura Martí', email: 'laura@ejemplo.es' }] });
    const story = (await t.asAdmin({ method: 'GET', url: `/api/cms/contacts/${first.id}/story` })).json();
    expect(story.enquiries.map((e: { source: string }) => e.source).sort()).toEqual(['idealista', 'web']);
    expect(story.properties.map((p: { title: string }) => p.title).sort()).toEqual([
      'Piso con terraza en Gràcia',
      'Ref. 1721',
    ]);
    expect(story.contracts).toEqual([expect.objectContaining({ id: contract.id, status: 'signed' })]);
    expect(story.demand).toBeNull();
  });

  it('a portal relay address joins nothing: it is not the person', async () => {
    const relay = 'token123@contacts.idealista.com';
    const contact = await insertContact(t.db, { email: relay, emailIsRelay: true, source: 'idealista' });
    await insertContact(t.db, { email: relay, emailIsRelay: true, source: 'idealista' });
    const story = (await t.asAdmin({ method: 'GET', url: `/api/cms/contacts/${contact.id}/story` })).json();
    expect(story.enquiries).toHaveLength(1);
  });
});
