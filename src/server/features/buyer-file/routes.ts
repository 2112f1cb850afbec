import type { FastifyInstance } from 'fastify';

import { awaitingDecisionRoute } from './routes/awaiting-decision';
import { confirmHighRiskRoute } from './routes/confirm-high-risk';
import { downloadDocumentRoute } from './routes/download-document';
import { exportFileRoute } from './routes/export-file';
import { buyerFileChanges } from './routes/file-changes';
import { readFileRoute } from './routes/read-file';
import { readOwnFileRoute } from './routes/read-own-file';
import { recordIdentificationRoute } from './routes/record-identification';
import { removeDocumentRoute } from './routes/remove-document';
import { reviewFileRoute } from './routes/review-file';
import { saveDeclarationsRoute } from './routes/save-declarations';
import { saveOwnDeclarationsRoute } from './routes/save-own-declarations';
import { uploadDocumentRoute } from './routes/upload-document';
import { uploadOwnDocumentRoute } from './routes/upload-own-document';

// The buyer's due-diligence file under Ley 10/2010 (docs/product.md §5.7). The buyer fills in their own from the
// signing page; owners read, complete, assess and export it in the admin area (staff get 403: the admin scope's
// allowlist does not name these routes).

/** GET/PUT /api/contracts/:id/buyer-file and POST …/documents: the buyer's own file, with their signing link. */
export async function publicBuyerFileRoutes(app: FastifyInstance) {
  readOwnFileRoute(app);
  saveOwnDeclarationsRoute(app);
  uploadOwnDocumentRoute(app);
}

/** The owners' side: every reading is recorded in the audit trail naming the person. */
export async function adminBuyerFileRoutes(app: FastifyInstance) {
  const changes = buyerFileChanges(app);
  awaitingDecisionRoute(app);
  readFileRoute(app, changes);
  saveDeclarationsRoute(app, changes);
  uploadDocumentRoute(app, changes);
  downloadDocumentRoute(app);
  removeDocumentRoute(app, changes);
  reviewFileRoute(app, changes);
  confirmHighRiskRoute(app, changes);
  recordIdentificationRoute(app, changes);
  exportFileRoute(app);
}
