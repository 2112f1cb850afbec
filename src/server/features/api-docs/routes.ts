import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

import { renderApiReference } from './render-api-reference';

/**
 * The API described from the routes' own zod schemas (plugins/api-schemas.ts): the OpenAPI 3.1
 * document for tools, and a readable reference for people, plain HTML without scripts.
 */
export default async function apiDocsRoutes(app: FastifyInstance) {
  let reference: string | undefined;
  const document = () => app.swagger() as OpenAPIV3_1.Document;

  const tags = ['Sistema'];
  app.get('/api/openapi.json', { schema: { tags, summary: 'Este documento OpenAPI 3.1' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return document();
  });

  app.get(
    '/api/docs',
    { schema: { tags, summary: 'Referencia de la API para personas (HTML)' } },
    async (_request, reply) => {
      reference ??= renderApiReference(document());
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(reference);
    },
  );
}
