import type { FastifyInstance } from 'fastify';

import { allContentRoute } from './routes/all-content';
import { companyDetailsRoute } from './routes/company-details';
import { contentTranslationsRoute } from './routes/content-translations';
import { publicContentRoute } from './routes/public-content';
import { saveCompanyDetailsRoute } from './routes/save-company-details';
import { saveContentRoute } from './routes/save-content';

export async function publicContentRoutes(app: FastifyInstance) {
  publicContentRoute(app);
}

export async function adminContentRoutes(app: FastifyInstance) {
  allContentRoute(app);
  contentTranslationsRoute(app);
  saveContentRoute(app);
  companyDetailsRoute(app);
  saveCompanyDetailsRoute(app);
}
