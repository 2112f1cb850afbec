import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { setupChecklistResponseSchema } from '#shared/schemas/system-schema.ts';
import { LAST_BACKUP_KEY, readMeta } from '#server/lib/app-meta.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { getSetupChecklist } from '../setup-checklist';
import { tags } from './route-schemas';

export function setupChecklistRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/setup-checklist',
    {
      schema: {
        tags,
        summary: 'Lista de puesta en marcha',
        description:
          'Lo que falta antes de firmar y cobrar con seguridad: datos de la empresa, correo, PUBLIC_URL, copias, certificados energéticos…',
        response: { 200: setupChecklistResponseSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSetupChecklist(app.ctx, {
        adminEmail: request.user?.email ?? null,
        lastBackupAt: await readMeta(db, LAST_BACKUP_KEY),
      });
    },
  );
}
