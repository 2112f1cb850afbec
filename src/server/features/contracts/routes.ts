import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTRACT_TYPES, toContractTypeDto } from '../../../shared/contract-types';
import { adminSignSchema, buyerSignSchema } from '../../../shared/schemas';
import { LARGE_BODY_LIMIT } from '../../app-limits';
import { notFound } from '../../lib/errors';
import { loadFile } from '../../lib/storage';
import { uuidParam } from '../../lib/params';
import { renderContractDocx } from '../../lib/docx/contract-docx';
import { renderContractPdf } from '../../lib/pdf/contract-pdf';
import { actorOf } from '../../plugins/auth';
import { resolveContractAccess, signingBuyer } from './access';
import { adminSignContract } from './admin-sign-contract';
import { assertCanSign, buyerSignContract } from './buyer-sign-contract';
import { contractText } from './contract-content';
import { contractDocument } from './contract-document';
import { parseContractInput } from './contract-input';
import { createContract } from './create-contract';
import { deleteContract } from './delete-contract';
import { sendFile } from './downloads';
import { toContractDto, toEventDto, toPublicContractDto, type SigningLinkOf } from './dto';
import { originOf } from './events';
import { contractEventsOf, CONTRACT_NOT_FOUND, getContract, listContracts } from './queries';
import { pdfFilename } from './queue-signed-contract';
import { recordFirstView } from './record-view';
import { sendSignatureEmails } from './send-signature-emails';
import { verifySignatureImage } from './signature-image';
import { signingToken, signingUrl } from './signing-token';

// Links carry 256-bit tokens, so guessing is hopeless anyway; the limits only stop hammering while
// leaving plenty of room for a buyer who reloads, downloads every file and retries.
const READ_LIMIT = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };
const SIGN_LIMIT = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
const indexParam = z.object({ index: z.coerce.number().int().min(0).max(1000) });

/** The helpers both scopes need: the signing link of a buyer and the admin view of a contract. */
function contractViews(app: FastifyInstance) {
  const { db, jwtSecret, config } = app.ctx;
  const linkOf: SigningLinkOf = (buyer) =>
    signingUrl(config.publicUrl, buyer.contractId, buyer.email, signingToken(jwtSecret, buyer));
  const adminDto = async (id: string) => toContractDto(await getContract(db, id), linkOf);
  return { linkOf, adminDto };
}

const contractId = (request: FastifyRequest) => uuidParam(request.params, 'id', CONTRACT_NOT_FOUND);

/** Registered inside the admin scope (plugins/admin-scope.ts): the token is checked before the body is read. */
export async function adminContractRoutes(app: FastifyInstance) {
  const { db, jwtSecret } = app.ctx;
  const { linkOf, adminDto } = contractViews(app);

  app.post('/api/cms/contracts', { bodyLimit: LARGE_BODY_LIMIT }, async (request, reply) => {
    const input = parseContractInput(request.body);
    const actor = actorOf(request);
    const id = await createContract(db, jwtSecret, actor, originOf(request, actor.name), input);
    request.log.info({ contractId: id, buyers: input.buyers.length, attachments: input.attachments.length }, 'contract created');
    reply.status(201).header('cache-control', 'no-store');
    return adminDto(id);
  });

  app.get('/api/cms/contracts', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await listContracts(db)).map((aggregate) => toContractDto(aggregate, linkOf));
  });

  app.get('/api/cms/contracts/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return adminDto(contractId(request));
  });

  app.get('/api/cms/contracts/:id/events', async (request, reply) => {
    const id = contractId(request);
    await getContract(db, id);
    reply.header('cache-control', 'no-store');
    return (await contractEventsOf(db, id)).map(toEventDto);
  });

  app.post('/api/cms/contracts/:id/sign', async (request, reply) => {
    const id = contractId(request);
    // The body may repeat the spec's signer fields; they are ignored (the company details decide).
    adminSignSchema.parse(request.body ?? {});
    const actor = actorOf(request);
    await adminSignContract(db, actor, originOf(request, actor.name), id);
    request.log.info({ contractId: id }, 'contract signed by the administrator');
    reply.header('cache-control', 'no-store');
    const contract = await adminDto(id);
    return { message: 'Contrato firmado por el administrador', status: contract.status, contract };
  });

  app.post('/api/cms/contracts/:id/send-signature-emails', async (request) => {
    const id = contractId(request);
    const actor = actorOf(request);
    const sent = await sendSignatureEmails(db, actor, originOf(request, actor.name), id, linkOf);
    app.ctx.kickMail();
    request.log.info({ contractId: id, recipients: sent }, 'signature emails queued');
    return { message: 'Emails de firma enviados exitosamente', sent };
  });

  app.delete('/api/cms/contracts/:id', async (request) => {
    const id = contractId(request);
    await deleteContract(db, actorOf(request), id);
    request.log.info({ contractId: id }, 'contract deleted');
    return { message: 'Contrato eliminado exitosamente' };
  });
}

/** Public, but every contract route checks a buyer's signing token or the admin token itself (access.ts). */
export async function publicContractRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/contract-types', async () => CONTRACT_TYPES.map(toContractTypeDto));

  app.get('/api/contracts/:id', READ_LIMIT, async (request, reply) => {
    const access = await resolveContractAccess(app, request);
    reply.header('cache-control', 'no-store');
    if (access.kind === 'buyer') {
      await recordFirstView(db, access.aggregate.contract.id, access.buyer.id, originOf(request, access.buyer.email));
    }
    const content = await contractText(db, access.aggregate);
    return toPublicContractDto(access.aggregate, content, access.buyer);
  });

  app.get('/api/contracts/:id/pdf', READ_LIMIT, async (request, reply) => {
    const { aggregate } = await resolveContractAccess(app, request);
    const pdf = await renderContractPdf(await contractDocument(db, aggregate));
    return sendFile(reply, pdf, 'application/pdf', pdfFilename(aggregate.contract.id));
  });

  app.get('/api/contracts/:id/docx', READ_LIMIT, async (request, reply) => {
    const { aggregate } = await resolveContractAccess(app, request);
    const docx = await renderContractDocx(await contractDocument(db, aggregate));
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    return sendFile(reply, docx, type, pdfFilename(aggregate.contract.id).replace(/\.pdf$/, '.docx'));
  });

  app.get('/api/contracts/:id/attachments/:index', READ_LIMIT, async (request, reply) => {
    const { aggregate } = await resolveContractAccess(app, request);
    const parsed = indexParam.safeParse(request.params);
    const attachment = parsed.success ? aggregate.attachments.find((a) => a.position === parsed.data.index) : undefined;
    const file = attachment ? await loadFile(db, attachment.fileId) : undefined;
    if (!attachment || !file) throw notFound('Documento no encontrado');
    return sendFile(reply, file.data, attachment.contentType, attachment.filename);
  });

  app.post('/api/contracts/:id/buyer-sign', SIGN_LIMIT, async (request, reply) => {
    const access = await resolveContractAccess(app, request);
    const input = buyerSignSchema.parse(request.body);
    const buyer = signingBuyer(access, input.signer_email);
    assertCanSign(access.aggregate.contract, buyer);
    const png = await verifySignatureImage(input.signature_image);
    const origin = originOf(request, access.kind === 'buyer' ? buyer.email : (request.user?.username ?? 'admin'));
    const result = await buyerSignContract(db, origin, access.aggregate.contract.id, buyer.id, png);
    request.log.info(
      { contractId: access.aggregate.contract.id, buyerOrder: buyer.buyerOrder, allSigned: result.all_signed, via: access.kind },
      'contract signed by a buyer',
    );
    if (result.all_signed) app.ctx.kickMail();
    reply.header('cache-control', 'no-store');
    return result;
  });
}
