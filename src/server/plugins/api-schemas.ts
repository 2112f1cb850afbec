import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

import { withoutControlCharacters } from '#shared/schemas/zod-fields.ts';
import { APP_VERSION } from '#server/version.ts';

/**
 * Requests are validated against the route's zod schemas (params, query, body), shared with the browser
 * forms, after control characters are stripped from every string (withoutControlCharacters). A failure is
 * handed to the error handler as the ZodError itself, so it answers with the same Spanish messages as the
 * forms (422; 404 for a malformed id in the path).
 */
const zodValidator: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  const clean = withoutControlCharacters(schema);
  return (data) => {
    const result = clean.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

export const BEARER_SCHEME = 'bearerAuth';

/**
 * Route schemas are zod (fastify-type-provider-zod): they type the handlers, validate requests, serialise
 * responses and describe the API in /api/openapi.json (features/api-docs). See docs/product.md §8.
 */
export default fp(async function apiSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidator);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Casa Nova API',
        version: APP_VERSION,
        description:
          'API de Casa Nova: sitio público, administración, contratos con firma electrónica y pagos por transferencia. ' +
          'JSON en ambos sentidos; los errores son {"detail": "<mensaje en español>"}. Las rutas de administración ' +
          'necesitan el token de POST /api/auth/login como `Authorization: Bearer …`; las de firma, el token del enlace.',
      },
      components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: [
        { name: 'Sistema', description: 'Estado del servicio' },
        { name: 'Autenticación', description: 'Sesión del administrador y contraseña' },
        { name: 'Propiedades', description: 'Cartera de viviendas' },
        { name: 'Contenido', description: 'Textos del sitio y datos de la empresa' },
        { name: 'Menú', description: 'Menú de navegación' },
        { name: 'Contactos', description: 'Mensajes del formulario de contacto' },
        { name: 'Contratos', description: 'Contratos, firma y evidencias' },
        { name: 'Pagos', description: 'Instrucciones de transferencia SEPA y confirmación' },
        { name: 'Documentos', description: 'Verificación de PDF sellados' },
        { name: 'Personas', description: 'Cuentas personales, roles y poderes de firma' },
      ],
    },
    // Pages, media and sitemap carry no tag: only the API is documented.
    hideUntagged: true,
    // Bodies that are bytes (a PDF) have no JSON Schema of their own: their `meta` describes them.
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: 'any' } }),
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig: { unrepresentable: 'any' } }),
  });
});
