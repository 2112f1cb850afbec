import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { contractPdfFileName } from '#shared/i18n/contract-file-name.ts';
import { renderContractDocx } from '#server/features/contracts/documents/contract-docx.ts';
import { conflict } from '#server/lib/errors.ts';
import { errors, fileResponse } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';

import { resolveContractAccess } from '../access';
import { contractDocument } from '../contract-document';
import { DOCX, linkAccess, READ_LIMIT, tags } from './route-schemas';

export function contractDocxRoute(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Word is for reviewing a draft; once frozen, the signed text exists only as the PDF (docs/product.md §5.4).
  api.get(
    '/api/contracts/:id/docx',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'Borrador del contrato en Word',
        description: 'Solo para borradores; un contrato firmado por la empresa existe solo en PDF (409).',
        ...linkAccess,
        response: { 200: fileResponse(DOCX, 'El documento Word'), ...errors(403, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      const { aggregate } = await resolveContractAccess(app, request);
      if (aggregate.contract.frozenContent !== null) {
        throw conflict(
          'Este contrato ya no es un borrador: descárgalo en PDF, el único formato del texto firmado.',
          'pdf_only',
        );
      }
      const docx = await renderContractDocx(await contractDocument(db, aggregate));
      return sendFile(reply, docx, DOCX, contractPdfFileName(aggregate.contract.id).replace(/\.pdf$/, '.docx'));
    },
  );
}
