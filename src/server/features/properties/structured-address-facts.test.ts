import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { parseFloorDoor, parseRegistryOffice } from '#shared/site/floor-door.ts';
import { properties } from '#server/db/schema.ts';
import { propertyInput } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// Floor, door and Land Registry as data, written in each reader's language (docs/product.md#structured-address-facts).

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const create = async (body: Record<string, unknown>) => {
  const response = await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: propertyInput(body) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
};

async function sheet(id: number, lang: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/properties/${id}/information-sheet?lang=${lang}` });
  expect(response.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)));
  return text.join(' ').replace(/\s+/g, ' ');
}

describe('floor, door and Land Registry as data', () => {
  it('stores them, returns them, and each language writes them in its own words', async () => {
    const id = await create({ floor_number: 2, door: 'b', registry_number: 15, registry_city: 'Barcelona' });
    const stored = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json();
    expect(stored).toMatchObject({
      floor_number: 2,
      floor_level: null,
      door: 'B',
      registry_number: 15,
      registry_city: 'Barcelona',
    });
    const [es, ca, en] = [await sheet(id, 'es'), await sheet(id, 'ca'), await sheet(id, 'en')];
    expect(es).toContain('2.º B');
    expect(es).toContain('Registro de la Propiedad n.º 15 de Barcelona');
    expect(ca).toContain('2n B');
    expect(ca).toContain('Registre de la Propietat núm. 15 de Barcelona');
    expect(en).toContain('2nd floor, door B');
    expect(en).toContain('Barcelona Land Registry No. 15');
    expect(en).not.toMatch(/Registro|2\.º/);
  });

  it('writes an old typed floor and registry in the reader’s language where they read as data', async () => {
    const id = await create({ floor: 'Ático', registry_office: 'Registro de la Propiedad n.º 5 de Sabadell' });
    const en = await sheet(id, 'en');
    expect(en).toContain('Penthouse');
    expect(en).toContain('Sabadell Land Registry No. 5');
    expect(await sheet(id, 'ca')).toContain('Àtic');
  });

  it('shows a typed text it cannot read as written, saying it is Spanish, and never drops it', async () => {
    const id = await create({ floor: 'Planta noble', registry_office: 'Registro n.º 2 de Barcelona, sección 3.ª' });
    const en = await sheet(id, 'en');
    expect(en).toContain('Planta noble (in Spanish)');
    expect(en).toContain('Registro n.º 2 de Barcelona, sección 3.ª (in Spanish)');
    expect(await sheet(id, 'ca')).toContain('Planta noble (en castellà)');
    expect(await sheet(id, 'es')).not.toContain('(en castellano)');
  });

  it('refuses a door that is neither a number nor a letter, and a floor not in the product list', async () => {
    const door = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({ door: 'izquierda' }),
    });
    expect(door.statusCode).toBe(422);
    expect(door.json().detail).toContain('Puerta');
    const level = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/properties',
      payload: propertyInput({ floor_level: 'terrado' }),
    });
    expect(level.statusCode).toBe(422);
  });
});

describe('the upgrade of properties saved before the fields existed', () => {
  const statements = fs
    .readFileSync(path.join(import.meta.dirname, '../../../../drizzle/0029_structured_floor_and_registry.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('UPDATE "properties"'));

  const FLOORS = [
    '2.º 1.ª',
    '2º 1ª',
    '3r 2a',
    '4.º B',
    '5',
    'Ático',
    'Àtic 2a',
    'Bajos',
    'Entresuelo',
    'Principal 1.ª',
  ];
  const UNREADABLE_FLOORS = ['Planta noble', '2.º izquierda'];
  const OFFICES = [
    'Registro de la Propiedad n.º 15 de Barcelona',
    'Registre de la Propietat núm. 5 de Sabadell',
    'Registro de la Propiedad de Vic',
    "Registre de la Propietat d'Igualada",
    'Barcelona 15',
  ];
  const UNREADABLE_OFFICES = ['Registro n.º 2 de Barcelona, sección 3.ª', 'El de la calle Mayor'];

  it('reads what the product reads, keeps the typed text, and leaves alone what it cannot read', async () => {
    const floors = [...FLOORS, ...UNREADABLE_FLOORS];
    const offices = [...OFFICES, ...UNREADABLE_OFFICES];
    const ids: number[] = [];
    for (let i = 0; i < Math.max(floors.length, offices.length); i++) {
      ids.push(await create({ floor: floors[i] ?? null, registry_office: offices[i] ?? null }));
    }
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    for (const [i, id] of ids.entries()) {
      const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
      // Nothing typed is lost.
      expect(row!.floor).toBe(floors[i] ?? null);
      expect(row!.registryOffice).toBe(offices[i] ?? null);
      const floor = parseFloorDoor(floors[i] ?? null);
      expect({ floor_number: row!.floorNumber, floor_level: row!.floorLevel, door: row!.door }, floors[i]).toEqual(
        floor ?? { floor_number: null, floor_level: null, door: null },
      );
      const office = parseRegistryOffice(offices[i] ?? null);
      expect({ registry_number: row!.registryNumber, registry_city: row!.registryCity }, offices[i]).toEqual(
        office ?? { registry_number: null, registry_city: null },
      );
    }
    // Run again: what an owner set since is never overwritten.
    await t.db.update(properties).set({ door: 'C' }).where(eq(properties.id, ids[0]!));
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const [first] = await t.db.select().from(properties).where(eq(properties.id, ids[0]!));
    expect(first!.door).toBe('C');
  });
});
