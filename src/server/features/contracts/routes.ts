import type { FastifyInstance } from 'fastify';

import { registerRecordLapseRoute } from './record-lapse-route';
import { buyerSignRoute } from './routes/buyer-sign';
import { cancelContractRoute } from './routes/cancel-contract';
import { contractAttachmentRoute } from './routes/contract-attachment';
import { contractDocxRoute } from './routes/contract-docx';
import { contractEventsRoute } from './routes/contract-events';
import { contractTypesRoute } from './routes/contract-types';
import { contractViews } from './routes/contract-views';
import { courtesyTranslationRoute } from './routes/courtesy-translation';
import { createContractRoute } from './routes/create-contract';
import { deleteContractRoute } from './routes/delete-contract';
import { listContractsRoute } from './routes/list-contracts';
import { previewCancelRoute } from './routes/preview-cancel';
import { readContractRoute } from './routes/read-contract';
import { sendSignatureEmailsRoute } from './routes/send-signature-emails';
import { signContractRoute } from './routes/sign-contract';
import { signingContractRoute } from './routes/signing-contract';

export { READ_LIMIT } from './routes/route-schemas';

/** Registered inside the admin scope (plugins/admin-scope.ts): the token is checked before the body is read. */
export async function adminContractRoutes(app: FastifyInstance) {
  const views = contractViews(app);
  createContractRoute(app, views);
  listContractsRoute(app, views);
  readContractRoute(app, views);
  contractEventsRoute(app);
  signContractRoute(app, views);
  sendSignatureEmailsRoute(app, views);
  deleteContractRoute(app);
  cancelContractRoute(app, views);
  previewCancelRoute(app, views);
  registerRecordLapseRoute(app);
}

/** Public, but every contract route checks a buyer's signing token or the admin token itself (access.ts). */
export async function publicContractRoutes(app: FastifyInstance) {
  contractTypesRoute(app);
  signingContractRoute(app);
  courtesyTranslationRoute(app);
  contractDocxRoute(app);
  contractAttachmentRoute(app);
  buyerSignRoute(app);
}
