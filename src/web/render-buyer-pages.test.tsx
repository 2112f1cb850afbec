import { describe, expect, it } from 'vitest';

import { CONTRACT_STATUS } from '#shared/contract-lifecycle/index.ts';
import { paymentCa } from '#shared/i18n/messages/payment.ca.ts';
import { paymentEn } from '#shared/i18n/messages/payment.en.ts';
import { signingCa } from '#shared/i18n/messages/signing.ca.ts';
import { signingEn } from '#shared/i18n/messages/signing.en.ts';
import { signingEs } from '#shared/i18n/messages/signing.es.ts';
import { anEmailCodeStatus, aPaymentPage, aPublicBuyerFile, aPublicContract } from '#web/test/factories.ts';

import { renderPaymentPage, renderSigningPage } from './render-buyer-pages';

// The server draws a buyer page from the answers it embeds (docs/decisions/034), in the language the browser's first
// draw will speak: the same words, so the script takes the HTML over instead of replacing it.

const LINK = 'email=ana%40example.com&token=tok-1';

describe('the signing page drawn on the server', () => {
  it('shows the contract, its signers and the guide in the contract’s language, title included', async () => {
    const contract = aPublicContract({ language: 'ca' });
    const page = await renderSigningPage('c-1', LINK, {
      contract,
      email_code: anEmailCodeStatus({ required: false }),
      buyer_file: aPublicBuyerFile({ required: false, complete: true }),
    });
    expect(page.title).toBe(signingCa['page.titleWithCompany'].replace('{company}', 'Casa Nova'));
    expect(page.html).toContain('Contrato de Reserva No Condicionada');
    expect(page.html).toContain(signingCa['info.signers']);
    expect(page.html).not.toContain(signingEs['info.signers']);
    expect(page.html).toContain('Ana García López');
  });

  it('writes what a buyer or the company typed as text, never as markup', async () => {
    const typed = '<img src=x onerror=alert(1)>';
    const signer = { name: typed, email: 'ana@example.com', dni: '12345678Z', signed_at: null };
    const page = await renderSigningPage('c-1', LINK, {
      contract: aPublicContract({
        signer,
        signers: [{ ...signer, buyer_order: 1 }],
        contract_data: { direccion_inmueble: typed },
        company: { ...aPublicContract().company!, name: typed },
      }),
    });
    expect(page.html).not.toContain('<img');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)');
    // The title is escaped where the shell writes it (buyer-shell.ts); here it is the plain text.
    expect(page.title).toContain(typed);
  });

  it('shows a Spanish contract in Spanish', async () => {
    const page = await renderSigningPage('c-1', LINK, { contract: aPublicContract() });
    expect(page.title).toBe('Firma de contrato · Casa Nova');
    expect(page.html).toContain(signingEs['info.signers']);
  });
});

describe('the signing page after signing (docs/product.md#signing-guide)', () => {
  const signed = {
    name: 'Ana García López',
    email: 'ana@example.com',
    dni: '12345678Z',
    signed_at: '2026-11-26T10:00:00Z',
  };
  const page = (status: ReturnType<typeof aPublicContract>['status'], payment_details_sent: boolean) =>
    renderSigningPage('c-1', `${LINK}&lang=en`, {
      contract: aPublicContract({
        status,
        payment_details_sent,
        language: 'en',
        signer: signed,
        signers: [{ ...signed, buyer_order: 1 }],
      }),
      email_code: anEmailCodeStatus({ required: false }),
      buyer_file: aPublicBuyerFile({ required: false, complete: true }),
    });

  it('never says "once every party has signed" once they have, nor makes the transfer "now" before its details', async () => {
    const waiting = (await page(CONTRACT_STATUS.signed, false)).html;
    expect(waiting).not.toContain(signingEn['guide.payAfter']);
    expect(waiting).toContain(signingEn['guide.payDetailsComing']);
    expect(waiting).toContain(signingEn['guide.step.payByEmail']);
    expect(waiting).not.toContain('aria-current="step"');

    const sent = (await page(CONTRACT_STATUS.signed, true)).html;
    expect(sent).not.toContain(signingEn['guide.payAfter']);
    expect(sent).toContain(signingEn['guide.payDetailsSent']);
    expect(sent.replaceAll('<!-- -->', '')).toMatch(
      /aria-current="step"><a [^>]*>.*?Pay by bank transfer<span class="sr-only"> \(now\)/,
    );
  });
});

describe('the payment page drawn on the server', () => {
  it('speaks the link’s language, else the buyer’s one the answer names', async () => {
    const payment = aPaymentPage({ language: 'ca' });
    const english = await renderPaymentPage('tx-1', 'token=t&lang=en', { payment });
    expect(english.title).toBe(paymentEn['page.titleWithCompany'].replace('{company}', 'Casa Nova Reformas S.L.'));
    expect(english.html).toContain(paymentEn['page.secure']);
    expect(english.html).toContain('ES91 2100 0418 4502 0005 1332');
    const catalan = await renderPaymentPage('tx-1', 'token=t', { payment });
    expect(catalan.html).toContain(paymentCa['page.secure']);
  });
});
