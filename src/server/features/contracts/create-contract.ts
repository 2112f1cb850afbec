import { CONTRACT_STATUS } from '#shared/contract-lifecycle/index.ts';
import type { Database } from '#server/db/client.ts';
import { contractAttachments, contractBuyers, contracts } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { saveFile } from '#server/lib/storage.ts';

import type { ContractInput } from './contract-input';
import { recordContractEvent, type RequestOrigin } from './events';
import { assertPropertyFree } from './property-free';
import { newBuyerToken } from './signing-token';

/** A new contract is a draft (docs/product.md §8); buyers get their signing tokens now, links are sent later. */
export async function createContract(
  db: Database,
  secret: Uint8Array,
  actor: Actor,
  origin: RequestOrigin,
  input: ContractInput,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (input.propertyId != null) await assertPropertyFree(tx, input.propertyId);
    const [row] = await tx
      .insert(contracts)
      .values({
        contractType: input.type.id,
        contractData: input.data,
        contractLanguage: input.language,
        copyLanguage: input.copyLanguage,
        propertyId: input.propertyId,
        status: CONTRACT_STATUS.draft,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: contracts.id });
    const contractId = row!.id;
    await tx.insert(contractBuyers).values(
      input.buyers.map((buyer) => ({
        contractId,
        buyerOrder: buyer.buyer_order,
        name: buyer.name,
        email: buyer.email,
        dni: buyer.dni,
        idType: buyer.id_type,
        idCountry: buyer.id_country,
        nie: buyer.nie,
        address: buyer.address,
        phone: buyer.phone?.trim() || null,
        language: buyer.language,
        ...newBuyerToken(secret, contractId, buyer.buyer_order),
      })),
    );
    for (const [position, file] of input.attachments.entries()) {
      const stored = await saveFile(tx, { data: file.data, contentType: file.content_type });
      const uploadedAt = file.uploaded_at ? new Date(file.uploaded_at) : now;
      await tx.insert(contractAttachments).values({
        contractId,
        position,
        filename: file.filename,
        contentType: file.content_type,
        size: file.size,
        fileId: stored.id,
        uploadedAt: Number.isNaN(uploadedAt.getTime()) ? now : uploadedAt,
        kind: 'kind' in file ? file.kind : 'upload',
        sheet: 'sheet' in file ? (file.sheet ?? null) : null,
      });
    }
    const summary = {
      contract_type: input.type.id,
      buyers: input.buyers.length,
      attachments: input.attachments.length,
      // Only when the contract came from the portfolio: a typed-in address has no property to name.
      ...(input.propertyId != null ? { property_id: input.propertyId } : {}),
    };
    await recordContractEvent(tx, contractId, 'created', origin, {
      details: {
        ...summary,
        contract_language: input.language,
        ...(input.copyLanguage ? { copy_language: input.copyLanguage } : {}),
      },
    });
    await recordAudit(tx, actor, 'create', 'contract', contractId, summary);
    return contractId;
  });
}
