import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { centsToEuros } from '#shared/money/cents.ts';
import {
  buyerTerminationSignSchema,
  paperTerminationSchema,
  terminationAnswerSchema,
  type TerminationDto,
} from '#shared/schemas/termination-schema.ts';
import { checkDocument, DocumentChecksBusy } from '#server/lib/documents/check-document.ts';
import { AppError, notFound, unprocessable } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, fileResponse, uuidParams } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';

import { resolveBuyerAccess, resolveContractAccess } from '../access';
import { assertEmailCodeVerified } from '../email-code/require-email-code';
import { originOf } from '../events';
import { CONTRACT_NOT_FOUND, getContract } from '../queries';
import { signingLinkQuery, signingParams } from '../route-schemas';
import { verifySignatureImage } from '../signature-image';
import { signTerminationAsBuyer, signTerminationForCompany, uploadPaperTermination } from './sign-termination';
import { renderTerminationPdf } from './termination-pdf';
import { terminationState, type TerminationState } from './termination-state';

const tags = ['Contratos'];
const contractParams = uuidParams('id', CONTRACT_NOT_FOUND);
const NO_TERMINATION = 'Este contrato no tiene ningún acuerdo de resolución.';
const NOT_A_PDF = 'El acuerdo firmado en papel debe ser un PDF legible (en base64).';
const PAPER_UNREADABLE =
  'No hemos podido abrir el PDF del acuerdo firmado en papel: súbelo de nuevo como un PDF legible (como mucho 30 páginas).';
const BUSY = 'Ahora mismo estamos comprobando otros documentos. Vuelve a intentarlo en unos segundos.';

/** The answer's shape: euros with two decimals, the frozen texts, each party's signature. */
export function terminationDto(state: TerminationState): TerminationDto {
  return {
    state: state.state,
    amount: centsToEuros(state.amount_cents),
    deadline: state.deadline,
    release: state.release,
    expires_at: state.expires_at,
    offered_at: state.offered_at,
    completed_at: state.completed_at,
    sha256: state.sha256,
    parties: state.parties.map(({ party, buyer_order, name, signed_at }) => ({ party, buyer_order, name, signed_at })),
    company_signer: state.company_signer
      ? { name: state.company_signer.name, position: state.company_signer.position }
      : null,
    paper: state.paper,
    texts: state.texts.map(({ language, title, paragraphs }) => ({ language, title, paragraphs })),
    courtesy: state.courtesy === 'en' ? 'en' : null,
  };
}

/** The hostile-document check for the paper copy: a PDF that decodes whole, in a bounded worker (decision 042). */
async function assertPaperPdf(bytes: Buffer): Promise<void> {
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw unprocessable(NOT_A_PDF, 'paper_not_pdf');
  let verdict;
  try {
    verdict = await checkDocument(bytes, 'application/pdf', { maxPages: 30 });
  } catch (error) {
    if (error instanceof DocumentChecksBusy) throw new AppError(503, 'documents_busy', BUSY, { 'retry-after': '10' });
    throw error;
  }
  if (verdict.verdict !== 'ok') throw unprocessable(PAPER_UNREADABLE, 'paper_unreadable');
}

async function stateOrNotFound(app: FastifyInstance, contractId: string): Promise<TerminationState> {
  const { buyers } = await getContract(app.ctx.db, contractId);
  const state = await terminationState(app.ctx.db, contractId, buyers, app.ctx.now());
  if (!state) throw notFound(NO_TERMINATION);
  return state;
}

/** Owners only (staff: 403, not in their allowlist): the agreement's state, the company's signature, the paper copy. */
export async function adminTerminationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/cms/contracts/:id/termination',
    {
      schema: {
        tags,
        summary: 'El acuerdo de resolución de mutuo acuerdo y quién lo ha firmado',
        params: contractParams,
        response: { 200: terminationAnswerSchema, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { termination: terminationDto(await stateOrNotFound(app, request.params.id)) };
    },
  );

  api.get(
    '/api/cms/contracts/:id/termination/pdf',
    {
      schema: {
        tags,
        summary: 'El acuerdo de resolución en PDF',
        params: contractParams,
        response: { 200: fileResponse('application/pdf', 'PDF'), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const state = await stateOrNotFound(app, request.params.id);
      const pdf = await renderTerminationPdf(request.params.id, state);
      reply.header('cache-control', 'no-store');
      return sendFile(reply, pdf, 'application/pdf', `acuerdo-resolucion-${request.params.id.slice(0, 8)}.pdf`);
    },
  );

  api.post(
    '/api/cms/contracts/:id/termination/sign',
    {
      schema: {
        tags,
        summary: 'La empresa firma el acuerdo de resolución (una persona con poderes)',
        description:
          'Como Firmar: quien firma es la persona de la sesión, con los poderes de su cuenta; la cuenta compartida solo mientras ' +
          'nadie tiene poderes (403). 409 si no hay oferta abierta, ya firmó o caducó. Si era la última firma, el contrato ' +
          'pasa a cancelled y cada comprador recibe el aviso con el importe y la fecha.',
        params: contractParams,
        response: { 200: terminationAnswerSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const state = await signTerminationForCompany(
        app.ctx.db,
        actor,
        originOf(request, actor.name),
        request.params.id,
        app.ctx.now(),
      );
      reply.header('cache-control', 'no-store');
      return { termination: terminationDto(state) };
    },
  );

  api.post(
    '/api/cms/contracts/:id/termination/paper',
    {
      bodyLimit: 15 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Subir el acuerdo de resolución firmado en papel por todas las partes',
        description:
          '{"document": "<PDF en base64>"}: se comprueba que se abre entero, se guarda con su huella SHA-256 y completa el ' +
          'acuerdo (el contrato pasa a cancelled y se avisa a los compradores). 422 si no es un PDF legible.',
        params: contractParams,
        body: paperTerminationSchema,
        response: { 200: terminationAnswerSchema, ...errors(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.from(request.body.document, 'base64');
      await assertPaperPdf(bytes);
      const actor = actorOf(request);
      const state = await uploadPaperTermination(
        app.ctx.db,
        actor,
        originOf(request, actor.name),
        request.params.id,
        bytes,
        app.ctx.now(),
      );
      reply.header('cache-control', 'no-store');
      return { termination: terminationDto(state) };
    },
  );
}

/** A buyer reads and signs the agreement through their own link (never a company account). */
export async function publicTerminationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/contracts/:id/termination',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'El acuerdo de resolución, con el enlace del comprador',
        params: signingParams,
        querystring: signingLinkQuery,
        response: { 200: terminationAnswerSchema, ...errors(403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveContractAccess(app, request);
      const state = await terminationState(
        app.ctx.db,
        access.aggregate.contract.id,
        access.aggregate.buyers,
        app.ctx.now(),
      );
      if (!state) throw notFound(NO_TERMINATION);
      reply.header('cache-control', 'no-store');
      return { termination: terminationDto(state) };
    },
  );

  api.get(
    '/api/contracts/:id/termination/pdf',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'El acuerdo de resolución en PDF, con el enlace del comprador',
        params: signingParams,
        querystring: signingLinkQuery,
        response: { 200: fileResponse('application/pdf', 'PDF'), ...errors(403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveContractAccess(app, request);
      const id = access.aggregate.contract.id;
      const state = await terminationState(app.ctx.db, id, access.aggregate.buyers, app.ctx.now());
      if (!state) throw notFound(NO_TERMINATION);
      reply.header('cache-control', 'no-store');
      const pdf = await renderTerminationPdf(id, state);
      const name = state.texts[0]?.language === 'ca' ? 'acord-resolucio' : 'acuerdo-resolucion';
      return sendFile(reply, pdf, 'application/pdf', `${name}-${id.slice(0, 8)}.pdf`);
    },
  );

  api.post(
    '/api/contracts/:id/termination/sign',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Un comprador firma el acuerdo de resolución, desde su enlace',
        description:
          'Solo con el token del enlace del comprador y su email; una cuenta de la empresa, 403. {"signature_image": ' +
          '"data:image/png;base64,…"}: su firma manuscrita, guardada como una firma. Con el código por email de la ' +
          'política del contrato, el mismo código que buyer-sign (403 sin él). 409 si no es parte, ya firmó, no hay oferta ' +
          'abierta o caducó. La última firma anula el contrato y avisa a cada comprador del importe y la fecha.',
        params: signingParams,
        querystring: signingLinkQuery,
        body: buyerTerminationSignSchema,
        response: { 200: terminationAnswerSchema, ...errors(403, 404, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      await assertEmailCodeVerified(
        app.ctx.db,
        access,
        { secret: app.ctx.jwtSecret, cookies: request.headers.cookie, now: app.ctx.now() },
        'termination',
      );
      const png = await verifySignatureImage(request.body.signature_image);
      const state = await signTerminationAsBuyer(
        app.ctx.db,
        access,
        originOf(request, access.buyer.email),
        png,
        app.ctx.now(),
      );
      request.log.info({ contractId: access.aggregate.contract.id }, 'termination agreement signed by a buyer');
      reply.header('cache-control', 'no-store');
      return { termination: terminationDto(state) };
    },
  );
}
