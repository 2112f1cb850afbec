import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CONTRACT_TYPES, toContractTypeDto } from '#shared/contract-types/index.ts';
import {
  buyerSignResponseSchema,
  contractEventResponseSchema,
  contractResponseSchema,
  contractTypeResponseSchema,
  publicContractResponseSchema,
} from '#shared/schemas/contract-schema.ts';
import {
  adminSignSchema,
  buyerSignSchema,
  cancelContractSchema,
  contractListQuerySchema,
} from '#shared/schemas/index.ts';
import { LARGE_BODY_LIMIT } from '#server/app-limits.ts';
import { renderContractDocx } from '#server/features/contracts/documents/contract-docx.ts';
import { getSettings } from '#server/features/settings/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/request-identity.ts';
import { errors, fileResponse, uuidParams } from '#server/lib/route-schemas.ts';
import { loadFile } from '#server/lib/storage.ts';

import { resolveBuyerAccess, resolveContractAccess, signingBuyer } from './access';
import { adminSignContract } from './admin-sign-contract';
import { assertBuyerFileReady } from './buyer-file/require-buyer-file';
import { assertCanSign, buyerSignContract } from './buyer-sign-contract';
import { cancelContract } from './cancel-contract';
import { contractDocument } from './contract-document';
import { contractRequestSchema, parseContractInput, refuseOversizedFiles } from './contract-input';
import { courtesyTranslationPdf } from './courtesy-translation';
import { createContract } from './create-contract';
import { deleteContract } from './delete-contract';
import { sendFile } from './downloads';
import { toContractDto, toEventDto, type SigningLinkOf } from './dto';
import { assertEmailCodeVerified } from './email-code/require-email-code';
import { originOf } from './events';
import { recordLinkReveal } from './link-reveal';
import { withInformationSheet } from './property-sheet';
import { CONTRACT_NOT_FOUND, contractEventsOf, getContract, listContracts, type ContractAggregate } from './queries';
import { pdfFilename } from './queue-signed-contract';
import { readSigningContract } from './read-signing-contract';
import { signingLinkQuery, signingParams } from './route-schemas';
import { contractPdfBytes } from './sealing/contract-pdf-file';
import { sealingOf } from './sealing/seal-contract';
import { sendSignatureEmails } from './send-signature-emails';
import { verifySignatureImage } from './signature-image';
import { signingToken, signingUrl } from './signing-token';

// Links carry 256-bit tokens, so guessing is hopeless anyway; the limits only stop hammering while
// leaving plenty of room for a buyer who reloads, downloads every file and retries.
export const READ_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const SIGN_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const ATTACHMENT_NOT_FOUND = 'Documento no encontrado';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const tags = ['Contratos'];
const contractParams = uuidParams('id', CONTRACT_NOT_FOUND);

const withContract = (message: string) =>
  z.object({ message: z.string().describe(message), status: z.string(), contract: contractResponseSchema });

/**
 * The helpers the admin routes need: the signing link of a buyer and the admin view of contracts. Staff never see a
 * buyer's token (the link without it); an owner's view that shows live links is an audit row naming them
 * (docs/product.md §4).
 */
function contractViews(app: FastifyInstance) {
  const { db, jwtSecret, config } = app.ctx;
  const linkOf: SigningLinkOf = (buyer) =>
    signingUrl(config.publicUrl, buyer.contractId, buyer.email, signingToken(jwtSecret, buyer), buyer.language);
  const pageOf: SigningLinkOf = (buyer) =>
    signingUrl(config.publicUrl, buyer.contractId, buyer.email, null, buyer.language);
  const dtos = async (request: FastifyRequest, aggregates: ContractAggregate[]) => {
    const settings = await getSettings(db);
    if (request.user?.role === 'staff')
      return aggregates.map((aggregate) => toContractDto(aggregate, pageOf, settings));
    await recordLinkReveal(db, actorOf(request), aggregates);
    return aggregates.map((aggregate) => toContractDto(aggregate, linkOf, settings));
  };
  const adminDto = async (request: FastifyRequest, id: string) =>
    (await dtos(request, [await getContract(db, id)]))[0]!;
  return { linkOf, adminDto, dtos };
}

/** Registered inside the admin scope (plugins/admin-scope.ts): the token is checked before the body is read. */
export async function adminContractRoutes(app: FastifyInstance) {
  const { db, jwtSecret } = app.ctx;
  const { linkOf, adminDto, dtos } = contractViews(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/cms/contracts',
    {
      bodyLimit: LARGE_BODY_LIMIT,
      // A file over the 10 MB rule is a 413 before any other check (docs/product.md §8).
      preValidation: async (request) => refuseOversizedFiles(request.body),
      schema: {
        tags,
        summary: 'Crear un contrato (borrador)',
        description:
          'Tipo, datos del tipo (GET /api/contract-types), compradores con DNI/NIE y adjuntos en base64 (PDF, Word, JPEG, PNG o GIF, ' +
          '10 MB cada uno, comprobados por sus bytes). Con property_id, la propiedad de la cartera; una reserva lleva además su ficha ' +
          'informativa en PDF, en el idioma del contrato, como último adjunto. Fechas imposibles e importes incoherentes se rechazan con 422.',
        body: contractRequestSchema,
        response: { 201: contractResponseSchema, ...errors(401, 413, 422) },
      },
    },
    async (request, reply) => {
      const input = await withInformationSheet(app, parseContractInput(request.body));
      const actor = actorOf(request);
      const id = await createContract(db, jwtSecret, actor, originOf(request, actor.name), input, app.ctx.now());
      request.log.info(
        { contractId: id, buyers: input.buyers.length, attachments: input.attachments.length },
        'contract created',
      );
      reply.status(201).header('cache-control', 'no-store');
      return adminDto(request, id);
    },
  );

  api.get(
    '/api/cms/contracts',
    {
      schema: {
        tags,
        summary: 'Lista de contratos',
        description:
          'Sin parámetros, los contratos en curso; con archived=true, los archivados. Otros parámetros (p. ej. t) se ignoran.',
        querystring: contractListQuerySchema,
        response: { 200: z.array(contractResponseSchema), ...errors(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dtos(request, await listContracts(db, { archived: request.query.archived }));
    },
  );

  api.get(
    '/api/cms/contracts/:id',
    {
      schema: {
        tags,
        summary: 'Un contrato',
        params: contractParams,
        response: { 200: contractResponseSchema, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminDto(request, request.params.id);
    },
  );

  api.get(
    '/api/cms/contracts/:id/events',
    {
      schema: {
        tags,
        summary: 'Registro de auditoría de un contrato',
        params: contractParams,
        response: { 200: z.array(contractEventResponseSchema), ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await getContract(db, id);
      reply.header('cache-control', 'no-store');
      return (await contractEventsOf(db, id)).map(toEventDto);
    },
  );

  api.post(
    '/api/cms/contracts/:id/sign',
    {
      schema: {
        tags,
        summary: 'Firma de la empresa (Firmar)',
        description:
          'Congela el texto del contrato y lo deja pendiente de firma de los compradores. Firma la persona de la sesión con los poderes de su cuenta; ' +
          'los datos del firmante del cuerpo se ignoran. Personal o propietarios sin poderes: 403. Una fecha de firma prevista ' +
          'anterior a hoy (Europe/Madrid) o una fecha límite que no sea posterior a hoy: 422, nombrando los campos.',
        params: contractParams,
        body: adminSignSchema.optional(),
        response: { 200: withContract('Contrato firmado por el administrador'), ...errors(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(request);
      await adminSignContract(db, actor, originOf(request, actor.name), id, app.ctx.now());
      request.log.info({ contractId: id }, 'contract signed by the administrator');
      reply.header('cache-control', 'no-store');
      const contract = await adminDto(request, id);
      return { message: 'Contrato firmado por el administrador', status: contract.status, contract };
    },
  );

  api.post(
    '/api/cms/contracts/:id/send-signature-emails',
    {
      schema: {
        tags,
        summary: 'Enviar a cada comprador su enlace de firma',
        params: contractParams,
        response: { 200: z.object({ message: z.string(), sent: z.number().int() }), ...errors(401, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const sent = await sendSignatureEmails(db, actor, originOf(request, actor.name), id, linkOf, app.ctx.now());
      request.log.info({ contractId: id, recipients: sent }, 'signature emails queued');
      return { message: 'Emails de firma enviados exitosamente', sent };
    },
  );

  api.delete(
    '/api/cms/contracts/:id',
    {
      schema: {
        tags,
        summary: 'Eliminar un borrador o archivar un contrato',
        description:
          'Un borrador se elimina; cualquier otro contrato se archiva: sale de la lista, sus enlaces dejan de funcionar y se conserva todo.',
        params: contractParams,
        response: {
          200: z.object({
            message: z.string(),
            deleted: z.boolean(),
            archived: z.boolean(),
            status: z.string().optional(),
            archived_at: z.string().optional().describe('Fecha y hora ISO 8601'),
          }),
          ...errors(401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const result = await deleteContract(db, actor, originOf(request, actor.name), id, app.ctx.now(), {
        draftsOnly: request.user?.role === 'staff',
      });
      request.log.info({ contractId: id, outcome: result.outcome }, 'contract deleted or archived');
      if (result.outcome === 'deleted')
        return { message: 'Contrato eliminado exitosamente', deleted: true, archived: false };
      return {
        message: 'Contrato archivado exitosamente',
        deleted: false,
        archived: true,
        status: result.status,
        archived_at: result.archivedAt.toISOString(),
      };
    },
  );

  api.post(
    '/api/cms/contracts/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Anular un contrato con un motivo',
        description:
          'Pendiente, parcialmente firmado o firmado → cancelled; el motivo (y su categoría opcional reason_code) queda en el registro, ' +
          'los enlaces dejan de funcionar y cada comprador que recibió un enlace recibe un aviso en su idioma.',
        params: contractParams,
        body: cancelContractSchema,
        response: { 200: withContract('Contrato anulado'), ...errors(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = actorOf(request);
      await cancelContract(
        db,
        actor,
        originOf(request, actor.name),
        id,
        { reason: request.body.reason, reasonCode: request.body.reason_code ?? null },
        app.ctx.now(),
      );
      request.log.info({ contractId: id }, 'contract cancelled');
      reply.header('cache-control', 'no-store');
      const contract = await adminDto(request, id);
      return { message: 'Contrato anulado', status: contract.status, contract };
    },
  );
}

/** Public, but every contract route checks a buyer's signing token or the admin token itself (access.ts). */
export async function publicContractRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const linkAccess = { params: signingParams, querystring: signingLinkQuery };

  api.get(
    '/api/contract-types',
    {
      schema: {
        tags,
        summary: 'Tipos de contrato: plantillas y campos',
        response: { 200: z.array(contractTypeResponseSchema) },
      },
    },
    async () => CONTRACT_TYPES.map(toContractTypeDto),
  );

  api.get(
    '/api/contracts/:id',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'El contrato que lee un comprador en su página de firma',
        description:
          'Con el token del enlace del comprador (y su email) o el token del administrador; cualquier otra cosa, 403.',
        ...linkAccess,
        response: { 200: publicContractResponseSchema, ...errors(403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSigningContract(app, request);
    },
  );

  api.get(
    '/api/contracts/:id/pdf',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'PDF del contrato',
        description:
          'Firmado por todos: el PDF final sellado, siempre los mismos bytes. Antes: una vista previa marcada BORRADOR o PENDIENTE DE FIRMAS.',
        ...linkAccess,
        response: { 200: fileResponse('application/pdf', 'El PDF'), ...errors(403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const { aggregate } = await resolveContractAccess(app, request);
      const pdf = await contractPdfBytes(db, aggregate, sealingOf(app.ctx));
      return sendFile(reply, pdf, 'application/pdf', pdfFilename(aggregate.contract.id));
    },
  );

  api.get(
    '/api/contracts/:id/courtesy-translation',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'Traducción de cortesía al inglés (PDF, no vinculante)',
        description:
          'Para los contratos con algún comprador que lee en inglés: la traducción, marcada en cada página como no ' +
          'vinculante y con el texto que vincula. Sin comprador en inglés, 404.',
        ...linkAccess,
        response: { 200: fileResponse('application/pdf', 'El PDF de la traducción'), ...errors(403, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      const { aggregate } = await resolveContractAccess(app, request);
      const pdf = await courtesyTranslationPdf(db, aggregate);
      if (!pdf) throw notFound('Este contrato no tiene traducción de cortesía: ningún comprador lee en inglés.');
      const filename = pdfFilename(aggregate.contract.id).replace(/\.pdf$/, '-english-courtesy-translation.pdf');
      return sendFile(reply, pdf, 'application/pdf', filename);
    },
  );

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
      return sendFile(reply, docx, DOCX, pdfFilename(aggregate.contract.id).replace(/\.pdf$/, '.docx'));
    },
  );

  api.get(
    '/api/contracts/:id/attachments/:index',
    {
      config: READ_LIMIT,
      schema: {
        tags,
        summary: 'Descargar un adjunto del contrato',
        params: signingParams.extend({
          index: z.coerce
            .number({ error: ATTACHMENT_NOT_FOUND })
            .int({ error: ATTACHMENT_NOT_FOUND })
            .min(0, { error: ATTACHMENT_NOT_FOUND })
            .max(1000, { error: ATTACHMENT_NOT_FOUND })
            .describe('Posición del adjunto, desde 0'),
        }),
        querystring: signingLinkQuery,
        response: {
          200: fileResponse('application/octet-stream', 'El archivo, con su tipo'),
          ...errors(403, 404, 410, 429),
        },
      },
    },
    async (request, reply) => {
      const { aggregate } = await resolveContractAccess(app, request);
      const attachment = aggregate.attachments.find((a) => a.position === request.params.index);
      const file = attachment ? await loadFile(db, attachment.fileId) : undefined;
      if (!attachment || !file) throw notFound(ATTACHMENT_NOT_FOUND);
      return sendFile(reply, file.data, attachment.contentType, attachment.filename);
    },
  );

  api.post(
    '/api/contracts/:id/buyer-sign',
    {
      config: SIGN_LIMIT,
      schema: {
        tags,
        summary: 'Firma de un comprador',
        description:
          'Solo con el token del enlace del comprador (consulta o campo token) y su email: el token de una cuenta de la empresa, 403 sin registrar nada. signature_image: PNG en URL data: de una firma ' +
          'real, no en blanco. Una segunda firma del mismo comprador, 409. Con el ajuste del código por email, sin código confirmado en este navegador (la cookie que deja la confirmación), 403. ' +
          'Cuando el ajuste lo exige, sin documento de identidad y declaraciones del comprador (Ley 10/2010), 422.',
        params: signingParams,
        querystring: signingLinkQuery,
        body: buyerSignSchema,
        response: { 200: buyerSignResponseSchema, ...errors(403, 404, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const access = await resolveBuyerAccess(app, request);
      const input = request.body;
      const buyer = signingBuyer(access, input.signer_email);
      assertCanSign(access.aggregate.contract, buyer);
      await assertBuyerFileReady(db, access.aggregate.contract, buyer);
      await assertEmailCodeVerified(db, access, {
        secret: app.ctx.jwtSecret,
        cookies: request.headers.cookie,
        now: app.ctx.now(),
      });
      const png = await verifySignatureImage(input.signature_image);
      const origin = originOf(request, buyer.email);
      const result = await buyerSignContract(
        db,
        origin,
        access.aggregate.contract.id,
        buyer.id,
        png,
        sealingOf(app.ctx),
        { publicUrl: app.ctx.config.publicUrl, secret: app.ctx.jwtSecret },
      );
      request.log.info(
        {
          contractId: access.aggregate.contract.id,
          buyerOrder: buyer.buyerOrder,
          allSigned: result.all_signed,
        },
        'contract signed by a buyer',
      );
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
