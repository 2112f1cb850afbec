import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  amlApproverSchema,
  amlManualQuerySchema,
  amlOrganisationResponseSchema,
  MAX_AML_MANUAL_BYTES,
} from '#shared/schemas/aml-organisation-schema.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, fileResponse } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';
import { loadFile } from '#server/lib/storage.ts';

import { describeAmlOrganisation, setAmlApprover, uploadAmlManual } from './aml-organisation-admin';
import { amlOrganisation } from './aml-organization';

const tags = ['Contratos'];
const NO_MANUAL = 'Todavía no se ha subido el manual de prevención del blanqueo de capitales.';

/**
 * The company's AML organisation (docs/product.md#aml-organisation): owners only (the staff allowlist does not name
 * these routes), each change an audit row.
 */
export async function adminAmlOrganisationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cms/aml-organisation',
    {
      schema: {
        tags,
        summary: 'Prevención del blanqueo: quién aprueba los clientes de riesgo alto y el manual interno',
        response: { 200: amlOrganisationResponseSchema, ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return describeAmlOrganisation(db);
    },
  );

  api.put(
    '/api/cms/aml-organisation/approver',
    {
      schema: {
        tags,
        summary: 'Designar quién aprueba los clientes de riesgo alto (Ley 10/2010, arts. 14 y 26)',
        description:
          'Una persona con cuenta de propietario activa ({"user_id": …}); 422 si no lo es. Con la instalación en marcha, ' +
          'solo ella puede aprobar un riesgo alto.',
        body: amlApproverSchema,
        response: { 200: amlOrganisationResponseSchema, ...errors(401, 403, 422) },
      },
    },
    async (request, reply) => {
      await setAmlApprover(db, actorOf(request), request.body.user_id, app.ctx.now());
      reply.header('cache-control', 'no-store');
      return describeAmlOrganisation(db);
    },
  );

  api.post(
    '/api/cms/aml-organisation/manual',
    {
      bodyLimit: MAX_AML_MANUAL_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: 'Subir el manual interno de prevención del blanqueo de capitales (art. 26)',
        description:
          'Formulario multipart con el campo file (PDF, hasta 20 MB, abierto entero por el comprobador de documentos) y ' +
          '?dated=AAAA-MM-DD, la fecha del manual (no posterior a hoy). Sustituye al vigente.',
        consumes: ['multipart/form-data'],
        querystring: amlManualQuerySchema,
        response: { 201: amlOrganisationResponseSchema, ...errors(401, 403, 413, 415, 422, 503) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError(415, 'multipart_required', 'Se esperaba un formulario multipart con el manual.');
      const file = await request.file({ limits: { fileSize: MAX_AML_MANUAL_BYTES, files: 1 } });
      if (!file) throw new AppError(422, 'missing_file', 'No se ha recibido ningún archivo.');
      const data = await file.toBuffer();
      if (file.file.truncated)
        throw new AppError(413, 'manual_too_large', 'El manual es demasiado grande (máximo 20 MB).');
      await uploadAmlManual(
        db,
        actorOf(request),
        { data, filename: file.filename, dated: request.query.dated },
        app.ctx.now(),
      );
      reply.status(201).header('cache-control', 'no-store');
      return describeAmlOrganisation(db);
    },
  );

  api.get(
    '/api/cms/aml-organisation/manual',
    {
      schema: {
        tags,
        summary: 'Descargar el manual interno vigente',
        response: { 200: fileResponse('application/pdf', 'El manual'), ...errors(401, 403, 404) },
      },
    },
    async (_request, reply) => {
      const { manual } = await amlOrganisation(db);
      const stored = manual ? await loadFile(db, manual.file_id) : undefined;
      if (!manual || !stored) throw notFound(NO_MANUAL);
      return sendFile(reply, stored.data, 'application/pdf', manual.filename);
    },
  );
}
