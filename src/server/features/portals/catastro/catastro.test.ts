// "Completar desde el Catastro" against a local server that serves the cadastre's own sample answers: a proposal
// field by field without touching the property, the cadastre's errors (HTTP 200 with `lerr`) as a plain message,
// an unreachable service said as such, answers cached and requests spaced a second apart; owners only.
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { propertyInput } from '#server/test/factories.ts';
import { freePort } from '#server/test/free-port.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

const sample = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const SINGLE = '2749704YJ0624N0001DI';
const PARCEL = '0663903VK4706D';
const MISSING = '9872023VH5797S0001WX';

let t: TestApp;
let server: http.Server;
const requests: { path: string; at: number }[] = [];
let id: number;

async function startCadastre(): Promise<string> {
  const [notFoundAnswer] = JSON.parse(sample('dnprc_errors.json'));
  const port = await freePort();
  server = http.createServer((request, response) => {
    requests.push({ path: request.url!, at: Date.now() });
    const url = new URL(request.url!, 'http://x');
    const reference = url.searchParams.get('RefCat');
    const body =
      url.pathname !== '/json/Consulta_DNPRC'
        ? null
        : reference === SINGLE
          ? sample(`dnprc_${SINGLE}.json`)
          : reference === PARCEL
            ? sample('dnprc_parcel_0663903VK4706D_trimmed.json')
            : reference === 'GARBAGE0000000'
              ? '<html>Mantenimiento</html>'
              : JSON.stringify(notFoundAnswer);
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}/json`;
}

const lookup = (payload: Record<string, unknown>, propertyId = id) =>
  t.asAdmin({ method: 'POST', url: `/api/cms/properties/${propertyId}/catastro`, payload });

beforeAll(async () => {
  t = await createTestApp({ CATASTRO_URL: await startCadastre() });
  const created = await t.asAdmin({
    method: 'POST',
    url: '/api/cms/properties',
    payload: propertyInput({ cadastral_reference: SINGLE, built_area_m2: null, year_built: null }),
  });
  id = created.json().id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('POST /api/cms/properties/{id}/catastro', () => {
  it('proposes built area, year, use and address from the property’s own reference, changing nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json();
    const response = await lookup({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cadastral_reference: SINGLE,
      proposal: {
        built_area_m2: 94,
        year_built: 1976,
        use: 'Residencial',
        address: 'CL GUAYANA-MOJONERA 3 46388 GODELLETA (VALENCIA)',
      },
    });
    expect(requests.at(-1)!.path).toBe(`/json/Consulta_DNPRC?RefCat=${SINGLE}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json()).toEqual(before);
  });

  it('answers a parcel’s reference with its one unit, built from its parts', async () => {
    const response = await lookup({ cadastral_reference: '0663903 VK4706D' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cadastral_reference: '0663903VK4706D0004FX',
      proposal: {
        built_area_m2: 62,
        year_built: 1970,
        use: 'Residencial',
        address: 'CL QUESADA 11 Pl:01 Pt:IZ 28010 MADRID (MADRID)',
      },
    });
  });

  it('turns the cadastre’s error (HTTP 200 with lerr) into a plain message', async () => {
    const response = await lookup({ cadastral_reference: MISSING });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'El Catastro responde: No existe ningún inmueble con los parámetros indicados.',
    });
  });

  it('refuses a malformed reference before asking anyone', async () => {
    const count = requests.length;
    const response = await lookup({ cadastral_reference: '9872023VH5797S0001WA' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/letras de control/);
    expect(requests).toHaveLength(count);
  });

  it('answers again from its cache, and asks the cadastre at most once a second', async () => {
    const count = requests.length;
    expect((await lookup({})).statusCode).toBe(200);
    expect(requests).toHaveLength(count);
    const [first, second] = await Promise.all([
      lookup({ cadastral_reference: '1234567DF3813S0002PK' }),
      lookup({ cadastral_reference: '0847106DF2804N0001OP' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([422, 422]);
    const [a, b] = requests.slice(-2);
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(950);
  });

  it('says so when the cadastre answers something it cannot read', async () => {
    const response = await lookup({ cadastral_reference: 'GARBAGE0000000' });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toMatch(/no se entiende.*No se ha cambiado nada/);
  });

  it('says the service cannot be reached when it is down, and nothing changes', async () => {
    const offline = await createTestApp(
      { CATASTRO_URL: `http://127.0.0.1:${await freePort()}/json` },
      { handle: t.handle },
    );
    try {
      const response = await offline.asAdmin({
        method: 'POST',
        url: `/api/cms/properties/${id}/catastro`,
        payload: {},
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().detail).toMatch(/^No se puede conectar con el Catastro.*No se ha cambiado nada/);
    } finally {
      await offline.app.close();
    }
  });

  it('needs a reference, and a property', async () => {
    const bare = await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: propertyInput() });
    expect((await lookup({}, bare.json().id)).json()).toEqual({
      detail: 'La propiedad no tiene referencia catastral: escríbela en el formulario o en la consulta.',
    });
    expect((await lookup({}, 999_999)).statusCode).toBe(404);
  });
});
