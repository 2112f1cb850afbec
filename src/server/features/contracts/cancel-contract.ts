import { eq } from 'drizzle-orm';

import {
  CANCEL_REASON_LABELS,
  canTransition,
  CONTRACT_STATUS,
  type ContractStatus,
} from '#shared/contract-lifecycle/index.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict, notFound, unprocessable } from '#server/lib/errors.ts';

import { cancelAndNotify } from './cancel-and-notify';
import type { CancelInput } from './cancel-input';
import type { SigningLinkOf } from './dto';
import type { RequestOrigin } from './events';
import { CONTRACT_NOT_FOUND, getContract, type ContractRow } from './queries';
import { offerTermination } from './termination/offer-termination';
import type { TerminationState } from './termination/termination-state';

const REFUSALS: Partial<Record<ContractStatus, string>> = {
  draft: 'Un borrador no se anula: si ya no lo necesitas, elimínalo.',
  completed: 'El contrato está completado (el pago ya se confirmó) y no se puede anular.',
  cancelled: 'El contrato ya está anulado.',
};
const ERROR_AFTER_SIGNATURE =
  'Un comprador ya ha firmado el contrato: la empresa sola no puede declararlo sin efecto por error. Si la empresa ' +
  'no sigue adelante, es el desistimiento de la parte vendedora (regístralo como resultado o como «Desistimiento de ' +
  'la parte vendedora»); si las partes lo acuerdan, elige «Mutuo acuerdo de las partes»: se les envía un acuerdo de ' +
  'resolución para firmar.';
const COMMUNICATION_REQUIRED =
  'Indica el día en que la empresa recibió la comunicación del comprador sobre el incumplimiento de la condición ' +
  '(communication_received_on): el plazo de devolución se cuenta desde ese día.';
const COMMUNICATION_FUTURE = (today: string) =>
  `La fecha en que se recibió la comunicación no puede ser posterior a hoy (${today}).`;
const COMMUNICATION_BEFORE_CONTRACT = (signed: string) =>
  `La fecha en que se recibió la comunicación no puede ser anterior a la firma de la empresa (${signed}).`;

export type CancelResult =
  | { kind: 'done'; status: typeof CONTRACT_STATUS.cancelled; cancelledAt: Date }
  | { kind: 'termination_offered'; termination: TerminationState };

/**
 * 'Anular' (docs/product.md#cancelling-a-contract): the contract becomes `cancelled` for good, its links die, every
 * buyer who was sent a link is told why and what it means for their money — from the signed terms — in their
 * language, and the reason stays in its audit trail, all in one transaction. Mutual agreement is every party's act:
 * it only offers a termination agreement (docs/product.md#mutual-agreement); "error" is the company's word alone and
 * is refused once a buyer signed.
 */
export async function cancelContract(
  db: Database,
  actor: Actor,
  origin: RequestOrigin,
  contractId: string,
  input: CancelInput,
  now: Date,
  linkOf: SigningLinkOf,
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    // Locked against a buyer signing at this very moment: either the signature lands first or the link is dead.
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
    if (!contract) throw notFound(CONTRACT_NOT_FOUND);
    if (!canTransition(contract.status, 'cancel')) {
      throw conflict(
        REFUSALS[contract.status] ?? 'Este contrato no se puede anular en su estado actual.',
        'not_cancellable',
      );
    }
    const aggregate = await getContract(tx, contractId);
    const anySigned = aggregate.buyers.some((buyer) => buyer.signedAt !== null);
    if (input.reasonCode === 'error' && anySigned) throw conflict(ERROR_AFTER_SIGNATURE, 'error_after_signature');
    if (input.reasonCode === 'mutual_agreement') {
      const termination = await offerTermination(
        tx,
        actor,
        origin,
        aggregate,
        { reason: input.reason, offer: input.termination ?? {}, linkOf },
        now,
      );
      // Nothing is cancelled and nobody is told it ended: the contract stays as it is until every party signs.
      return { kind: 'termination_offered', termination };
    }
    if (input.reasonCode === 'condition_not_met') assertCommunicationDate(contract, input, now);
    await cancelAndNotify(tx, origin, contract, input, now);
    await recordAudit(tx, actor, 'cancel', 'contract', contractId, {
      reason: input.reason,
      reason_code: input.reasonCode,
      previous_status: contract.status,
      reason_label: input.reasonCode ? CANCEL_REASON_LABELS[input.reasonCode] : null,
    });
    return { kind: 'done', status: CONTRACT_STATUS.cancelled, cancelledAt: now };
  });
}

function assertCommunicationDate(contract: ContractRow, input: CancelInput, now: Date): void {
  const received = input.communicationReceivedOn;
  if (!received) throw unprocessable(COMMUNICATION_REQUIRED, 'communication_date_required');
  const today = todayIsoDateInMadrid(now);
  if (received > today) throw unprocessable(COMMUNICATION_FUTURE(today), 'future_date');
  const signed = contract.adminSignedAt ? todayIsoDateInMadrid(contract.adminSignedAt) : null;
  if (signed && received < signed)
    throw unprocessable(COMMUNICATION_BEFORE_CONTRACT(signed), 'communication_before_contract');
}
