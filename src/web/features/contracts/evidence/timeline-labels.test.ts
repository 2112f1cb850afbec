import { describe, expect, it } from 'vitest';

import type { TimelineEntryDto } from '#shared/api/timeline-dtos.ts';

import { TIMELINE_TITLES, timelineFacts } from './timeline-labels';

// The evidence timeline names what happened after the money (docs/product.md#outcome, §6).

const entry = (kind: string, details: Record<string, unknown>): TimelineEntryDto => ({
  kind,
  at: '2027-03-01T10:00:00.000Z',
  actor: 'Marta Puig',
  buyer: null,
  ip: '127.0.0.1',
  user_agent: null,
  details,
});

describe('timeline labels', () => {
  it('names the payment links and the outcome events', () => {
    expect(TIMELINE_TITLES.payment_links_sent).toBe('Enlaces de pago enviados a los compradores');
    expect(TIMELINE_TITLES.outcome_recorded).toBe('Resultado registrado');
  });

  it("shows a seller's withdrawal with what is owed and by when", () => {
    const facts = timelineFacts(
      entry('outcome_recorded', {
        outcome: 'seller_withdrew',
        date: '2027-03-01',
        reason: 'Burofax',
        refund_amount: 97000,
        refund_due_date: '2027-03-16',
      }),
    );
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Resultado', 'Desistimiento de la parte vendedora: devolución de las cantidades entregadas duplicadas'],
        ['Fecha', '01/03/2027'],
        ['Devolver como muy tarde el', '16/03/2027'],
        ['Motivo', 'Burofax'],
      ]),
    );
    expect(facts.find(([label]) => label === 'A devolver')?.[1]).toMatch(/^97\.000/);
  });

  it('shows the deed with its notary and protocol, and who paid a confirmed transfer', () => {
    expect(
      timelineFacts(
        entry('outcome_recorded', {
          outcome: 'deed_signed',
          date: '2027-02-15',
          notary: 'Joan Vidal',
          protocol: '1.234',
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Notario', 'Joan Vidal'],
        ['Protocolo', '1.234'],
      ]),
    );
    expect(timelineFacts(entry('payment_confirmed', { payer_name: 'Pere Roca' }))).toContainEqual([
      'Ordenante',
      'Pere Roca',
    ]);
  });
});
