import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  adminBuyerFileResponseSchema,
  buyerDeclarationsSchema,
  buyerFileAwaitingDecisionResponseSchema,
  buyerFileReadingQuerySchema,
  buyerFileReviewSchema,
  highRiskApprovalSchema,
  MAX_BUYER_FILE_DOCUMENT_BYTES,
  MAX_BUYER_FILE_DOCUMENTS,
  publicBuyerFileResponseSchema,
  removeDocumentSchema,
} from '#shared/schemas/buyer-file-schema.ts';
import { identificationMeasureSchema } from '#shared/schemas/identification-schema.ts';
import type { Transaction } from '#server/db/client.ts';
import { resolveBuyerAccess } from '#server/features/contracts/access.ts';
import { assertCanSign } from '#server/features/contracts/buyer-sign-contract.ts';
import { buyerLanguage } from '#server/features/contracts/dto.ts';
import { originOf } from '#server/features/contracts/events.ts';
import {
  CONTRACT_NOT_FOUND,
  getContract,
  type BuyerRow,
  type ContractRow,
} from '#server/features/contracts/queries.ts';
import { signingLinkQuery, signingParams } from '#server/features/contracts/route-schemas.ts';
import { signingLinkBuilder } from '#server/features/contracts/signing-links/link-url.ts';
import type { Actor } from '#server/lib/audit.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, fileResponse, numericIdParams, uuidParams } from '#server/lib/route-schemas.ts';
import { sendFile } from '#server/lib/send-file.ts';

import { addBuyerFileDocument } from './add-buyer-file-document';
import { buyerFilesAwaitingDecision } from './awaiting-decision';
import { toPublicBuyerFileDto } from './dto';
import { exportBuyerFilePdf } from './export-buyer-file-pdf';
import { recordIdentificationMeasure } from './identification';
import { mailBuyerWhenCleared, mailCompanyWhenAwaiting } from './notify-file-decision';
import { BUYER_NOT_FOUND, buyerOf, findBuyerFile, isBuyerFileRequired, isComplete } from './queries';
import { readOwnBuyerFile } from './read-own-buyer-file';
import { readIdentityDocumentUpload } from './read-upload';
import { removeBuyerFileDocument } from './remove-buyer-file-document';
import { confirmHighRisk, reviewBuyerFile } from './review-buyer-file';
import { saveBuyerDeclarations } from './save-buyer-declarations';
import { buyerFileDocument, DOCUMENT_NOT_FOUND, viewBuyerFile } from './view-buyer-file';

// The buyer's due-diligence file under Ley 10/2010 (docs/product.md §5.7). The buyer fills in their own from the
// signing page; owners read, complete, assess and export it in the admin area (staff get 403: the admin scope's
// allowlist does not name these routes).
const READ_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const WRITE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const UPLOAD_BODY_LIMIT = MAX_BUYER_FILE_DOCUMENT_BYTES + 1024 * 1024;
const tags = ['Expediente del comprador'];
const UPLOAD_DESCRIPTION =
  'Formulario multipart con el campo file: foto (JPEG, PNG o WebP) o PDF del DNI, NIE o pasaporte, hasta 10 MB, comprobado por sus bytes. ' +
  `Hasta ${MAX_BUYER_FILE_DOCUMENTS} documentos (p. ej. una foto de cada cara). Un PDF de más de 20 páginas o cuyo contenido ` +
  'descomprimido supere 100 MB se rechaza (422) sin abrir sus páginas; los documentos se comprueban de uno en uno, y con ' +
  'varios esperando la respuesta es 503 con Retry-After.';

/** GET/PUT /api/contracts/:id/buyer-file and POST …/documents: the buyer's own file, with their signing link. */
export async function publicBuyerFileRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/contracts/:id/buyer-file',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'El expediente del comprador en su página de firma',
        description:
          'Si es obligatorio antes de firmar (según el tipo de contrato), si está completo, sus declaraciones y los documentos aportados.',
        params: signingParams,
        querystring: signingLinkQuery,
        response: { 200: publicBuyerFileResponseSchema, ...errors(403, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const file = await readOwnBuyerFile(app, request);
      reply.header('cache-control', 'no-store');
      return file;
    },
  );

  api.put(
    '/api/contracts/:id/buyer-file',
    {
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Las declaraciones del comprador',
        description:
          'Actúa en nombre propio o por cuenta de un titular real; sociedad y sus titulares reales; responsabilidad pública (PRP); profesión; ' +
          'origen de los fondos (categoría y explicación). Solo antes de firmar.',
        params: signingParams,
        querystring: signingLinkQuery,
        body: buyerDeclarationsSchema,
        response: { 200: publicBuyerFileResponseSchema, ...errors(403, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      const { buyer } = access;
      assertCanSign(access.aggregate.contract, buyer);
      const actor = { userId: null, name: buyer.email, ip: request.ip };
      const wasComplete = isComplete(await findBuyerFile(db, buyer.id), buyer.idType);
      const file = await saveBuyerDeclarations(
        db,
        actor,
        access.aggregate.contract,
        buyer.id,
        request.body,
        app.ctx.now(),
      );
      await mailCompanyWhenAwaiting(db, access.aggregate.contract, buyer, wasComplete, app.ctx.config.publicUrl);
      request.log.info(
        { contractId: access.aggregate.contract.id, buyerOrder: buyer.buyerOrder },
        'buyer declarations saved',
      );
      reply.header('cache-control', 'no-store');
      return toPublicBuyerFileDto(file, buyer.idType, await isBuyerFileRequired(db, access.aggregate.contract));
    },
  );

  api.post(
    '/api/contracts/:id/buyer-file/documents',
    {
      config: WRITE_LIMIT,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Aportar el documento de identidad',
        description: `${UPLOAD_DESCRIPTION} Solo antes de firmar; el token va en la consulta.`,
        consumes: ['multipart/form-data'],
        params: signingParams,
        querystring: signingLinkQuery,
        response: { 201: publicBuyerFileResponseSchema, ...errors(403, 409, 410, 413, 415, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      const { buyer } = access;
      assertCanSign(access.aggregate.contract, buyer);
      const upload = await readIdentityDocumentUpload(request);
      const actor = { userId: null, name: buyer.email, ip: request.ip };
      const wasComplete = isComplete(await findBuyerFile(db, buyer.id), buyer.idType);
      const file = await addBuyerFileDocument(
        db,
        actor,
        access.aggregate.contract,
        buyer.id,
        { ...upload, uploadedBy: 'buyer', language: buyerLanguage(buyer) },
        app.ctx.now(),
      );
      request.log.info(
        { contractId: access.aggregate.contract.id, buyerOrder: buyer.buyerOrder, bytes: upload.data.length },
        'identity document uploaded',
      );
      await mailCompanyWhenAwaiting(db, access.aggregate.contract, buyer, wasComplete, app.ctx.config.publicUrl);
      reply.status(201).header('cache-control', 'no-store');
      return toPublicBuyerFileDto(file, buyer.idType, await isBuyerFileRequired(db, access.aggregate.contract));
    },
  );
}

const fileParams = uuidParams('id', CONTRACT_NOT_FOUND).extend(numericIdParams(BUYER_NOT_FOUND, 'buyerId').shape);
const documentParams = fileParams.extend(numericIdParams(DOCUMENT_NOT_FOUND, 'documentId').shape);
const BASE = '/api/cms/contracts/:id/buyers/:buyerId/buyer-file';

/** The owners' side: every reading is recorded in the audit trail naming the person. */
export async function adminBuyerFileRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  type Params = { id: string; buyerId: number };
  const view = async (params: Params, actor: Actor, reason?: string) =>
    viewBuyerFile(db, actor, params.id, params.buyerId, app.ctx.now(), reason);
  /** One owner's change to the file of a buyer of this contract (404 otherwise), answered with the file as it now is. */
  // An owner's decision may be what the money waited for: the payment links go out in its transaction.
  const signingLinkOf = signingLinkBuilder(app.ctx.config.publicUrl, app.ctx.jwtSecret);
  // An owner's decision may be what a signature or the money waited for: the buyer is told they can sign, and the
  // payment links go out, in its transaction.
  const afterDecision =
    (request: FastifyRequest, contract: ContractRow, buyer: BuyerRow, now: Date) => async (tx: Transaction) => {
      await mailBuyerWhenCleared(tx, contract, buyer, signingLinkOf);
      await app.paymentsDue(tx, contract.id, originOf(request, actorOf(request).name), now);
    };

  const change = async (
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    apply: (target: { contract: ContractRow; buyer: BuyerRow; actor: Actor; now: Date }) => Promise<unknown>,
  ) => {
    const aggregate = await getContract(db, request.params.id);
    const buyer = buyerOf(aggregate, request.params.buyerId);
    const actor = actorOf(request);
    await apply({ contract: aggregate.contract, buyer, actor, now: app.ctx.now() });
    reply.header('cache-control', 'no-store');
    return view(request.params, actor);
  };

  api.get(
    '/api/cms/buyer-files/awaiting-decision',
    {
      schema: {
        tags,
        summary: 'Expedientes que esperan la decisión de un propietario (solo propietarios)',
        description:
          'Completos sin riesgo valorado, o con riesgo alto sin aprobar: el aviso del panel y de la lista de contratos. ' +
          'Solo nombres y qué falta, nunca el contenido del expediente.',
        response: { 200: z.array(buyerFileAwaitingDecisionResponseSchema), ...errors(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return buyerFilesAwaitingDecision(db, app.ctx.now());
    },
  );

  api.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Expediente de diligencia debida de un comprador (solo propietarios)',
        description:
          'Cada consulta queda en el registro de auditoría con el nombre de quien la hace. Pasados 5 años desde el fin de la ' +
          'relación, el contenido solo se muestra con ?reason= (el motivo, que también queda registrado); pasados 10, se borra ' +
          'y queda solo quién lo borró, cuándo y por qué.',
        params: fileParams,
        querystring: buyerFileReadingQuerySchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return view(request.params, actorOf(request), request.query.reason);
    },
  );

  api.put(
    BASE,
    {
      schema: {
        tags,
        summary: 'Las declaraciones del comprador, recogidas por la empresa',
        params: fileParams,
        body: buyerDeclarationsSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      change(request, reply, ({ contract, buyer, actor, now }) =>
        saveBuyerDeclarations(db, actor, contract, buyer.id, request.body, now),
      ),
  );

  api.post(
    `${BASE}/documents`,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Aportar el documento de identidad del comprador',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: fileParams,
        response: { 201: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 413, 415, 422, 503) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return change(request, reply, async ({ contract, buyer, actor, now }) => {
        const upload = await readIdentityDocumentUpload(request);
        await addBuyerFileDocument(db, actor, contract, buyer.id, { ...upload, uploadedBy: 'admin' }, now);
      });
    },
  );

  api.get(
    `${BASE}/documents/:documentId`,
    {
      schema: {
        tags,
        summary: 'Descargar un documento de identidad del expediente',
        description: 'Pasados 5 años desde el fin de la relación, solo con ?reason= (409 sin él).',
        params: documentParams,
        querystring: buyerFileReadingQuerySchema,
        response: {
          200: fileResponse('application/octet-stream', 'El documento, con su tipo'),
          ...errors(401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { id, buyerId, documentId } = request.params;
      const { filename, file } = await buyerFileDocument(
        db,
        actorOf(request),
        { contractId: id, buyerId, documentId, reason: request.query.reason },
        app.ctx.now(),
      );
      return sendFile(reply, file.data, file.contentType, filename);
    },
  );

  api.delete(
    `${BASE}/documents/:documentId`,
    {
      schema: {
        tags,
        summary: 'Retirar un documento del expediente, con el motivo (propietarios)',
        description:
          'Ilegible, de otra persona o sustituido por uno nuevo: deja de contar, pero su fila, su huella y el motivo se conservan en el registro de auditoría.',
        params: documentParams,
        body: removeDocumentSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      change(request, reply, ({ contract, buyer, actor, now }) =>
        removeBuyerFileDocument(
          db,
          actor,
          contract,
          { buyerId: buyer.id, documentId: request.params.documentId, reason: request.body.reason },
          now,
        ),
      ),
  );

  api.put(
    `${BASE}/review`,
    {
      schema: {
        tags,
        summary: 'Valorar el riesgo del comprador',
        description:
          'Riesgo bajo, normal o alto con su motivo. Un riesgo alto bloquea Firmar hasta que un propietario lo confirma.',
        params: fileParams,
        body: buyerFileReviewSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      change(request, reply, async ({ contract, buyer, actor, now }) => {
        await reviewBuyerFile(
          db,
          actor,
          contract,
          buyer.id,
          request.body,
          now,
          afterDecision(request, contract, buyer, now),
        );
        request.log.info(
          { contractId: contract.id, buyerOrder: buyer.buyerOrder, risk: request.body.risk },
          'buyer file reviewed',
        );
      }),
  );

  api.post(
    `${BASE}/confirm`,
    {
      schema: {
        tags,
        summary: 'Aprobar un riesgo alto (propietario)',
        description:
          'La aprobación expresa de un propietario, con su motivo (Ley 10/2010, art. 14), que permite a ese comprador firmar y ' +
          'que se cobre. {"reason": "…"}: al menos 20 caracteres que expliquen el porqué (422 si no). 422 sin un documento ' +
          'de origen de los fondos en el expediente; con la instalación en marcha, 403 si no la aprueba la persona designada.',
        params: fileParams,
        body: highRiskApprovalSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      change(request, reply, async ({ contract, buyer, actor, now }) => {
        const { reason } = request.body;
        await confirmHighRisk(db, actor, contract, buyer.id, now, reason, afterDecision(request, contract, buyer, now));
        request.log.info({ contractId: contract.id, buyerOrder: buyer.buyerOrder }, 'high risk confirmed');
      }),
  );

  api.post(
    '/api/cms/contracts/:id/buyers/:buyerId/identification',
    {
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Registrar cómo se verificó la identidad de un comprador (propietarios)',
        description:
          'Para el comprador al que no identificó la transferencia (pagó otro comprador, o desde una cuenta fuera de la ' +
          'UE/EEE; RD 304/2014, art. 21): {"measure": "in_person" | "electronic_signature" | "notarised_copy" | ' +
          '"authorised_procedure" | "other", "reason": "qué se hizo, al menos 20 caracteres"}. Una sola vez (409 después); ' +
          'queda en el expediente, en la exportación y en la auditoría.',
        params: fileParams,
        body: identificationMeasureSchema,
        response: { 200: adminBuyerFileResponseSchema, ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const aggregate = await getContract(db, request.params.id);
      const actor = actorOf(request);
      await recordIdentificationMeasure(db, actor, aggregate, request.params.buyerId, request.body, app.ctx.now());
      request.log.info({ contractId: aggregate.contract.id, measure: request.body.measure }, 'identification recorded');
      reply.header('cache-control', 'no-store');
      return view(request.params, actor);
    },
  );

  api.get(
    `${BASE}/export.pdf`,
    {
      schema: {
        tags,
        summary: 'El expediente en PDF para el archivo de cumplimiento',
        description: 'Pasados 5 años desde el fin de la relación, solo con ?reason= (409 sin él).',
        params: fileParams,
        querystring: buyerFileReadingQuerySchema,
        response: { 200: fileResponse('application/pdf', 'El PDF'), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id, buyerId } = request.params;
      const pdf = await exportBuyerFilePdf(db, actorOf(request), id, buyerId, app.ctx.now(), request.query.reason);
      return sendFile(reply, pdf, 'application/pdf', `expediente-${id.slice(0, 8)}-${buyerId}.pdf`);
    },
  );
}
