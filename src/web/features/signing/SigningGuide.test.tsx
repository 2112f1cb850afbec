// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { CONTRACT_STATUS } from '#shared/contract-lifecycle/index.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { signingCa } from '#shared/i18n/messages/signing.ca.ts';
import { signingEn } from '#shared/i18n/messages/signing.en.ts';
import { signingEs } from '#shared/i18n/messages/signing.es.ts';
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

const CATALOGS = { es: signingEs, ca: signingCa, en: signingEn } as const;

function renderGuide(signed = false, contract: PublicContractDto = CONTRACT, locale: Locale = 'en') {
  return renderUi(
    <SigningTextProvider value={{ t: createTranslator(locale, CATALOGS[locale]), locale }}>
      <SigningGuide contract={contract} link={LINK} signed={signed} />
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
    expect(screen.getByText(/^Step \d+ of \d+$/).textContent).toBe('Step 2 of 5');
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
    expect(summary.textContent).toContain('Deposit contract to be signed by15 December 2026');
    expect(summary.textContent).toContain('Deed of sale to be signed by1 March 2027');
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

// After this buyer signs, the steps stay true (docs/product.md#signing-guide): the transfer is never "now" before its
// details have been mailed, and "once every party has signed" turns into the fact once they have.
describe('the payment step after signing', () => {
  const signedBy = (status: PublicContractDto['status'], payment_details_sent = false) => ({
    ...CONTRACT,
    status,
    payment_details_sent,
    signers: CONTRACT.signers.map((signer) => ({ ...signer, signed_at: '2026-11-26T10:00:00Z' })),
  });
  const stepsShown = async () => {
    const steps = await screen.findByRole('list');
    await within(steps).findByText(/Read the contract|Lee el contrato|Llegeix el contracte/);
    return within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };
  const noGates = () =>
    stubApi({
      'GET /api/contracts/c-1/email-code': { json: anEmailCodeStatus({ required: false, verified: false }) },
      'GET /api/contracts/c-1/buyer-file': { json: aPublicBuyerFile({ required: false, complete: false }) },
    });

  it('waits for the other parties without calling the transfer "now"', async () => {
    noGates();
    renderGuide(true, signedBy(CONTRACT_STATUS.partially_signed));
    expect(await stepsShown()).toEqual(['✓ Read the contract (done)', '✓ Sign (done)', '3. Pay by bank transfer']);
    expect(screen.queryByText(/\(now\)/)).toBeNull();
    screen.getByText('Once every party has signed, you will receive the transfer details by email.');
  });

  it('once every party has signed, says the details will come by email until they have been sent', async () => {
    noGates();
    renderGuide(true, signedBy(CONTRACT_STATUS.signed));
    expect(await stepsShown()).toEqual([
      '✓ Read the contract (done)',
      '✓ Sign (done)',
      '3. Pay by bank transfer — you will receive the details by email',
    ]);
    expect(screen.queryByText(/\(now\)/)).toBeNull();
    expect(screen.queryByText(/Once every party has signed/)).toBeNull();
    screen.getByText('Every party has signed. You will receive the transfer details by email.');
  });

  it('makes the transfer the current step once its details have been mailed', async () => {
    noGates();
    renderGuide(true, signedBy(CONTRACT_STATUS.signed, true));
    expect(await stepsShown()).toEqual([
      '✓ Read the contract (done)',
      '✓ Sign (done)',
      '3. Pay by bank transfer (now)',
    ]);
    screen.getByText('Step 3 of 3');
    screen.getByText(
      'Every party has signed, and we have emailed you the transfer details: the amount, the account and the reference.',
    );
    expect(screen.queryByText(/Once every party has signed/)).toBeNull();
  });

  it('ticks the transfer once paid and says nothing more about it', async () => {
    noGates();
    renderGuide(true, signedBy(CONTRACT_STATUS.completed, true));
    expect(await stepsShown()).toEqual([
      '✓ Read the contract (done)',
      '✓ Sign (done)',
      '✓ Pay by bank transfer (done)',
    ]);
    expect(screen.queryByText(/transfer details/)).toBeNull();
  });

  it.each([
    [
      'es',
      '3. Paga por transferencia — recibirás los datos por email',
      'Todas las partes han firmado. Recibirás por email los datos para la transferencia.',
    ],
    [
      'ca',
      '3. Paga per transferència — rebràs les dades per correu',
      'Totes les parts han signat. Rebràs per correu les dades per fer la transferència.',
    ],
  ] as const)('says the same in %s', async (locale, step, note) => {
    noGates();
    renderGuide(true, signedBy(CONTRACT_STATUS.signed), locale);
    expect((await stepsShown())[2]).toBe(step);
    screen.getByText(note);
  });
});
