import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';

import { zodIssuesToSpanish } from '#shared/schemas/index.ts';
import { DATABASE_UNAVAILABLE_DETAIL, isDatabaseUnavailable } from '#server/lib/database-errors.ts';
import { AppError } from '#server/lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web plugin: the HTML 404 page for browsers. */
    renderNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

/** Fastify's own errors, by code, in the Spanish the users read. */
const FASTIFY_MESSAGES: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'La petición es demasiado grande.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'El archivo es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Tipo de contenido no admitido.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'La longitud del contenido no es válida.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'El cuerpo de la petición está vacío.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'El cuerpo de la petición no es JSON válido.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: 'Se esperaba un formulario multipart.' },
};

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Refusals (failed logins, 403s, rejected uploads, throttling) are worth seeing in the logs;
      // the code says what happened without repeating anything the user sent.
      const level =
        error.status === 403 || error.status === 429 || error.code === 'invalid_credentials' ? 'warn' : 'info';
      request.log[level]({ code: error.code, status: error.status }, 'request refused');
      return reply.status(error.status).headers(error.headers).send({ detail: error.message });
    }
    // A malformed id in the path names nothing: not found, as an unknown id would be.
    if (error instanceof ZodError && (error as { validationContext?: string }).validationContext === 'params') {
      return reply.status(404).send({ detail: error.issues[0]?.message || 'Recurso no encontrado.' });
    }
    if (error instanceof ZodError) {
      request.log.info(
        { code: 'validation_failed', fields: error.issues.map((i) => i.path.join('.')) },
        'request refused',
      );
      return reply.status(422).send({ detail: zodIssuesToSpanish(error) });
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail });
    if (error.statusCode === 429) {
      const detail =
        (error as { detail?: string }).detail ?? 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.';
      return reply.status(429).send({ detail });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      // Let /api/health notice now rather than at its next probe (a full disk at once: its probe row may still fit).
      app.health.noteFailure(error);
      return reply.status(503).send({ detail: DATABASE_UNAVAILABLE_DETAIL });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: 'La petición no es válida.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Error interno del servidor. Inténtalo de nuevo más tarde.' });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (wantsPage && app.hasDecorator('renderNotFoundPage')) return app.renderNotFoundPage(request, reply);
    return reply.status(404).send({ detail: 'Recurso no encontrado.' });
  });
});
