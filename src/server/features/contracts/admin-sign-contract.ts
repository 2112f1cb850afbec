import { canTransition } from '#shared/contract-lifecycle/index.ts';
import { getContractType, signingDayErrors } from '#shared/contract-types/index.ts';
import { madridDateParts } from '#shared/format/dates.ts';
import { spanishDetail } from '#shared/schemas/zod-errors.ts';
import type { Database } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { signingRepresentative } from '#server/features/people/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { conflict, unprocessable } from '#server/lib/errors.ts';

import { assertNoUnconfirmedHighRisk } from './buyer-file/require-buyer-file';
import { renderTexts } from './contract-content';
import { recordContractEvent, type RequestOrigin } from './events';
import { getContract } from './queries';
import { transitionContract } from './transition-contract';

const ONLY_DRAFT_CAN_BE_SIGNED = 'Solo se puede firmar un contrato en estado borrador';
const ARCHIVED_CANNOT_BE_SIGNED = 'El contrato está archivado: ya no se puede firmar.';

/**
 * The company's signature: the logged-in person signs as the representative their account names, with
 * their powers (never an identity sent by the browser; docs/product.md §4), and the rendered text, naming
 * them and saying how they signed, is frozen with its SHA-256: a bilingual contract's two versions together, the
 * English courtesy translation beside them, outside the hash (docs/product.md §5.6). From here on, nothing a buyer signs can change. `now` is the app's clock: the
 * planned signing date may not be past, nor a deadline on or before the day of signing (docs/product.md §5.3).
 */
export async function adminSignContract(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const aggregate = await getContract(tx, contractId);
    if (!canTransition(aggregate.contract.status, 'admin_sign')) throw conflict(ONLY_DRAFT_CAN_BE_SIGNED, 'not_draft');
    if (aggregate.contract.archivedAt !== null) throw conflict(ARCHIVED_CANNOT_BE_SIGNED, 'archived');
    assertDatesAhead(aggregate.contract.contractType, aggregate.contract.contractData, now);
    // A buyer assessed as high risk needs an owner's confirmation first (docs/product.md §5.7).
    await assertNoUnconfirmedHighRisk(tx, contractId);
    const company = await companyDetails(tx);
    const signer = await signingRepresentative(tx, actor.userId, company);
    const { body, binding, copy, courtesy } = await renderTexts(tx, aggregate, {
      representative: signer.position ? signer : undefined,
      companySignature: signer.sharedAccount ? 'shared' : 'personal',
    });
    const { title, paragraphs } = binding;
    const sha256 = sha256Hex(body);
    // Conditional on the status, so two simultaneous clicks cannot both freeze the text.
    await transitionContract(tx, aggregate.contract, 'admin_sign', {
      now,
      set: {
        frozenContent: body,
        frozenSha256: sha256,
        frozenParagraphs: { title, paragraphs },
        frozenParagraphKinds: paragraphs.map((paragraph) => paragraph.kind),
        frozenCopyParagraphs: copy ? { title: copy.title, paragraphs: copy.paragraphs } : null,
        frozenCourtesyParagraphs: courtesy,
        frozenAt: now,
        adminSigner: signer,
        adminSignedAt: now,
      },
      lostRace: conflict(ONLY_DRAFT_CAN_BE_SIGNED, 'not_draft'),
    });
    await recordContractEvent(tx, contractId, 'admin_signed', origin, {
      details: {
        sha256,
        signer: signer.name,
        ...(signer.position ? { position: signer.position, powers: signer.powers } : {}),
      },
    });
    await recordAudit(tx, actor, 'sign', 'contract', contractId, { sha256 });
  });
}

function assertDatesAhead(contractType: string, data: Record<string, unknown>, now: Date): void {
  const type = getContractType(contractType);
  const today = madridDateParts(now);
  if (!type || !today) return;
  const errors = Object.values(signingDayErrors(type, data, today));
  if (errors.length > 0) throw unprocessable(spanishDetail(errors), 'signing_date');
}
