// Gathers what the PDF and DOCX print: the signed text, the parties and their evidence.
import { and, desc, eq, inArray } from 'drizzle-orm';

import { positionInCatalan, SIGNING_DATE_WORDING, type ContractParagraphs } from '#shared/contract-types/index.ts';
import type { Executor } from '#server/db/client.ts';
import { contractEvents, storedFiles } from '#server/db/schema.ts';
import { companyDetails } from '#server/features/content/index.ts';
import type { ContractDocument, DocumentSigner } from '#server/features/contracts/documents/contract-model.ts';
import { documentLabels } from '#server/features/contracts/documents/document-labels.ts';

import { contractParagraphs, copyParagraphs, powersIn } from './contract-content';
import { contractLanguageOf } from './dto';
import { emailCodeVerifications } from './email-code/verifications';
import type { ContractAggregate } from './queries';
import { linkHandoversOf } from './signing-policy';
import { isTestContract } from './test-mode';

async function signatureImages(db: Executor, fileIds: string[]): Promise<Map<string, Buffer>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, data: storedFiles.data })
    .from(storedFiles)
    .where(inArray(storedFiles.id, fileIds));
  return new Map(rows.map((row) => [row.id, row.data]));
}

async function courtesySha256(db: Executor, fileId: string | null): Promise<string | null> {
  if (fileId === null) return null;
  const [row] = await db.select({ sha256: storedFiles.sha256 }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return row?.sha256 ?? null;
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
 * The printed signing date, for texts that define it as the last signature's: when every party has signed, the
 * latest of their times, else null. Texts frozen before recite their own date and get none (docs/product.md §5.2).
 */
function signingDateOf(text: ContractParagraphs, signedAts: readonly (Date | null)[]): ContractDocument['signingDate'] {
  const wordings = Object.values(SIGNING_DATE_WORDING);
  if (!text.paragraphs.some((paragraph) => wordings.some((wording) => paragraph.text.includes(wording))))
    return undefined;
  const times = signedAts.map((at) => at?.getTime() ?? null);
  return { signedAt: times.includes(null) ? null : new Date(Math.max(...(times as number[]))) };
}

export async function contractDocument(db: Executor, aggregate: ContractAggregate): Promise<ContractDocument> {
  const { contract, buyers } = aggregate;
  const signatureIds = buyers.map((b) => b.signatureFileId).filter((id): id is string => id !== null);
  const [text, copy, images, company, adminOrigin, codeVerifications, testMode, handovers, courtesy] =
    await Promise.all([
      contractParagraphs(db, aggregate),
      copyParagraphs(db, aggregate),
      signatureImages(db, signatureIds),
      companyDetails(db),
      adminSignatureOrigin(db, contract.id),
      emailCodeVerifications(db, contract.id),
      isTestContract(db, contract),
      linkHandoversOf(
        db,
        contract.id,
        buyers.map((buyer) => buyer.id),
      ),
      courtesySha256(db, contract.courtesyFileId),
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
    // The owner types the position in Spanish on the people page; a Catalan document names the usual ones in Catalan.
    capacity: admin?.position
      ? {
          position: language === 'ca' ? positionInCatalan(admin.position) : admin.position,
          // As the body states them: the Catalan version, or the Spanish text said to be Spanish.
          powers: powersIn(admin, language),
        }
      : undefined,
    sharedAccount: admin?.sharedAccount === true,
  };
  const plural = buyers.length > 1;
  return {
    id: contract.id,
    language,
    ...text,
    copy,
    draft: contract.frozenContent === null,
    sha256: contract.frozenSha256,
    courtesySha256: courtesy,
    frozenAt: contract.frozenAt,
    signingDate: signingDateOf(text, [contract.adminSignedAt, ...buyers.map((buyer) => buyer.signedAt)]),
    seller,
    testMode,
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
      linkHandedOver: handovers.get(buyer.id) ?? null,
    })),
  };
}
