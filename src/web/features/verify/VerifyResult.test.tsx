// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { VERIFY_CATALOGS } from '#shared/i18n/messages/verify.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { renderUi } from '#web/test/render.tsx';

import { VerifyResult } from './VerifyResult';

// /verificar says what happened after the money (docs/product.md#outcome), in the page's language.

const GENUINE: Extract<VerifyDocumentDto, { status: 'genuine' }> = {
  status: 'genuine',
  sha256: 'a'.repeat(64),
  contract_id: 'c1c1c1c1-0000-4000-8000-000000000001',
  contract_type_name: 'Contrato de Arras Penitenciales',
  signed_at: '2026-11-27T10:00:00.000Z',
  signers: [{ name: 'Ana García', signed_at: '2026-11-27T10:00:00.000Z', role: 'buyer' }],
  contract_status: 'completed',
  outcome: null,
  seal: { sealed_at: '2026-11-27T10:00:01.000Z', timestamp: null, trusted_time: 'server_clock' },
};

const show = (result: VerifyDocumentDto, locale: Locale = 'es') =>
  renderUi(
    <VerifyResult
      result={result}
      filename="contrato.pdf"
      locale={locale}
      t={createTranslator(locale, VERIFY_CATALOGS[locale])}
    />,
  );

const DEED = {
  outcome: 'deed_signed' as const,
  date: '2027-02-15',
  notary: 'Joan Vidal',
  protocol: '1.234',
  reason: null,
  refund_due_date: null,
  paid_amount: 48500,
  refund_amount: null,
  recorded_at: '2027-02-15T12:00:00.000Z',
  recorded_by: 'Marta Puig',
};

describe('VerifyResult', () => {
  it('says the deed was signed, and when', () => {
    show({ ...GENUINE, outcome: DEED });
    screen.getByText('Después del pago');
    screen.getByText('Escritura de compraventa firmada ante notario el 15/02/2027');
  });

  it('says a withdrawal ended the contract, in English too', () => {
    show({ ...GENUINE, outcome: { ...DEED, outcome: 'buyer_withdrew', notary: null, protocol: null } }, 'en');
    screen.getByText(/^The buyer withdrew on .*2027: the contract has ended$/);
  });

  it('shows no outcome row while none was recorded', () => {
    show(GENUINE);
    expect(screen.queryByText('Después del pago')).toBeNull();
  });
});
