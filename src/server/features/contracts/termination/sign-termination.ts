import { eq } from 'drizzle-orm';

import { isCancelled } from '#shared/contract-lifecycle/index.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { saveFile } from '#server/lib/storage.ts';

import type { BuyerAccess } from '../access';
import { recordContractEvent, type RequestOrigin } from '../events';
import { CONTRACT_NOT_FOUND, getContract } from '../queries';
import { companySignsTermination } from './company-signs-termination';
import { completeTermination } from './complete-termination';
import { terminationState, type TerminationState } from './termination-state';

const NO_OFFER = 'Este contrato no tiene ningún acuerdo de resolución pendiente de firma.';
const EXPIRED = 'La oferta de acuerdo de resolución ha caducado: ya no se puede firmar.';
const COMPLETE = 'El acuerdo de resolución ya está firmado por todas las partes.';
const ALREADY = 'Esta parte ya ha firmado el acuerdo de resolución.';
const NOT_A_PARTY =
  'Solo firman el acuerdo de resolución los compradores que firmaron el contrato, cada uno desde su propio enlace.';

/** The open offer of a locked contract, or the reason it cannot be signed. */
async function openOffer(tx: Executor, contractId: string, now: Date): Promise<TerminationState> {
  const [locked] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  if (!locked) throw notFound(CONTRACT_NOT_FOUND);
  const { buyers } = await getContract(tx, contractId);
  const state = await terminationState(tx, contractId, buyers, now);
  if (!state || (isCancelled(locked.status) && state.state !== 'complete')) throw conflict(NO_OFFER, 'no_termination');
  if (state.state === 'complete') throw conflict(COMPLETE, 'termination_complete');
  if (state.state === 'expired') throw conflict(EXPIRED, 'termination_expired');
  return state;
}

/** POST /api/cms/contracts/{id}/termination/sign: the company's signature, then the end if it was the last. */
export async function signTerminationForCompany(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  now: Date,
): Promise<TerminationState> {
  return db.transaction(async (tx) => {
    const state = await openOffer(tx, contractId, now);
    if (state.parties[0]!.signed_at !== null) throw conflict(ALREADY, 'already_signed');
    await companySignsTermination(tx, actor, origin, contractId, state.sha256, now);
    return completeTermination(tx, origin, contractId, now);
  });
}

/** POST /api/contracts/{id}/termination/sign: one buyer's drawn signature through their own link, kept like a signature. */
export async function signTerminationAsBuyer(
  db: Database,
  access: BuyerAccess,
  origin: RequestOrigin,
  signaturePng: Buffer,
  now: Date,
): Promise<TerminationState> {
  const { buyer } = access;
  return db.transaction(async (tx) => {
    const state = await openOffer(tx, access.aggregate.contract.id, now);
    const party = state.parties.find((p) => p.party === 'buyer' && p.buyer_id === buyer.id);
    if (!party) throw conflict(NOT_A_PARTY, 'not_a_party');
    if (party.signed_at !== null) throw conflict(ALREADY, 'already_signed');
    const file = await saveFile(tx, { data: signaturePng, contentType: 'image/png' });
    await recordContractEvent(tx, access.aggregate.contract.id, 'termination_signed', origin, {
      buyerId: buyer.id,
      details: {
        party: 'buyer',
        buyer_order: buyer.buyerOrder,
        sha256: state.sha256,
        signature_sha256: file.sha256,
        signed_at: now.toISOString(),
      },
    });
    return completeTermination(tx, origin, access.aggregate.contract.id, now);
  });
}

/**
 * POST /api/cms/contracts/{id}/termination/paper: the agreement signed on paper by every party, as a PDF the hostile
 * document check already decoded (routes.ts); kept and fingerprinted, it completes the agreement.
 */
export async function uploadPaperTermination(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  pdf: Buffer,
  now: Date,
): Promise<TerminationState> {
  return db.transaction(async (tx) => {
    const state = await openOffer(tx, contractId, now);
    await saveFile(tx, { data: pdf, contentType: 'application/pdf' });
    const documentSha256 = sha256Hex(pdf);
    await recordContractEvent(tx, contractId, 'termination_signed', origin, {
      details: {
        party: 'paper',
        buyer_order: null,
        sha256: state.sha256,
        document_sha256: documentSha256,
        signed_at: now.toISOString(),
      },
    });
    await recordAudit(tx, actor, 'sign_termination', 'contract', contractId, {
      sha256: state.sha256,
      paper_sha256: documentSha256,
    });
    return completeTermination(tx, origin, contractId, now);
  });
}
