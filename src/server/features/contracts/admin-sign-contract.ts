import { canTransition } from '#shared/contract-lifecycle/index.ts';
import { getContractType, signingDayErrors } from '#shared/contract-types/index.ts';
import { madridDateParts } from '#shared/format/dates.ts';
import { spanishDetail } from '#shared/schemas/zod-errors.ts';
import type { BuyerFileChecks } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { signingRepresentative } from '#server/features/people/index.ts';
import { getSettings, installationMode } from '#server/features/settings/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { conflict, unprocessable } from '#server/lib/errors.ts';

import { renderTexts } from './contract-content';
import { freezeCourtesyPdf } from './courtesy-translation';
import { recordContractEvent, type RequestOrigin } from './events';
import { assertPropertyFree } from './property-free';
import { getContract, type ContractAggregate } from './queries';
import { missingBeforePayment } from './sheet-missing';
import { freezeSignedTerms } from './signed-terms';
import { transitionContract } from './transition-contract';

/**
 * What must hold before the company signs, handed in by app.ts (the setup checklist lives in the system feature): in
 * a live installation, no open error in the checklist (docs/product.md#test-mode).
 */
export type SigningGate = (signerEmail: string | null) => Promise<void>;

/** The checks of other features the company's signature waits on, handed in by the route from the app's decorations. */
export type SigningGates = {
  /** The live installation's setup checklist (app.signingGate). */
  live: SigningGate;
  /** The buyers' files (app.buyerFiles): a high risk needs an owner's confirmation first (docs/product.md §5.7). */
  buyerFiles: Pick<BuyerFileChecks, 'assertNoUnconfirmedHighRisk'>;
};

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
  gates: SigningGates,
  options: { overrideMissingInformation?: { reason: string } } = {},
): Promise<void> {
  // Who signs comes first: the shared account or staff are refused (403) before anything else is said.
  const company0 = await companyDetails(db);
  await signingRepresentative(db, actor.userId, company0);
  await gates.live(null);
  await db.transaction(async (tx) => {
    const aggregate = await getContract(tx, contractId);
    if (!canTransition(aggregate.contract.status, 'admin_sign')) throw conflict(ONLY_DRAFT_CAN_BE_SIGNED, 'not_draft');
    if (aggregate.contract.archivedAt !== null) throw conflict(ARCHIVED_CANNOT_BE_SIGNED, 'archived');
    assertDatesAhead(aggregate.contract.contractType, aggregate.contract.contractData, now);
    // Another contract may have taken the home since this draft was made (docs/product.md#one-home-one-buyer).
    if (aggregate.contract.propertyId !== null) await assertPropertyFree(tx, aggregate.contract.propertyId);
    // A buyer assessed as high risk needs an owner's confirmation first (docs/product.md §5.7).
    await gates.buyerFiles.assertNoUnconfirmedHighRisk(tx, contractId);
    const live = (await installationMode(tx)).live;
    const missingInformation = assertInformationComplete(aggregate, live, options.overrideMissingInformation);
    const company = await companyDetails(tx);
    const signer = await signingRepresentative(tx, actor.userId, company);
    const texts = await renderTexts(tx, aggregate, {
      representative: signer.position ? signer : undefined,
      companySignature: signer.sharedAccount ? 'shared' : 'personal',
    });
    const { body, binding, copy, courtesy } = texts;
    const { title, paragraphs } = binding;
    const signedTerms = freezeSignedTerms({
      aggregate,
      texts,
      signer,
      settings: await getSettings(tx),
      testMode: !live,
      now,
    });
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
        signedTerms,
      },
      lostRace: conflict(ONLY_DRAFT_CAN_BE_SIGNED, 'not_draft'),
    });
    // The English reader's translation, rendered once from the frozen paragraphs: its fingerprint is evidence.
    const courtesyPdf = courtesy
      ? await freezeCourtesyPdf(tx, contractId, { ...courtesy, binding: signedTerms.languages.binding }, !live)
      : null;
    await recordContractEvent(tx, contractId, 'admin_signed', origin, {
      details: {
        sha256,
        signer: signer.name,
        ...(signer.position ? { position: signer.position, powers: signer.powers } : {}),
        ...(courtesyPdf ? { courtesy_sha256: courtesyPdf.sha256 } : {}),
        ...(missingInformation ? { missing_information: missingInformation } : {}),
      },
    });
    await recordAudit(tx, actor, 'sign', 'contract', contractId, {
      sha256,
      ...(missingInformation ? { missing_information: missingInformation } : {}),
    });
  });
}

/**
 * Llei 18/2007 art. 60.3 (docs/product.md#each-readers-documents): a buyer who pays more than 1 % of the price on
 * account must have the information sheet complete. When the sheet marks an item as not stated, a live installation
 * signs only with an owner's reasoned override (signing is an owner's act already; staff get 403 before this); in
 * test mode the specification's flows sign as before and the timeline keeps the warning. Returns what the event and
 * the audit row record, null when nothing is missing.
 */
function assertInformationComplete(
  aggregate: ContractAggregate,
  live: boolean,
  override: { reason: string } | undefined,
): { items: string[]; override_reason: string | null } | null {
  const items = missingBeforePayment(aggregate);
  if (items.length === 0) return null;
  if (override) return { items, override_reason: override.reason };
  if (live) throw conflict(missingInformationDetail(items), 'missing_information');
  return { items, override_reason: null };
}

export const missingInformationDetail = (items: readonly string[]): string =>
  `La ficha informativa del comprador dice «No consta todavía» en: ${items.join(', ')}. El comprador pagará a ` +
  'cuenta más del 1 % del precio y la ley catalana de vivienda (art. 60.3) le da derecho a conocerlo antes: ' +
  'completa esos datos en la propiedad y crea el contrato de nuevo, o firma indicando el motivo ' +
  '(override_missing_information.reason).';

function assertDatesAhead(contractType: string, data: Record<string, unknown>, now: Date): void {
  const type = getContractType(contractType);
  const today = madridDateParts(now);
  if (!type || !today) return;
  const errors = Object.values(signingDayErrors(type, data, today));
  if (errors.length > 0) throw unprocessable(spanishDetail(errors), 'signing_date');
}
