// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PaymentPageDto } from '#shared/api/api-types.ts';
import { aPaymentPage } from '#web/test/factories.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { PaymentPage } from './routes';

// The buyer's payment page says what the signed contract says (docs/product.md §6 "Deadline and honest wording") and
// shows no account while the buyer files are pending (docs/product.md#money-gate).

function renderPage(page: Partial<PaymentPageDto>, lang = '') {
  stubApi({ 'GET /api/payments/tx-1': { json: aPaymentPage(page) } });
  // /pago/tx-1?token=t…: the buyer entry hands the page its URL's id and query (entry-buyer.tsx).
  return renderUi(<PaymentPage transactionId="tx-1" searchParams={new URLSearchParams(`token=t${lang}`)} />);
}

const ABROAD = { es: 'Si pagas desde fuera de la zona euro', en: 'Paying from outside the euro area' };
const DETAILS_EN = 'Transfer details';

describe('PaymentPage', () => {
  it('shows no account, reference nor QR while the buyer files wait, and asks not to transfer', async () => {
    renderPage({ status: 'awaiting_buyer_file', reference: null, beneficiary: null, transfer_deadline: null });
    await screen.findByRole('heading', { name: 'Falta completar la identificación antes del pago' });
    screen.getByText(/Ley 10\/2010/);
    screen.getByText('No hagas ninguna transferencia hasta entonces.');
    expect(screen.queryByText(/IBAN/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Datos de la transferencia' })).toBeNull();
  });

  it('quotes the signed clause and counts the term as the contract does (business days)', async () => {
    renderPage({});
    const deadline = await screen.findByRole('region', { name: 'Plazo' });
    expect(deadline.textContent).toContain('como muy tarde el 02/12/2026');
    expect(deadline.textContent).toContain('3 días hábiles (sin contar sábados, domingos ni festivos)');
    expect(deadline.textContent).toContain(
      'Lo dice la cláusula SEGUNDA («PRECIO Y FORMA DE PAGO») del contrato firmado:',
    );
    expect(deadline.textContent).toContain('en el plazo máximo de tres (3) días hábiles');
  });

  it('with several buyers, says it is one transfer for the whole amount that any of them may make', async () => {
    renderPage({ buyers: ['Ana García', 'Joan Puig'] });
    await screen.findByText('Importe total a transferir, en una sola transferencia');
    const payers = screen.getByRole('region', { name: 'Una sola transferencia por el importe total' });
    expect(payers.textContent).toContain('todos los compradores (Ana García, Joan Puig)');
    expect(payers.textContent).toContain('cualquiera de vosotros desde una cuenta a su nombre');
  });

  it('asks one buyer to pay from an account in their own name', async () => {
    renderPage({});
    await screen.findByRole('heading', { name: 'Haz la transferencia desde una cuenta a tu nombre.' });
    expect(screen.queryByText(/una sola transferencia/i)).toBeNull();
  });

  it('points to the IBAN of the signed clause, and warns when the page shows another one', async () => {
    renderPage({ contract_iban: 'ES76 0081 0001 0000 0000 0001' });
    const fraud = await screen.findByRole('region', { name: /Nunca cambiamos nuestra cuenta/ });
    expect(fraud.textContent).toContain(
      'comprueba que el IBAN ES91 2100 0418 4502 0005 1332 coincide con el que figura en la cláusula SEGUNDA («PRECIO Y FORMA DE PAGO») del contrato firmado',
    );
    const alarm = screen.getByText(/no coincide con el del contrato firmado \(ES76 0081 0001 0000 0000 0001\)/);
    expect(alarm.getAttribute('role')).toBe('alert');
  });

  it('raises no alarm when the page shows the IBAN of the contract', async () => {
    renderPage({});
    await screen.findByRole('region', { name: /Nunca cambiamos nuestra cuenta/ });
    expect(screen.queryByText(/no coincide con el del contrato firmado/)).toBeNull();
  });

  it.each([
    ['ca', 'Cal completar la identificació abans del pagament'],
    ['en', 'Identification must be completed before payment'],
  ])('speaks %s while the buyer files wait', async (lang, title) => {
    renderPage({ status: 'awaiting_buyer_file', reference: null, beneficiary: null, language: 'es' }, `&lang=${lang}`);
    await screen.findByRole('heading', { name: title });
  });

  it.each([
    ['ca', 'una sola transferència', 'dies hàbils'],
    ['en', 'one single transfer', 'business days'],
  ])('speaks %s for the term and the several buyers', async (lang, oneTransfer, business) => {
    renderPage({ buyers: ['Ana García', 'Joan Puig'] }, `&lang=${lang}`);
    expect((await screen.findAllByText(new RegExp(oneTransfer, 'i'))).length).toBeGreaterThan(0);
    screen.getByText(new RegExp(business));
  });

  it('puts the advice for a bank outside the euro area first for an English reader, last for the others', async () => {
    renderPage({ language: 'en' }, '&lang=en');
    const abroad = await screen.findByRole('heading', { name: ABROAD.en });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.indexOf(abroad)).toBeLessThan(headings.indexOf(screen.getByRole('heading', { name: DETAILS_EN })));
  });

  it('keeps the advice for a bank outside the euro area after the steps for a Spanish reader', async () => {
    renderPage({});
    const abroad = await screen.findByRole('heading', { name: ABROAD.es });
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.indexOf(abroad)).toBe(headings.length - 1);
  });
});
