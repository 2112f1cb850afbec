import { describe, expect, it } from 'vitest';

import { paymentDueFor } from './payment-amount';

describe('paymentDueFor', () => {
  it('reads the deposit of an arras contract', () => {
    expect(paymentDueFor('arras_penitenciales', { importe_arras: 25000, importe_reserva: 3000 })).toEqual({
      payment_type: 'arras',
      amount_field: 'importe_arras',
      amount: 25000,
      amount_cents: 2500000,
    });
  });

  it.each(['reserva_no_condicionada', 'reserva_condicionada'])('reads the reservation amount of %s', (type) => {
    expect(paymentDueFor(type, { importe_reserva: 3000, importe_arras: 9 })).toMatchObject({
      payment_type: 'reserva',
      amount: 3000,
    });
  });

  it.each([
    ['3.000', 3000],
    ['1.500,50', 1500.5],
    ['3000', 3000],
    [1500.499, 1500.5],
  ])('coerces %j to %s', (raw, amount) => {
    expect(paymentDueFor('reserva_condicionada', { importe_reserva: raw })?.amount).toBe(amount);
  });

  it.each([undefined, null, '', 'tres mil', 0, -10, 0.004, Number.NaN])('gives no amount for %j', (raw) => {
    expect(paymentDueFor('reserva_condicionada', { importe_reserva: raw })?.amount).toBeNull();
  });

  it('knows nothing of unknown contract types', () => {
    expect(paymentDueFor('compraventa', { importe_reserva: 3000 })).toBeNull();
  });
});
