// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { aPendingPayment } from '#web/test/factories.ts';
import { descriptionOf, renderUi, stubApi, valueOf } from '#web/test/render.tsx';

import { PendingPaymentsPanel } from './PendingPaymentsPanel';

// «Confirmado» is evidence, not a word (docs/product.md#manual-confirmation): the payer among the buyers or another
// person (with a reason that means something, docs/product.md#reasons), the ordering IBAN, a value date not after
// today and the bank's advice (PDF) or statement line — checked before anything is sent.

const IBAN = 'ES91 2100 0418 4502 0005 1332';
const LINE = 'TRANSFERENCIA DE GARCIA LOPEZ ANA RF18539007547034 3.000,00';

async function openDialog() {
  const requests = stubApi({
    'GET /api/cms/pending-payments': { json: [aPendingPayment()] },
    'POST /api/payments/tx-1/mark-as-paid': { json: { status: 'paid', contract_status: 'completed' } },
  });
  const { user } = renderUi(<PendingPaymentsPanel />);
  await user.click(await screen.findByRole('button', { name: 'Confirmado' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago' });
  const sent = () => requests.filter((request) => request.path === '/api/payments/tx-1/mark-as-paid');
  return { user, dialog, sent };
}

describe('ConfirmPaymentDialog', () => {
  it("offers the contract's buyers and another person as the payer", async () => {
    const { dialog } = await openDialog();
    const payer = within(dialog).getByRole('combobox', { name: /Ordenante/ });
    const options = within(payer)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Elige quién pagó', 'Ana García López', 'Jordi Puig Serra', 'Otra persona']);
  });

  it('sends nothing while the payer, the IBAN, the value date or the proof are missing or wrong', async () => {
    const { user, dialog, sent } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /IBAN del ordenante/ }), 'ES00 0000');
    const valueDate = within(dialog).getByLabelText(/Fecha valor/);
    await user.clear(valueDate);
    await user.type(valueDate, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmado' }));

    expect(descriptionOf(within(dialog).getByRole('combobox', { name: /Ordenante/ }))).toContain(
      'Indica quién hizo la transferencia',
    );
    expect(descriptionOf(within(dialog).getByRole('textbox', { name: /IBAN del ordenante/ }))).toContain(
      'no es un IBAN válido',
    );
    expect(descriptionOf(valueDate)).toContain('no puede ser posterior a hoy');
    expect(descriptionOf(within(dialog).getByLabelText(/Aviso de abono del banco/))).toContain('Sube el aviso');
    expect(sent()).toEqual([]);
  });

  it("confirms a buyer's transfer with the account, the value date and the statement line, without a reason", async () => {
    const { user, dialog, sent } = await openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Ordenante/ }), 'Ana García López');
    await user.type(within(dialog).getByRole('textbox', { name: /IBAN del ordenante/ }), IBAN);
    expect(valueOf(within(dialog).getByLabelText(/Fecha valor/))).toBe(todayIsoDateInMadrid(new Date()));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Justificante/ }), 'line');
    await user.type(within(dialog).getByRole('textbox', { name: /Línea del extracto/ }), LINE);
    expect(within(dialog).queryByRole('textbox', { name: /Motivo/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmado' }));

    await screen.findByText('Pago marcado como recibido exitosamente');
    expect(sent().map((request) => request.body)).toEqual([
      {
        payer_name: 'Ana García López',
        payer_iban: 'ES9121000418450200051332',
        value_date: todayIsoDateInMadrid(new Date()),
        evidence: LINE,
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Confirmar pago' })).toBeNull();
  });

  it("needs a reason that means something for another person's transfer, and sends the advice as base64", async () => {
    const { user, dialog, sent } = await openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Ordenante/ }), 'Otra persona');
    await user.type(within(dialog).getByRole('textbox', { name: /Nombre del ordenante/ }), 'Inversiones García SL');
    await user.type(within(dialog).getByRole('textbox', { name: /IBAN del ordenante/ }), IBAN);
    const pdf = new File(['%PDF-1.4\n% aviso\n'], 'aviso.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText(/Aviso de abono del banco/), pdf);
    const reason = within(dialog).getByRole('textbox', { name: /Motivo para aceptar el pago de otra persona/ });
    await user.type(reason, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmado' }));
    expect(descriptionOf(reason)).toContain('al menos 20 caracteres');
    expect(sent()).toEqual([]);

    await user.clear(reason);
    await user.type(reason, 'La sociedad familiar de la compradora paga por ella, con acuerdo de la junta.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmado' }));
    await screen.findByText('Pago marcado como recibido exitosamente');
    expect(sent().map((request) => request.body)).toEqual([
      {
        payer_name: 'Inversiones García SL',
        payer_iban: 'ES9121000418450200051332',
        value_date: todayIsoDateInMadrid(new Date()),
        evidence: btoa('%PDF-1.4\n% aviso\n'),
        reason: 'La sociedad familiar de la compradora paga por ella, con acuerdo de la junta.',
      },
    ]);
  });

  it("keeps the dialog open with the server's message when it refuses", async () => {
    const requests = stubApi({
      'GET /api/cms/pending-payments': { json: [aPendingPayment({ buyers: ['Ana García López'] })] },
      'POST /api/payments/tx-1/mark-as-paid': {
        status: 422,
        json: { detail: 'La fecha valor no puede ser posterior a hoy' },
      },
    });
    const { user } = renderUi(<PendingPaymentsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Confirmado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago' });
    // A single buyer is chosen already.
    expect(valueOf(within(dialog).getByRole('combobox', { name: /Ordenante/ }))).toBe('Ana García López');
    await user.type(within(dialog).getByRole('textbox', { name: /IBAN del ordenante/ }), IBAN);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Justificante/ }), 'line');
    await user.type(within(dialog).getByRole('textbox', { name: /Línea del extracto/ }), LINE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmado' }));
    await screen.findByText(/La fecha valor no puede ser posterior a hoy/);
    expect(screen.getByRole('dialog', { name: 'Confirmar pago' })).toBe(dialog);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
