// The plain-fetch API helpers (src/server/test/api-client.ts), logging in with the browser tests' administrator.
import { apiClient as clientWithPassword, type Api } from '#server/test/api-client.ts';

import { ADMIN_PASSWORD } from './server';

export {
  expectSpanishDetail,
  imageDataUrl,
  pdfAttachment,
  signaturePng,
  type Api,
  type ApiResponse,
  type CallOptions,
} from '#server/test/api-client.ts';

export const apiClient = (url: string): Api => clientWithPassword(url, ADMIN_PASSWORD);
