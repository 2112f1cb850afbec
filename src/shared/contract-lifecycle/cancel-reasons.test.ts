import { describe, expect, it } from 'vitest';

import { cancelReasonsFor } from './cancel-reasons';

describe('cancelReasonsFor', () => {
  it('offers the doubled arras only with arras, and an unmet condition only in a conditional reservation', () => {
    expect(cancelReasonsFor('arras_penitenciales')).toEqual([
      'mutual_agreement',
      'buyer_withdrawal',
      'seller_withdrawal_double_arras',
      'error',
    ]);
    expect(cancelReasonsFor('reserva_condicionada')).toEqual([
      'mutual_agreement',
      'buyer_withdrawal',
      'condition_not_met',
      'error',
    ]);
    expect(cancelReasonsFor('reserva_no_condicionada')).toEqual(['mutual_agreement', 'buyer_withdrawal', 'error']);
  });
});
