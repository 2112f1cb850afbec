// Gathers what the PDF and DOCX print: the signed text, the parties and their evidence.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { paragraphKind, splitParagraphs } from '../../../shared/contract-types/template-format';
import type { Executor } from '../../db/client';
import { contractEvents, storedFiles } from '../../db/schema';
import type { ContractDocument, DocumentSigner } from '../../lib/documents/contract-model';
import { companyDetails } from '../content';
import { emailCodeVerifications } from './email-code/verifications';
import { documentLabels } from '../../lib/documents/document-labels';
import { renderAggregate } from './contract-content';
import { contractLanguageOf } from './dto';
import type { ContractAggregate } from './queries';

async function signatureImages(db: Executor, fileIds: string[]): Promise<Map<string, Buffer>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db.select({ id: storedFiles.id, data: storedFiles.data }).from(storedFiles).where(inArray(storedFiles.id, fileIds));
  return new Map(rows.map((row) => [row.id, row.data]));
}

async function adminSignatureOrigin(db: Executor, contractId: string) {
  const [event] = await db
    .select({ ip: contractEvents.ip, userAgent: contractEvents.userAgent })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.event, 'admin_signed')))
    .orderBy(desc(contractEvents.createdAt))
    .limit(1);
  return event ?? { ip: null, userAgent: null };
}

/**
 * The frozen text is split back into its paragraphs (the first one is the title, see renderContract), each
 * with the kind stored when it was frozen. Contracts frozen before kinds were stored read them back from the
 * text, which is what they were printed with then.
 */
async function textOf(db: Executor, aggregate: ContractAggregate): Promise<Pick<ContractDocument, 'title' | 'paragraphs'>> {
  const { frozenContent, frozenParagraphKinds } = aggregate.contract;
  if (frozenContent === null) return renderAggregate(db, aggregate);
  const [title = '', ...rest] = splitParagraphs(frozenContent);
  const kinds = frozenParagraphKinds?.length === rest.length ? frozenParagraphKinds : null;
  return { title, paragraphs: rest.map((text, index) => ({ kind: kinds?.[index] ?? paragraphKind(text), text })) };
}

export async function contractDocument(db: Executor, aggregate: ContractAggregate): Promise<ContractDocument> {
  const { contract, buyers } = aggregate;
  const signatureIds = buyers.map((b) => b.signatureFileId).filter((id): id is string => id !== null);
  const [text, images, company, adminOrigin, codeVerifications] = await Promise.all([
    textOf(db, aggregate),
    signatureImages(db, signatureIds),
    companyDetails(db),
    adminSignatureOrigin(db, contract.id),
    emailCodeVerifications(db, contract.id),
  ]);
  const admin = contract.adminSigner;
  const language = contractLanguageOf(contract);
  const labels = documentLabels(language);
  const seller: DocumentSigner = {
    role: labels.sellerRole,
    name: admin?.name ?? company.representative_name,
    dni: admin?.dni ?? company.representative_dni,
    email: admin?.email ?? company.company_email,
    signedAt: contract.adminSignedAt,
    ip: adminOrigin.ip,
    userAgent: adminOrigin.userAgent,
    signature: null,
    onBehalfOf: company.legal_name,
    capacity: admin?.position ? { position: admin.position, powers: admin.powers ?? '' } : undefined,
  };
  const plural = buyers.length > 1;
  return {
    id: contract.id,
    language,
    ...text,
    draft: contract.frozenContent === null,
    sha256: contract.frozenSha256,
    frozenAt: contract.frozenAt,
    seller,
    buyers: buyers.map((buyer) => ({
      role: plural ? `${labels.buyerRole} (${buyer.buyerOrder})` : labels.buyerRole,
      name: buyer.name,
      dni: buyer.dni,
      email: buyer.email,
      signedAt: buyer.signedAt,
      ip: buyer.signedIp,
      userAgent: buyer.signedUserAgent,
      signature: buyer.signatureFileId ? (images.get(buyer.signatureFileId) ?? null) : null,
      emailCodeVerifiedAt: codeVerifications.get(buyer.id) ?? null,
    })),
  };
}
