import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'metrics-token-for-tests-1234567890' });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('API document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes every API route the app registers, and nothing else', () => {
    const registered = new Set(
      t.app.routeTable
        // The API and the portal feeds (machine-readable, so documented too).
        .filter((route) => /^\/(api|feeds)\//.test(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS')
        .map((route) => `${route.method} ${toOpenApiPath(route.url)}`),
    );
    const documented = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('marks with the bearer scheme exactly the routes that refuse an anonymous request with 401', async () => {
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const operation =
        document.paths?.[toOpenApiPath(route.url)]?.[route.method.toLowerCase() as (typeof METHODS)[number]];
      // What the server does, not what the route declares: an anonymous call with made-up ids and an empty body.
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        name === 'id' ? '00000000-0000-4000-8000-000000000001' : '1',
      );
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        remoteAddress: `10.9.${routes.indexOf(route)}.1`,
      });
      const documented = Boolean(operation?.security?.length);
      expect({ route: `${route.method} ${route.url}`, refusedAnonymous: response.statusCode === 401 }).toEqual({
        route: `${route.method} ${route.url}`,
        refusedAnonymous: documented,
      });
    }
  });

  it('gives every operation a Spanish summary and a tag', () => {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        expect(operation.summary, `${method} ${path}`).toMatch(/\S/);
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('API reference page', () => {
  it('is plain HTML for people, without scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Referencia de la API</h1>');
    expect(response.body).toContain('/api/cms/contracts/{id}/cancel');
    expect(response.body).not.toMatch(/<script/i);
  });
});

describe('translated content in the document', () => {
  it('shows the optional Catalan and English fields and the lang parameter', () => {
    const schemas = document.components?.schemas ?? {};
    const property = schemas.Property as OpenAPIV3_1.SchemaObject;
    for (const field of ['title_ca', 'title_en', 'description_ca', 'description_en']) {
      expect(property.properties, field).toHaveProperty(field);
    }
    const body = JSON.stringify(document.paths?.['/api/cms/content/{key}']?.put?.requestBody);
    expect(body).toContain('content_ca');
    expect(body).toContain('content_en');
    expect(JSON.stringify(document.paths?.['/api/cms/properties']?.post?.requestBody)).toContain('title_en');
    for (const path of ['/api/properties', '/api/content']) {
      const parameters = document.paths?.[path]?.get?.parameters as OpenAPIV3_1.ParameterObject[];
      expect(
        parameters.map((p) => p.name),
        path,
      ).toContain('lang');
    }
    expect(schemas).toHaveProperty('ContentTranslations');
  });
});

describe('payments in the document', () => {
  it('documents the bank statement import and the payment page language', () => {
    const upload = document.paths?.['/api/cms/bank-statements']?.post;
    expect(upload?.summary).toBe('Importar un extracto bancario (Norma 43 o camt.053)');
    expect(JSON.stringify(upload?.responses?.['200'])).toContain('already_confirmed');
    const parameters = document.paths?.['/api/payments/{transaction_id}']?.get
      ?.parameters as OpenAPIV3_1.ParameterObject[];
    expect(parameters.map((p) => p.name)).toContain('lang');
  });
});
