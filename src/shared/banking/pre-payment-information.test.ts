import { describe, expect, it } from 'vitest';

import {
  awaitsPayment,
  buyerFileRequiredFor,
  paysMoreThanOnePercent,
  prePaymentWarnings,
} from './pre-payment-information';

const arras = (importe_arras: number, precio_venta: number | null = 485_000) => ({
  contractType: 'arras_penitenciales',
  contractData: { importe_arras, ...(precio_venta === null ? {} : { precio_venta }) },
  status: 'signed' as const,
  archived: false,
  hasInformationSheet: false,
});

describe('before a payment on account', () => {
  it('counts a payment above 1 % of the price, to the cent', () => {
    expect(paysMoreThanOnePercent('arras_penitenciales', { importe_arras: 48_500, precio_venta: 485_000 })).toBe(true);
    expect(paysMoreThanOnePercent('arras_penitenciales', { importe_arras: 4_850, precio_venta: 485_000 })).toBe(false);
    expect(paysMoreThanOnePercent('arras_penitenciales', { importe_arras: 4_850.01, precio_venta: 485_000 })).toBe(
      true,
    );
    expect(paysMoreThanOnePercent('reserva_no_condicionada', { importe_reserva: 3000 })).toBe(true);
    expect(paysMoreThanOnePercent('reserva_no_condicionada', { importe_reserva: 0, precio_venta: 1 })).toBe(false);
  });

  it('warns about the missing sheet and the buyer file not required, until payment or the end', () => {
    expect(prePaymentWarnings(arras(48_500), false)).toEqual(['information_sheet_missing', 'buyer_file_not_required']);
    expect(prePaymentWarnings({ ...arras(48_500), hasInformationSheet: true }, true)).toEqual([]);
    expect(prePaymentWarnings(arras(3_000), false)).toEqual([]);
    expect(prePaymentWarnings({ ...arras(48_500), status: 'completed' }, false)).toEqual([]);
    expect(prePaymentWarnings({ ...arras(48_500), status: 'cancelled' }, false)).toEqual([]);
    expect(prePaymentWarnings({ ...arras(48_500), archived: true }, false)).toEqual([]);
    expect(prePaymentWarnings({ ...arras(48_500), status: 'draft' }, true)).toEqual(['information_sheet_missing']);
  });

  it('reads the buyer-file setting of the contract type and which statuses still await payment', () => {
    const settings = { buyer_file_required_arras: true, buyer_file_required_reservation: false };
    expect(buyerFileRequiredFor('arras_penitenciales', settings)).toBe(true);
    expect(buyerFileRequiredFor('reserva_condicionada', settings)).toBe(false);
    expect(['draft', 'pending_signature', 'partially_signed', 'signed'].every((s) => awaitsPayment(s as never))).toBe(
      true,
    );
    expect(awaitsPayment('completed')).toBe(false);
    expect(awaitsPayment('cancelled')).toBe(false);
  });
});
