import { describe, expect, it } from 'vitest';

import { contractCancelledMail } from './mails';

const base = {
  buyerName: 'Emma Jones',
  contractName: 'Deposit contract (arras penitenciales)',
  contractType: 'arras_penitenciales',
  companyName: 'Casa Nova Reformas S.L.',
  reason: 'El comprador nos comunica que no sigue adelante',
};

describe('the cancellation notice', () => {
  it("states the legal effect for the buyer in plain words, by the reason and the contract's type", () => {
    const kept = contractCancelledMail({ ...base, reasonCode: 'buyer_withdrawal', language: 'en' });
    expect(kept.subject).toBe('Contract cancelled: Deposit contract (arras penitenciales)');
    expect(kept.text).toContain('the seller keeps any deposit you paid');
    expect(kept.text).toContain('Explanation (in the company’s words): El comprador nos comunica');
    expect(kept.text).toContain('Do not make any transfer for this contract');
    const doubled = contractCancelledMail({ ...base, reasonCode: 'seller_withdrawal_double_arras', language: 'es' });
    // Without the signed terms the notice names no term of its own (the old "15 días naturales" is gone).
    expect(doubled.text).toContain(
      'te devolverá el doble de lo que hubieras entregado en el plazo que fija el contrato',
    );
    expect(doubled.text).not.toContain('15 días');
    const reservation = contractCancelledMail({
      ...base,
      contractType: 'reserva_no_condicionada',
      reasonCode: 'buyer_withdrawal',
      language: 'ca',
    });
    expect(reservation.text).toContain('conserva l’import de la reserva');
    expect(reservation.text).not.toContain('arres');
  });

  it("marks the owner's text as the company's own words even without a category", () => {
    const mail = contractCancelledMail({ ...base, reasonCode: null, language: 'ca' });
    expect(mail.text).toContain('Explicació (en paraules de l’empresa): El comprador nos comunica');
  });
});
