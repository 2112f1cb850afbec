import type { FastifyInstance } from 'fastify';

import { createPropertyRoute } from './routes/create-property';
import { deletePropertyRoute } from './routes/delete-property';
import { informationSheetRoute } from './routes/information-sheet';
import { listPropertiesRoute } from './routes/list-properties';
import { propertyRoute } from './routes/property';
import { reorderPropertiesRoute } from './routes/reorder-properties';
import { statsRoute } from './routes/stats';
import { updatePropertyRoute } from './routes/update-property';
import { uploadImageRoute } from './routes/upload-image';

export async function publicPropertyRoutes(app: FastifyInstance) {
  listPropertiesRoute(app);
  propertyRoute(app);
  informationSheetRoute(app);
  statsRoute(app);
}

export async function adminPropertyRoutes(app: FastifyInstance) {
  createPropertyRoute(app);
  reorderPropertiesRoute(app);
  updatePropertyRoute(app);
  deletePropertyRoute(app);
  uploadImageRoute(app);
}
