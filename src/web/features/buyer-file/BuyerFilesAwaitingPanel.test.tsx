// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { BuyerFileAwaitingDecisionDto } from '#shared/schemas/buyer-file-schema.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { BuyerFileFlags, BuyerFilesAwaitingPanel } from './BuyerFilesAwaitingPanel';

// The dashboard and the contract list flag buyer files waiting for an owner's risk decision (docs/product.md §5.7).

const AWAITING: BuyerFileAwaitingDecisionDto[] = [
  {
    contract_id: 'c1c1c1c1-0000-4000-8000-000000000001',
    contract_type_name: 'Contrato de Arras Penitenciales',
    contract_status: 'signed',
    buyer_id: 1,
    buyer_name: 'Ana García',
    waiting_for: 'risk',
    since: '2026-11-26T08:00:00.000Z',
  },
  {
    contract_id: 'c1c1c1c1-0000-4000-8000-000000000001',
    contract_type_name: 'Contrato de Arras Penitenciales',
    contract_status: 'signed',
    buyer_id: 2,
    buyer_name: 'Joan Puig',
    waiting_for: 'high_risk_approval',
    since: '2026-11-26T08:00:00.000Z',
  },
];

describe('BuyerFilesAwaitingPanel', () => {
  it('lists what each file waits for, links to the contracts and explains how to choose a risk', async () => {
    stubApi({ 'GET /api/cms/buyer-files/awaiting-decision': { json: AWAITING } });
    renderUi(<BuyerFilesAwaitingPanel contractsHref="/cms/contracts" />);
    const panel = await screen.findByRole('region', { name: 'Expedientes de compradores por decidir (2)' });
    expect(panel.textContent).toContain(
      'Expediente por valorar: Ana García · Contrato de Arras Penitenciales c1c1c1c1',
    );
    expect(panel.textContent).toContain('Riesgo alto por aprobar: Joan Puig');
    expect(screen.getByRole('link', { name: 'Abrir los expedientes en Contratos y Firmas' }).getAttribute('href')).toBe(
      '/cms/contracts',
    );
    screen.getByText('Cómo elegir el riesgo');
    // "PEP" spelled out, in plain Spanish.
    expect(panel.textContent).toContain('persona con responsabilidad pública (PEP: quien ocupa u ocupó');
  });

  it('shows nothing to a staff account, which the server answers 403', async () => {
    const requests = stubApi({
      'GET /api/cms/buyer-files/awaiting-decision': { status: 403, json: { detail: 'Solo propietarios' } },
    });
    const { container } = renderUi(<BuyerFilesAwaitingPanel />);
    await expect.poll(() => requests.length).toBe(1);
    expect(container.textContent).toBe('');
    expect(screen.queryByText(/Solo propietarios/)).toBeNull();
  });

  it('flags a contract of the list with its own files only', async () => {
    stubApi({ 'GET /api/cms/buyer-files/awaiting-decision': { json: AWAITING } });
    renderUi(
      <>
        <BuyerFileFlags contractId="c1c1c1c1-0000-4000-8000-000000000001" />
        <BuyerFileFlags contractId="other" />
      </>,
    );
    await screen.findByText('Expediente por valorar: Ana García');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
