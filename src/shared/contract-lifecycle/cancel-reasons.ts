// Why a contract is cancelled (docs/product.md#cancelling-a-contract): a short list a lawyer recognises, plus the
// administrator's own words. The code is optional in the API, so `{"reason": "…"}` alone keeps working.

export const CANCEL_REASON_CODES = [
  'mutual_agreement',
  'buyer_withdrawal',
  'seller_withdrawal_double_arras',
  'condition_not_met',
  'error',
] as const;
export type CancelReasonCode = (typeof CANCEL_REASON_CODES)[number];

/**
 * The reasons that can apply to a contract of this type: returning the arras doubled exists only with arras, an
 * unmet condition only in a conditional reservation (docs/product.md#cancelling-a-contract). Any other type gets the
 * full list.
 */
export function cancelReasonsFor(contractType: string): readonly CancelReasonCode[] {
  return CANCEL_REASON_CODES.filter((code) => {
    if (code === 'seller_withdrawal_double_arras')
      return contractType === 'arras_penitenciales' || !KNOWN.has(contractType);
    if (code === 'condition_not_met') return contractType === 'reserva_condicionada' || !KNOWN.has(contractType);
    return true;
  });
}

const KNOWN: ReadonlySet<string> = new Set(['arras_penitenciales', 'reserva_condicionada', 'reserva_no_condicionada']);

/** Spanish labels for the admin's dialog, the audit trail and the company's copy of the notice. */
export const CANCEL_REASON_LABELS: Readonly<Record<CancelReasonCode, string>> = {
  mutual_agreement: 'Mutuo acuerdo de las partes',
  buyer_withdrawal: 'Desistimiento de la parte compradora',
  seller_withdrawal_double_arras: 'Desistimiento de la parte vendedora con devolución de las arras duplicadas',
  condition_not_met: 'Incumplimiento de la condición pactada',
  error: 'Error en el contrato',
};
