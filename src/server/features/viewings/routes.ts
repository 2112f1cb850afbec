import type { FastifyInstance } from 'fastify';

import { cancelViewingRoute } from './routes/cancel-viewing';
import { openViewingSheetRoute } from './routes/open-viewing-sheet';
import { scheduleViewingRoute } from './routes/schedule-viewing';
import { signViewingSheetInOfficeRoute } from './routes/sign-viewing-sheet-in-office';
import { viewingSheetPdfRoute } from './routes/viewing-sheet-pdf';
import { visitorCancelViewingRoute } from './routes/visitor-cancel-viewing';
import { visitorConfirmViewingRoute } from './routes/visitor-confirm-viewing';
import { visitorSignViewingSheetRoute } from './routes/visitor-sign-viewing-sheet';
import { visitorViewingRoute } from './routes/visitor-viewing';

export async function adminViewingRoutes(app: FastifyInstance) {
  scheduleViewingRoute(app);
  cancelViewingRoute(app);
  openViewingSheetRoute(app);
  signViewingSheetInOfficeRoute(app);
  viewingSheetPdfRoute(app);
}

export async function publicViewingRoutes(app: FastifyInstance) {
  visitorViewingRoute(app);
  visitorConfirmViewingRoute(app);
  visitorCancelViewingRoute(app);
  visitorSignViewingSheetRoute(app);
}
