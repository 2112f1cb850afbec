// The idealista file (GET /api/cms/portals/idealista/preview) is valid against idealista's own schemas, checked here
// with a maintained draft-04 validator independently of the product's own check, and says what it must.
import Ajv from 'ajv-draft-04';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertContract, propertyInput } from '#server/test/factories.ts';
import { dataUrl, jpegWithGps, pngImage } from '#server/test/images.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

import { PLACEHOLDER_CUSTOMER_CODE } from './idealista-file';

const SCHEMA_FILES = import.meta.glob<{ default: object }>('./schemas/**/*.json', { eager: true });
const validator = new Ajv({
  strict: false,
  allErrors: true,
  schemas: Object.values(SCHEMA_FILES).map((m) => m.default),
});
const validateFile = validator.getSchema('https://feeds.idealista.com/v6/schemas/properties/customer.json')!;

const CUSTOMER_CODE = `ilc${'a1'.repeat(20)}`;
// Configured, so nothing is left out for want of settings; no worker runs here, so nothing is uploaded.
const IDEALISTA_ENV = {
  IDEALISTA_FTP_URL: 'ftp://casanova:secret@127.0.0.1:2121/',
  IDEALISTA_CUSTOMER_CODE: CUSTOMER_CODE,
};

let t: TestApp;
const ids: Record<string, number> = {};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- idealista's file, read loosely
type IdealistaProperty = Record<string, any>;

const create = async (name: string, overrides: Record<string, unknown>) => {
  const response = await t.asAdmin({ method: 'POST', url: '/api/cms/properties', payload: propertyInput(overrides) });
  expect(response.statusCode).toBe(201);
  ids[name] = response.json().id;
};

const onSale = { status: 'vendiendo', energy_rating: 'B', price: 465000, publish_to_idealista: true };

async function preview() {
  const response = await t.asAdmin({ method: 'GET', url: '/api/cms/portals/idealista/preview' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const file = response.json();
  const valid = validateFile(file);
  expect(validateFile.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
  return file as { customerProperties: IdealistaProperty[] } & Record<string, unknown>;
}

const entry = async (name: string) =>
  (await preview()).customerProperties.find((p) => p.propertyCode === String(ids[name]));

const portals = async (name: string) =>
  (await t.asAdmin({ method: 'GET', url: `/api/cms/properties/${ids[name]}/portals` })).json() as {
    portal: string;
    state: string;
    reason: string | null;
    missing: { code: string; field: string | null }[];
    warnings: string[];
  }[];

beforeAll(async () => {
  t = await createTestApp(IDEALISTA_ENV);
  await t.asAdmin({
    method: 'PUT',
    url: '/api/cms/content/company_phone',
    payload: { content: '+34 931 234 567' },
  });
  const photo = dataUrl(await jpegWithGps(800, 600), 'image/jpeg');
  await create('flat', {
    ...onSale,
    title: 'Piso con balcón en Gràcia',
    description: 'Piso exterior reformado.\u0007 Cocina nueva.',
    title_ca: 'Pis amb balcó a Gràcia',
    description_ca: 'Pis exterior reformat.',
    address: 'Carrer de Verdi 12, 3.º 1.ª',
    floor: '3.º 1.ª',
    built_area_m2: 92.4,
    usable_area_m2: 80,
    has_lift: true,
    year_built: 1928,
    energy_consumption: 123.456,
    community_fees_per_year: 960,
    occupancy: 'vacant',
    images: [
      { url: photo, caption: 'Salón' },
      { url: photo, caption: 'Detalle' },
    ],
    floor_plan: dataUrl(await pngImage(), 'image/png'),
  });
  await create('studio', {
    ...onSale,
    property_type: 'estudio',
    bedrooms: 0,
    bathrooms: 1,
    size_m2: 38,
    title: 'Estudio en el Born',
    description: `${'Una frase de la descripción. '.repeat(150)}Final.`,
  });
  await create('pending', { ...onSale, energy_rating: 'en_tramite' });
  await create('noBuiltArea', { ...onSale, size_m2_kind: 'usable', built_area_m2: null });
  await create('kyeroOnly', { ...onSale, publish_to_idealista: false, publish_to_kyero: true });
  await create('reserved', { ...onSale });
  await insertContract(t.db, { status: 'pending_signature', propertyId: ids.reserved });
  t.app.publicCache.markStale();
});
afterAll(async () => {
  await t.close();
});

describe('the idealista file', () => {
  it('is one customer file, valid against idealista’s schemas, with only the homes idealista gets', async () => {
    const file = await preview();
    expect(file).toMatchObject({
      customerCountry: 'Spain',
      customerCode: CUSTOMER_CODE,
      customerSendDate: expect.stringMatching(/^20\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d$/),
      customerContact: { contactPrimaryPhonePrefix: '34', contactPrimaryPhoneNumber: '931234567' },
    });
    expect(file.customerProperties.map((p) => Number(p.propertyCode)).sort()).toEqual([ids.flat, ids.studio].sort());
  });

  it('sends a flat for sale with its features, the street hidden and descriptions in each language', async () => {
    const flat = await entry('flat');
    expect(flat).toMatchObject({
      propertyCode: String(ids.flat),
      propertyReference: `CN-${ids.flat}`,
      propertyOperation: { operationType: 'sale', operationPrice: 465000, operationPriceCommunity: 80 },
      propertyAddress: {
        addressVisibility: 'hidden',
        addressStreetName: 'Carrer de Verdi',
        addressStreetNumber: '12',
        addressFloor: '3',
        addressTown: 'Barcelona',
        addressCountry: 'Spain',
      },
      propertyFeatures: {
        featuresType: 'flat',
        featuresAreaConstructed: 92,
        featuresAreaUsable: 80,
        featuresBathroomNumber: 2,
        featuresBedroomNumber: 3,
        featuresBuiltYear: 1928,
        featuresConservation: 'good',
        featuresEnergyCertificateRating: 'B',
        featuresEnergyCertificatePerformance: 123.46,
        featuresLiftAvailable: true,
        featuresCurrentOccupation: 'free',
      },
      propertyDescriptions: [
        {
          descriptionLanguage: 'spanish',
          descriptionText: 'Piso con balcón en Gràcia\n\nPiso exterior reformado. Cocina nueva.',
        },
        { descriptionLanguage: 'catalan', descriptionText: 'Pis amb balcó a Gràcia\n\nPis exterior reformat.' },
      ],
      propertyUrl: expect.stringMatching(/^http:\/\/casanova\.test\/propiedades\/\d+-/),
    });
    expect(JSON.stringify(flat)).not.toContain('\\u0007');
    expect(JSON.stringify(flat)).not.toContain(String.fromCharCode(7));
  });

  it('orders the JPEG images, labels the rooms it knows and adds the plan, with no video links', async () => {
    const flat = await entry('flat');
    expect(flat!.propertyImages).toEqual([
      { imageOrder: 1, imageLabel: 'living', imageUrl: expect.stringMatching(/\/media\/[0-9a-f-]{36}\.jpg$/) },
      { imageOrder: 2, imageUrl: expect.stringMatching(/\.jpg$/) },
      { imageOrder: 3, imageLabel: 'plan', imageUrl: expect.stringMatching(/\/media\/[0-9a-f-]{36}\.png$/) },
    ]);
    const plan = await t.app.inject({ method: 'GET', url: new URL(flat!.propertyImages[2].imageUrl).pathname });
    expect(plan.headers['content-type']).toBe('image/png');
    expect(flat).not.toHaveProperty('propertyVideos');
  });

  it('sends a studio with its rooms and cuts a description over 4 000 characters at a sentence, with a warning', async () => {
    const studio = await entry('studio');
    expect(studio!.propertyFeatures).toMatchObject({ featuresType: 'flat', featuresStudio: true, featuresRooms: 1 });
    expect(studio!.propertyFeatures).not.toHaveProperty('featuresBedroomNumber');
    const text: string = studio!.propertyDescriptions[0].descriptionText;
    expect(Array.from(text).length).toBeLessThanOrEqual(4000);
    expect(text).toMatch(/descripción\.$/);
    const idealista = (await portals('studio')).find((p) => p.portal === 'idealista')!;
    expect(idealista.warnings).toEqual([expect.stringContaining('4000 caracteres')]);
  });

  it('never sends "en trámite" as a rating: the home is left out, with the reason', async () => {
    expect(await entry('pending')).toBeUndefined();
    const idealista = (await portals('pending')).find((p) => p.portal === 'idealista')!;
    expect(idealista).toMatchObject({
      state: 'excluded',
      missing: [expect.objectContaining({ field: 'energy_rating' })],
    });
  });

  it('leaves out a home without its built area, naming the field, never sending it invalid', async () => {
    expect(await entry('noBuiltArea')).toBeUndefined();
    const idealista = (await portals('noBuiltArea')).find((p) => p.portal === 'idealista')!;
    expect(idealista.state).toBe('excluded');
    expect(idealista.missing).toEqual([
      { code: 'built_area', field: 'built_area_m2', message: 'Falta la superficie construida.' },
    ]);
  });

  it('follows the idealista switch alone, and leaves a reserved home out of every portal', async () => {
    expect(await entry('kyeroOnly')).toBeUndefined();
    expect(await entry('reserved')).toBeUndefined();
    const states = await portals('reserved');
    expect(states.map((p) => [p.portal, p.state])).toEqual([
      ['kyero', 'excluded'],
      ['idealista', 'excluded'],
      ['fotocasa', 'excluded'],
    ]);
    for (const state of states) expect(state.missing.map((m) => m.code)).toContain('reserved');
  });

  it('is for owners only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/cms/portals/idealista/preview' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an installation without idealista’s settings', () => {
  it('previews the file with a stand-in customer code, while every property says idealista is not configured', async () => {
    const bare = await createTestApp();
    try {
      const created = await bare.asAdmin({
        method: 'POST',
        url: '/api/cms/properties',
        payload: propertyInput({ ...onSale, built_area_m2: 80 }),
      });
      const file = (await bare.asAdmin({ method: 'GET', url: '/api/cms/portals/idealista/preview' })).json();
      expect(validateFile(file)).toBe(true);
      expect(file.customerCode).toBe(PLACEHOLDER_CUSTOMER_CODE);
      expect(file.customerProperties.map((p: IdealistaProperty) => p.propertyCode)).toEqual([
        String(created.json().id),
      ]);
      const states = (
        await bare.asAdmin({ method: 'GET', url: `/api/cms/properties/${created.json().id}/portals` })
      ).json();
      expect(states[1]).toMatchObject({
        portal: 'idealista',
        state: 'excluded',
        missing: [{ code: 'not_configured' }],
      });
    } finally {
      await bare.close();
    }
  });
});
