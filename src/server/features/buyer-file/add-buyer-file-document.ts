import type { Locale } from '#shared/i18n/locales.ts';
import {
  BUYER_FILE_DOCUMENT_TYPES,
  MAX_BUYER_FILE_DOCUMENTS,
  type BuyerFileDocumentKind,
} from '#shared/schemas/buyer-file-schema.ts';
import type { Database } from '#server/db/client.ts';
import { buyerFileDocuments } from '#server/db/schema.ts';
import type { ContractRow } from '#server/features/contracts/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, unprocessable } from '#server/lib/errors.ts';
import { bytesMatchType } from '#server/lib/file-bytes.ts';
import { saveFile } from '#server/lib/storage.ts';

import { assertNotBlocked } from './assert-not-blocked';
import { assertDecodes, nameForType } from './decode-document';
import { lockBuyerFile, type BuyerFile } from './queries';

const INVALID_IDENTITY_DOCUMENT = 'El documento de identidad debe ser una foto (JPEG, PNG o WebP) o un PDF.';
const TOO_MANY_DOCUMENTS = `No se pueden añadir más de ${MAX_BUYER_FILE_DOCUMENTS} documentos al expediente.`;
const MAX_FILENAME = 200;

/** The type the bytes really are among the accepted ones (the name and the browser's claim are not trusted). */
function identityDocumentType(data: Buffer): (typeof BUYER_FILE_DOCUMENT_TYPES)[number] {
  const type = BUYER_FILE_DOCUMENT_TYPES.find((candidate) => bytesMatchType(data, candidate));
  if (!type) throw unprocessable(INVALID_IDENTITY_DOCUMENT, 'invalid_identity_document');
  return type;
}

/**
 * One photo or PDF of the buyer's identity document (docs/product.md §5.7), private (never public, never in the
 * sealed PDF), with its audit row in the same transaction.
 */
export async function addBuyerFileDocument(
  db: Database,
  actor: Actor,
  contract: ContractRow,
  buyerId: number,
  upload: {
    data: Buffer;
    filename: string;
    uploadedBy: 'buyer' | 'admin';
    kind?: BuyerFileDocumentKind;
    language?: Locale;
  },
  now: Date,
): Promise<BuyerFile> {
  const contentType = identityDocumentType(upload.data);
  await assertDecodes(upload.data, contentType, upload.language);
  const cleanName = upload.filename.replace(/[\\/\p{Cc}]/gu, '_').slice(0, MAX_FILENAME) || 'documento';
  const filename = nameForType(cleanName, contentType);
  return db.transaction(async (tx) => {
    const file = await lockBuyerFile(tx, contract, buyerId, now);
    assertNotBlocked(file.row, now);
    if (file.documents.length >= MAX_BUYER_FILE_DOCUMENTS) throw conflict(TOO_MANY_DOCUMENTS, 'too_many_documents');
    const stored = await saveFile(tx, { data: upload.data, contentType });
    const [document] = await tx
      .insert(buyerFileDocuments)
      .values({
        buyerFileId: file.row.id,
        fileId: stored.id,
        filename,
        contentType,
        size: upload.data.length,
        uploadedBy: upload.uploadedBy,
        kind: upload.kind ?? 'identity',
        uploadedAt: now,
      })
      .returning();
    await recordAudit(tx, actor, 'add_document', 'buyer_file', file.row.id, {
      contract_id: contract.id,
      buyer_id: buyerId,
      document_id: document!.id,
      kind: document!.kind,
      sha256: stored.sha256,
    });
    return { ...file, documents: [...file.documents, document!] };
  });
}
