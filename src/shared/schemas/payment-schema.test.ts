import { describe, expect, it } from 'vitest';

import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import { paymentInstructionsSchema } from './payment-schema';

describe('paymentInstructionsSchema', () => {
  it.each(['arras', 'reserva'])('accepts payment type %s', (payment_type) => {
    expect(paymentInstructionsSchema.parse({ contract_id: ' c1 ', payment_type })).toEqual({
      contract_id: 'c1',
      payment_type,
    });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ contract_id: 'c1', payment_type: 'hipoteca' }, ['Tipo de pago no válido']],
    [{ contract_id: 'c1', payment_type: 'ARRAS' }, ['Tipo de pago no válido']],
    [{ contract_id: 'c1' }, ['Tipo de pago no válido']],
    [{ contract_id: '', payment_type: 'arras' }, ['El contrato es obligatorio']],
    [{ payment_type: 'arras' }, ['El contrato es obligatorio']],
  ])('%j → %j', (body, messages) => {
    expect(issueMessages(paymentInstructionsSchema.safeParse(body))).toEqual(messages);
  });

  it.each([null, { contract_id: 1, payment_type: 2 }])('answers %j in Spanish', (body) => {
    const result = paymentInstructionsSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(hasEnglishMessage(result)).toBe(false);
  });
});
