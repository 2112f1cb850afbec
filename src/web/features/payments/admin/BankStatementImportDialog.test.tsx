// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { BankStatementImportDto, StatementLineDto } from '#shared/api/api-types.ts';
import { aStatementImport, aStatementLine } from '#web/test/factories.ts';
import { descriptionOf, renderUi, stubApi, valueOf, type Routes } from '#web/test/render.tsx';

import { BankStatementImportDialog } from './BankStatementImportDialog';

// «Confirmar a mano» of a statement line is a manual confirmation like «Confirmado» (docs/product.md#manual-confirmation):
// the line is the proof — its payer as the bank names them, its ordering account, its booking date as value date and
// its text — and the owner gives the reason a payer who is not one of the buyers needs.

const REASON = 'Lo pagó el padre de la compradora desde su cuenta; ella lo ha confirmado por correo.';
const PERE = aStatementLine({
  payer: 'Pere Roca Vidal',
  payer_name: 'Pere Roca Vidal',
  payer_iban: 'ES9121000418450200051332',
  booked_on: '2026-11-24',
  text: 'RF18539007547034 ARRAS VERDI',
});

const toReview = (line: StatementLineDto): BankStatementImportDto['unmatched'][number] => ({
  ...line,
  reason: 'payer_not_buyer',
  group: 'contract_payment',
  explanation: 'Lo ha pagado alguien que no es comprador.',
  expected_amount: null,
});

async function importLine(line: StatementLineDto, routes: Routes = {}) {
  const requests = stubApi({
    'POST /api/cms/bank-statements': { json: aStatementImport({ unmatched: [toReview(line)] }) },
    ...routes,
  });
  const { user } = renderUi(<BankStatementImportDialog open onClose={() => {}} />);
  await user.upload(
    await screen.findByLabelText('Elegir extracto bancario'),
    new File(['<Document/>'], 'extracto.xml', { type: 'text/xml' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Importar extracto' });
  await user.click(await within(dialog).findByRole('button', { name: /^Confirmar a mano/ }));
  const form = within(dialog).getByRole('form', { name: /^Confirmar a mano el pago de/ });
  const sent = () => requests.filter((request) => request.path === '/api/payments/tx-1/mark-as-paid');
  return { user, dialog, form, sent };
}

describe('BankStatementImportDialog: «Confirmar a mano»', () => {
  it("sends the line as the proof: the bank's payer, the ordering IBAN, the booking date, the text and the reason", async () => {
    const { user, dialog, form, sent } = await importLine(PERE, {
      'POST /api/payments/tx-1/mark-as-paid': { json: { status: 'paid', contract_status: 'completed' } },
    });
    expect(form.textContent).toContain('Ordenante según el extracto: Pere Roca Vidal');
    // Filled from the line: the ordering account and the value date.
    expect(valueOf(within(form).getByRole('textbox', { name: /IBAN del ordenante/ }))).toBe(
      'ES91 2100 0418 4502 0005 1332',
    );
    expect(valueOf(within(form).getByLabelText(/Fecha valor/))).toBe('2026-11-24');

    // A payer who is not a buyer needs a reason that means something: nothing is sent without one.
    const reason = within(form).getByRole('textbox', { name: /Motivo para aceptar este pago/ });
    await user.click(within(form).getByRole('button', { name: 'Confirmar el pago' }));
    expect(descriptionOf(reason)).toContain('al menos 20 caracteres');
    expect(sent()).toEqual([]);

    await user.type(reason, REASON);
    await user.click(within(form).getByRole('button', { name: 'Confirmar el pago' }));
    await within(dialog).findByText(`Confirmado a mano. Motivo: ${REASON}`);
    expect(sent().map((request) => request.body)).toEqual([
      {
        payer_name: 'Pere Roca Vidal',
        payer_iban: 'ES9121000418450200051332',
        value_date: '2026-11-24',
        evidence:
          'Extracto extracto.xml · fecha 2026-11-24 · importe 3000.00 EUR · ordenante Pere Roca Vidal · ' +
          'cuenta del ordenante ES9121000418450200051332 · cuenta ES9121000418450200051332 · ' +
          'concepto RF18539007547034 ARRAS VERDI',
        reason: REASON,
      },
    ]);
  });

  it('asks for the ordering IBAN when the statement does not give it (Norma 43)', async () => {
    const { user, form, sent } = await importLine({ ...PERE, payer_iban: null });
    const iban = within(form).getByRole('textbox', { name: /IBAN del ordenante/ });
    expect(valueOf(iban)).toBe('');
    await user.type(within(form).getByRole('textbox', { name: /Motivo para aceptar este pago/ }), REASON);
    await user.click(within(form).getByRole('button', { name: 'Confirmar el pago' }));
    expect(descriptionOf(iban)).toContain('Indica el IBAN');
    expect(sent()).toEqual([]);
  });

  it("shows the server's refusal in the window for a line without a payer once the installation is live", async () => {
    const detail =
      'Para confirmar el pago indica quién lo hizo (payer_name), desde qué cuenta (payer_iban), la fecha valor (value_date) y el justificante del banco.';
    const { user, dialog, form, sent } = await importLine(
      { ...PERE, payer: null, payer_name: null },
      { 'POST /api/payments/tx-1/mark-as-paid': { status: 422, json: { detail } } },
    );
    expect(form.textContent).toContain('El extracto no dice quién hizo la transferencia.');
    await user.type(within(form).getByRole('textbox', { name: /Motivo para aceptar este pago/ }), REASON);
    await user.click(within(form).getByRole('button', { name: 'Confirmar el pago' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(`Error al marcar el pago: ${detail}`);
    expect(sent().map((request) => (request.body as { payer_name: unknown }).payer_name)).toEqual([null]);
    expect(within(dialog).queryByText(/Confirmado a mano/)).toBeNull();
  });
});
