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
  signing_policy: { email_code: true, buyer_file_required: false },
  test_mode: false,
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

// Which outcome and its date only: never amounts, reasons or staff names (docs/product.md#verification).
const DEED = { outcome: 'deed_signed', date: '2027-02-15' };

describe('VerifyResult', () => {
  it('says the deed was signed, and when', () => {
    show({ ...GENUINE, outcome: DEED });
    screen.getByText('Después del pago');
    screen.getByText('Escritura de compraventa firmada ante notario el 15/02/2027');
  });

  it('says a withdrawal ended the contract, in English too', () => {
    show({ ...GENUINE, outcome: { ...DEED, outcome: 'buyer_withdrew' } }, 'en');
    screen.getByText(/^The buyer withdrew on .*2027: the contract has ended$/);
  });

  it('calls a test-mode document a test, and says when the company held a buyer’s link, without names', () => {
    show({
      ...GENUINE,
      test_mode: true,
      signers: [{ ...GENUINE.signers[0]!, link_handed_over: { at: '2026-11-26T09:00:00.000Z' } }],
    });
    screen.getByText(/^DOCUMENTO DE PRUEBA: se firmó mientras la web estaba en modo de prueba/);
    screen.getByText(/la empresa tuvo su enlace de firma desde el 26\/11\/2026/);
    screen.getByText('con un código recibido en su email; sin expediente obligatorio');
  });

  it('shows no outcome row while none was recorded', () => {
    show(GENUINE);
    expect(screen.queryByText('Después del pago')).toBeNull();
  });
});
