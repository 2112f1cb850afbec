// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PaymentInstructionsDto } from '#shared/api/api-types.ts';
import { renderUi } from '#web/test/render.tsx';

import { PaymentLinkModal } from './PaymentLinkModal';

const CONTRACT_ID = '3f2b9c1e-5d4a-4b7e-9a10-0c2d3e4f5a6b';
const INSTRUCTIONS: PaymentInstructionsDto = {
  payment_url: 'https://casanova.example/pago/t-1?token=abc',
  payment_reference: 'RF18539007547034',
  amount: 32000,
  transaction_id: 't-1',
  payment_type: 'arras',
  contract_id: CONTRACT_ID,
  beneficiary: {
    name: 'Casa Nova Reformas S.L.',
    iban: 'ES91 2100 0418 4502 0005 1332',
    bank: 'CaixaBank',
    bic: 'CAIXESBBXXX',
  },
  missing_bank_details: [],
  contract_status: 'signed',
  buyer_links: [
    {
      name: 'Emma Jones',
      email: 'emma@example.com',
      language: 'en',
      payment_url: 'https://casanova.example/en/pago/t-1',
    },
  ],
  paid: null,
};

describe('PaymentLinkModal («Pago»)', () => {
  it('names the contract by its short reference, the full one on hover', () => {
    renderUi(<PaymentLinkModal instructions={INSTRUCTIONS} onClose={() => {}} />);
    const reference = screen.getByText('3f2b9c1e');
    expect(reference.getAttribute('title')).toBe(CONTRACT_ID);
    expect(screen.queryByText(CONTRACT_ID)).toBeNull();
  });

  it('after the payment says it is paid, when and by whom, with its receipt, and offers nothing to copy', () => {
    renderUi(
      <PaymentLinkModal
        instructions={{
          ...INSTRUCTIONS,
          contract_status: 'completed',
          paid: {
            paid_at: '2026-11-20T10:30:00.000Z',
            payer_name: 'EMMA JONES',
            receipt_url: INSTRUCTIONS.payment_url,
          },
        }}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enlace de pago' });
    const paid = within(dialog).getByRole('status');
    expect(paid.textContent).toMatch(/^Pagado el 20\/11\/2026.* por EMMA JONES\./);
    expect(
      within(paid)
        .getByRole('link', { name: /Ver el justificante del pago/ })
        .getAttribute('href'),
    ).toBe(INSTRUCTIONS.payment_url);
    expect(within(dialog).queryByRole('button', { name: /^Copiar/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(dialog.textContent).not.toContain('pulsa «Confirmado»');
  });
});
