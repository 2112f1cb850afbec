import { describe, expect, it } from 'vitest';

import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';
import { CONTRACT_EVENT_NAMES } from '#shared/contract-lifecycle/index.ts';
import { MAIL_KINDS } from '#shared/mail-lifecycle/timeline-kinds.ts';

import { TIMELINE_TITLES, timelineFacts, timelineTitle } from './timeline-labels';

// The evidence timeline names every event of the lifecycle and reads details through their schema (decision 030).

const entry = (kind: string, details: Record<string, unknown>, buyer: TimelineEntryDto['buyer'] = null) => ({
  kind,
  at: '2027-03-01T10:00:00.000Z',
  actor: 'Marta Puig',
  buyer,
  ip: '127.0.0.1',
  user_agent: null,
  details,
});

const outcome = {
  outcome: 'seller_withdrew',
  date: '2027-03-01',
  notary: null,
  protocol: null,
  reason: 'Burofax',
  refund_due_date: '2027-03-16',
  paid_amount: 48500,
  refund_amount: 97000,
  recorded_at: '2027-03-01T10:00:00.000Z',
  recorded_by: 'Marta Puig',
  notified_buyers: 2,
};
const confirmed = {
  transaction_id: 'tx-1',
  payment_type: 'arras',
  amount: 48500,
  reference: 'ARRAS-0001',
  contract_status: 'completed',
  payer_name: 'Pere Roca',
};

describe('timeline labels', () => {
  it('names every contract event and every mail entry, and nothing else', () => {
    expect(Object.keys(TIMELINE_TITLES).sort()).toEqual([...CONTRACT_EVENT_NAMES, ...MAIL_KINDS].sort());
    expect(timelineTitle('payment_links_sent')).toBe('Enlaces de pago enviados a los compradores');
    expect(timelineTitle('final_mail_failed')).toBe('Correo con el contrato firmado no entregado');
    expect(timelineTitle('toString')).toBe('toString');
  });

  it("shows a seller's withdrawal with what is owed and by when", () => {
    const facts = timelineFacts(entry('outcome_recorded', outcome));
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Resultado', 'Desistimiento de la parte vendedora: devolución de esas cantidades duplicadas'],
        ['Fecha', '01/03/2027'],
        ['Devolver como muy tarde el', '16/03/2027'],
        ['Motivo', 'Burofax'],
      ]),
    );
    expect(facts.find(([label]) => label === 'A devolver')?.[1]).toMatch(/^97\.000/);
    expect(facts.map(([label]) => label)).not.toContain('Notario');
  });

  it('shows the deed with its notary and protocol, and who paid a confirmed transfer', () => {
    const deed = { ...outcome, outcome: 'deed_signed', notary: 'Joan Vidal', protocol: '1.234', refund_amount: null };
    expect(timelineFacts(entry('outcome_recorded', deed))).toEqual(
      expect.arrayContaining([
        ['Notario', 'Joan Vidal'],
        ['Protocolo', '1.234'],
      ]),
    );
    expect(timelineFacts(entry('payment_confirmed', confirmed))).toEqual([
      ['Tipo de pago', 'Arras'],
      ['Importe', expect.stringMatching(/^48\.500/)],
      ['Referencia', 'ARRAS-0001'],
      ['Ordenante', 'Pere Roca'],
      ['Dirección IP', '127.0.0.1'],
      ['Por', 'Marta Puig'],
    ]);
  });

  it('shows the amount of a payment recorded in cents and of one an earlier release recorded in euros alike', () => {
    const { amount: _euros, ...inCents } = { ...confirmed, amount_cents: 4_850_050 };
    const amountOf = (details: Record<string, unknown>) =>
      timelineFacts(entry('payment_confirmed', details)).find(([label]) => label === 'Importe')?.[1];
    expect(amountOf(inCents)).toBe('48.500,50 €');
    expect(amountOf({ ...confirmed, amount: 48500.5 })).toBe('48.500,50 €');
    expect(amountOf({ ...confirmed, amount: 0.29 })).toBe('0,29 €');
    const created = { transaction_id: 'tx-1', payment_type: 'reserva', amount_cents: 300_000, reference: 'R-1' };
    expect(timelineFacts({ ...entry('payment_created', created), actor: null })).toEqual([
      ['Tipo de pago', 'Reserva'],
      ['Importe', '3.000 €'],
      ['Referencia', 'R-1'],
      ['Dirección IP', '127.0.0.1'],
    ]);
  });

  it("shows a signature with the hash of the text it binds and the buyer's name", () => {
    const buyer = { id: 1, name: 'Ana García', email: 'ana@example.com' };
    const signature = { buyer_order: 0, signature_sha256: 'c0ffee', document_sha256: 'abc123' };
    expect(timelineFacts(entry('buyer_signed', signature, buyer))).toEqual([
      ['Comprador', 'Ana García <ana@example.com>'],
      ['Huella del documento', 'abc123'],
      ['Huella de la firma', 'c0ffee'],
      ['Dirección IP', '127.0.0.1'],
    ]);
  });

  it('shows a failed mail with its recipient and attempts', () => {
    expect(
      timelineFacts({ ...entry('final_mail_failed', { to: 'ana@example.com', attempts: 5 }), actor: null }),
    ).toEqual([
      ['Destinatario', 'ana@example.com'],
      ['Intentos', '5'],
      ['Dirección IP', '127.0.0.1'],
    ]);
  });

  it('shows details that match no schema as stored, key by key', () => {
    // An older release's confirmation: no contract status, the amount as text.
    expect(timelineFacts(entry('payment_confirmed', { amount: '485', reference: 'R-1', nested: { a: 1 } }))).toEqual([
      ['amount', '485'],
      ['reference', 'R-1'],
      ['Dirección IP', '127.0.0.1'],
      ['Por', 'Marta Puig'],
    ]);
  });
});
