import { describe, expect, it } from 'vitest';

import { paymentCa } from '#shared/i18n/messages/payment.ca.ts';
import { paymentEn } from '#shared/i18n/messages/payment.en.ts';
import { signingCa } from '#shared/i18n/messages/signing.ca.ts';
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
