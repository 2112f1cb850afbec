// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { IdentificationDto } from '#shared/schemas/identification-schema.ts';
import { aContract, anAdminBuyerFile } from '#web/test/factories.ts';
import { descriptionOf, renderUi, stubApi, type Routes } from '#web/test/render.tsx';

import { BuyerFilesPanel } from './BuyerFilesPanel';

// Each buyer identified, and the file says how (docs/product.md#identified-buyers): the open item of a co-buyer the
// payment did not identify, and the measure an owner records — with a reason that means something (#reasons).

const FILE_PATH = '/api/cms/contracts/c-1/buyers/1/buyer-file';
const MEASURE_PATH = '/api/cms/contracts/c-1/buyers/1/identification';

const PAID_BY_ANOTHER: IdentificationDto = {
  verified: false,
  method: null,
  label: 'El pago lo hizo otra persona: falta registrar cómo se verificó su identidad.',
  reason: null,
  by: null,
  at: null,
  pending: 'paid_by_another',
  open_item: true,
  payment: {
    payer_name: 'Jordi Puig Serra',
    payer_iban: 'GB33BUKB20201555555555',
    country: 'GB',
    eu_eea: false,
    value_date: '2026-11-20',
    amount: 3000,
  },
};

const DONE = 'Lo vi en persona en la oficina con el DNI original el 25 de noviembre, y guardé la copia.';

async function openFile(routes: Routes = {}) {
  const requests = stubApi({
    [`GET ${FILE_PATH}`]: { json: anAdminBuyerFile({ identification: PAID_BY_ANOTHER }) },
    ...routes,
  });
  const ui = renderUi(<BuyerFilesPanel contract={aContract()} />);
  const details = ui.container.querySelector('details')!;
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
  const section = await screen.findByRole('region', { name: 'Identificación' });
  return { ...ui, requests, section };
}

describe('IdentificationSection', () => {
  it('shows the open item and the payment behind it, with the account outside the EU/EEA said', async () => {
    const { section } = await openFile();
    expect(within(section).getByRole('status').textContent).toBe(
      'Identificación por completar: El pago lo hizo otra persona: falta registrar cómo se verificó su identidad.',
    );
    expect(section.textContent).toContain(
      'Pago de Jordi Puig Serra desde GB33BUKB20201555555555 (GB) — fuera de la UE/EEE, fecha valor 2026-11-20.',
    );
  });

  it('sends nothing without a measure or with a reason that says nothing', async () => {
    const { user, section, requests } = await openFile();
    const reason = within(section).getByRole('textbox', { name: /Qué se hizo/ });
    await user.type(reason, 'ok');
    await user.click(within(section).getByRole('button', { name: 'Registrar medida' }));
    expect(descriptionOf(within(section).getByRole('combobox', { name: /Medida de identificación/ }))).toContain(
      'Elige la medida que se tomó',
    );
    expect(descriptionOf(reason)).toContain('al menos 20 caracteres');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('records the measure and shows the identification as the server answers it', async () => {
    const answer = anAdminBuyerFile({
      identification: {
        ...PAID_BY_ANOTHER,
        verified: true,
        method: 'in_person',
        label: 'En persona, con el documento original a la vista (RD 304/2014, art. 6)',
        reason: DONE,
        by: 'Marta Puig',
        at: '2026-11-26T08:00:00.000Z',
        pending: null,
        open_item: false,
      },
    });
    const { user, section, requests } = await openFile({ [`POST ${MEASURE_PATH}`]: { json: answer } });
    await user.selectOptions(within(section).getByRole('combobox', { name: /Medida de identificación/ }), 'in_person');
    await user.type(within(section).getByRole('textbox', { name: /Qué se hizo/ }), DONE);
    await user.click(within(section).getByRole('button', { name: 'Registrar medida' }));

    await screen.findByText('Medida de identificación registrada');
    expect(requests.find((request) => request.path === MEASURE_PATH)?.body).toEqual({
      measure: 'in_person',
      reason: DONE,
    });
    const updated = screen.getByRole('region', { name: 'Identificación' });
    expect(within(updated).queryByRole('status')).toBeNull();
    expect(updated.textContent).toContain(
      'Identidad verificada: En persona, con el documento original a la vista (RD 304/2014, art. 6)',
    );
    expect(updated.textContent).toContain(`Medida registrada por Marta Puig`);
    expect(within(updated).queryByRole('button', { name: 'Registrar medida' })).toBeNull();
  });
});
