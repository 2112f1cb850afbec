// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PendingPaymentDto } from '#shared/api/api-types.ts';
import { aPendingPayment, aStatementImport, aStatementLine } from '#web/test/factories.ts';
import { descriptionOf, isDisabled, renderUi, stubApi, type Routes } from '#web/test/render.tsx';

import { PendingPaymentsPanel } from './PendingPaymentsPanel';

// The yellow 'Esperando transferencia' panel and 'Importar extracto' (docs/product.md §6): money waits for the buyer
// files (docs/product.md#money-gate), and the import's result stays on screen whatever happens to the panel.

function renderPanel(routes: Routes, pending: () => PendingPaymentDto[] = () => [aPendingPayment()]) {
  const requests = stubApi({ 'GET /api/cms/pending-payments': () => ({ json: pending() }), ...routes });
  return { ...renderUi(<PendingPaymentsPanel />), requests };
}

async function importStatement(user: ReturnType<typeof renderUi>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Importar extracto' }));
  const input = await screen.findByLabelText('Elegir extracto bancario');
  await user.upload(input, new File(['<Document/>'], 'extracto.xml', { type: 'text/xml' }));
  return screen.findByRole('dialog', { name: 'Importar extracto' });
}

describe('PendingPaymentsPanel', () => {
  it("disables 'Confirmado' while the buyer files wait, and says why", async () => {
    const reason =
      'Un propietario debe valorar el riesgo del expediente de Ana García, con su motivo, antes de cobrar.';
    renderPanel({}, () => [aPendingPayment({ confirm_blocked_reason: reason })]);
    const button = await screen.findByRole('button', { name: 'Confirmado' });
    expect(isDisabled(button)).toBe(true);
    expect(descriptionOf(button)).toContain(reason);
  });

  it("keeps 'Confirmado' enabled when money may move", async () => {
    renderPanel({});
    expect(isDisabled(await screen.findByRole('button', { name: 'Confirmado' }))).toBe(false);
  });

  it('keeps the import result on screen when the statement confirms the last pending payment', async () => {
    let imported = false;
    const { user } = renderPanel(
      {
        'POST /api/cms/bank-statements': () => {
          imported = true;
          return {
            json: aStatementImport({
              confirmed: [{ ...aStatementLine(), contract_status: 'completed' }],
              unmatched: [
                {
                  ...aStatementLine({ account: 'ES7600810001000000000001', payer: 'Otra Empresa S.L.' }),
                  reason: 'wrong_account',
                  group: 'contract_payment',
                  explanation: 'No es un ingreso en la cuenta de la empresa.',
                  expected_amount: null,
                },
              ],
            }),
          };
        },
      },
      () => (imported ? [] : [aPendingPayment()]),
    );
    const dialog = await importStatement(user);
    await within(dialog).findByRole('region', { name: 'Confirmados (1)' });
    // The panel under the dialog emptied: it is gone, the result is not.
    expect(screen.queryByRole('heading', { name: 'Esperando transferencia' })).toBeNull();
    const review = within(dialog).getByRole('region', { name: 'Para revisar (1)' });
    expect(review.textContent).toContain('Ordenante: Otra Empresa S.L.');
    expect(review.textContent).toContain('No es un ingreso en la cuenta de la empresa');
    expect(within(dialog).getByRole('region', { name: 'Confirmados (1)' }).textContent).toContain(
      'Ordenante: Ana García',
    );
  });

  it('offers no confirmation by hand for a line that is not a buyer-less payment', async () => {
    const { user } = renderPanel({
      'POST /api/cms/bank-statements': {
        json: aStatementImport({
          unmatched: [
            {
              ...aStatementLine({ amount: 2999.99 }),
              reason: 'amount_mismatch',
              group: 'contract_payment',
              explanation: 'El importe no coincide.',
              expected_amount: 3000,
            },
          ],
        }),
      },
    });
    const dialog = await importStatement(user);
    await within(dialog).findByRole('region', { name: 'Para revisar (1)' });
    expect(within(dialog).queryByRole('button', { name: /^Confirmar a mano/ })).toBeNull();
  });
});
