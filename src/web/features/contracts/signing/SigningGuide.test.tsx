// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { signingEn } from '#shared/i18n/messages/signing.en.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { anEmailCodeStatus, aPublicBuyerFile, aPublicContract } from '#web/test/factories.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { SigningTextProvider } from './signing-text';
import { SigningGuide } from './SigningGuide';

// The top of the signing page: the buyer's steps, where they stand, and the contract's essentials in their language.

const LINK = { token: 'tok-123', email: 'emma@example.com' };

const CONTRACT: PublicContractDto = aPublicContract({
  contract_data: {
    precio_venta: 350000,
    importe_reserva: 3000,
    fecha_limite_arras_dia: 15,
    fecha_limite_arras_mes: 'diciembre',
    fecha_limite_arras_año: 2026,
    fecha_limite_compraventa_dia: 1,
    fecha_limite_compraventa_mes: 'marzo',
    fecha_limite_compraventa_año: 2027,
  },
  signers: [{ name: 'Emma Jones', email: 'emma@example.com', dni: 'X1234567L', signed_at: null, buyer_order: 1 }],
  signer: { name: 'Emma Jones', email: 'emma@example.com', dni: 'X1234567L', signed_at: null },
  language: 'en',
  company: { ...aPublicContract().company!, address: '', email: '', phone: '', representative: null },
});

function renderGuide(signed = false) {
  return renderUi(
    <SigningTextProvider value={{ t: createTranslator('en', signingEn), locale: 'en' }}>
      <SigningGuide contract={CONTRACT} link={LINK} signed={signed} />
    </SigningTextProvider>,
  );
}

describe('the signing guide', () => {
  it("lists this buyer's steps in order, with progress and a link to each, and the summary in English", async () => {
    stubApi({
      'GET /api/contracts/c-1/email-code': { json: anEmailCodeStatus({ required: true, verified: true }) },
      'GET /api/contracts/c-1/buyer-file': { json: aPublicBuyerFile({ required: true, complete: false }) },
    });
    renderGuide();
    const steps = await screen.findByRole('list');
    await within(steps).findByRole('link', { name: /Verify your identity/ });
    const items = within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '✓ Confirm your email (done)',
      '2. Verify your identity (now)',
      '3. Read the contract',
      '4. Sign',
      '5. Pay by bank transfer',
    ]);
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    expect(
      within(steps)
        .getByRole('link', { name: /Verify your identity/ })
        .getAttribute('href'),
    ).toBe('#paso-identidad');
    expect(within(steps).getByRole('link', { name: /Sign/ }).getAttribute('href')).toBe('#paso-firma');

    const summary = screen.getByText('Contract summary').parentElement!;
    expect(summary.textContent).toContain('SellerCasa Nova Reformas S.L.');
    expect(summary.textContent).toContain('Buyer(s)Emma Jones');
    expect(summary.textContent).toContain('Sale price€350,000');
    expect(summary.textContent).toContain('Reservation deposit€3,000');
    expect(summary.textContent).toContain('Deposit contract signed by15 December 2026');
    expect(summary.textContent).toContain('Deed of sale signed by1 March 2027');
    expect(summary.textContent).not.toMatch(/diciembre|Precio|Contrato/);
  });

  it('leaves out the steps this contract does not require', async () => {
    stubApi({
      'GET /api/contracts/c-1/email-code': { json: anEmailCodeStatus({ required: false, verified: false }) },
      'GET /api/contracts/c-1/buyer-file': { json: aPublicBuyerFile({ required: false, complete: false }) },
    });
    renderGuide();
    await screen.findByText('Step 1 of 3');
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['1. Read the contract (now)', '2. Sign', '3. Pay by bank transfer']);
  });
});
