import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { deleteContract } from '../delete-contract';
import { originOf } from '../events';
import { contractParams, tags } from './route-schemas';

export function deleteContractRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    '/api/cms/contracts/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un borrador o archivar un contrato',
        description:
          'Un borrador se elimina; cualquier otro contrato se archiva: sale de la lista, sus enlaces dejan de funcionar y se conserva todo.',
        params: contractParams,
        response: {
          200: z.object({
            message: z.string(),
            deleted: z.boolean(),
            archived: z.boolean(),
            status: z.string().optional(),
            archived_at: z.string().optional().describe('Fecha y hora ISO 8601'),
          }),
          ...errors(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const result = await deleteContract(db, actor, originOf(request, actor.name), id, app.ctx.now(), {
        draftsOnly: request.user?.role === 'staff',
      });
      request.log.info({ contractId: id, outcome: result.outcome }, 'contract deleted or archived');
      if (result.outcome === 'deleted')
        return { message: 'Contrato eliminado exitosamente', deleted: true, archived: false };
      return {
        message: 'Contrato archivado exitosamente',
        deleted: false,
        archived: true,
        status: result.status,
        archived_at: result.archivedAt.toISOString(),
      };
    },
  );
}
