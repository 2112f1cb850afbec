import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { settingsResponseSchema, settingsUpdateSchema, type AppSettings } from '#shared/schemas/settings-schema.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors } from '#server/lib/route-schemas.ts';

import { installationMode } from './installation-mode';
import { getSettings } from './queries';
import { updateSettings } from './update-settings';

const tags = ['Contratos'];

/** GET/PUT /api/cms/settings: registered in the admin scope. */
export async function adminSettingsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withMode = async (settings: AppSettings) => {
    const mode = await installationMode(db);
    return { ...settings, live: mode.live, live_since: mode.since };
  };

  api.get(
    '/api/cms/settings',
    { schema: { tags, summary: 'Ajustes de firma', response: { 200: settingsResponseSchema, ...errors(401) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return withMode(await getSettings(db));
    },
  );

  api.put(
    '/api/cms/settings',
    {
      schema: {
        tags,
        summary: 'Cambiar los ajustes de firma',
        description:
          'Código por email antes de firmar, días entre recordatorios, número máximo de recordatorios y días de validez de los enlaces.',
        body: settingsUpdateSchema.default({}),
        response: { 200: settingsResponseSchema, ...errors(401, 422) },
      },
    },
    async (request, reply) => {
      const update = request.body;
      const settings = await updateSettings(db, actorOf(request), update, app.ctx.now());
      request.log.info({ keys: Object.keys(update) }, 'settings updated');
      reply.header('cache-control', 'no-store');
      return withMode(settings);
    },
  );
}
