// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { MeDto } from '#shared/api/api-types.ts';
import type { BlockedContractDto } from '#shared/schemas/retention-schema.ts';
import { tokenStore } from '#web/lib/api-client.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { BlockedContractsPanel } from './BlockedContractsPanel';

// A contract blocked by retention (docs/product.md#contract-retention): its dates, opened with a legal reason from the
// keyboard, and a legal hold with its reason.

const OWNER: MeDto = { id: 1, username: 'marta', email: null, is_admin: true, role: 'owner' };
const ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const BLOCKED: BlockedContractDto = {
  id: ID,
  status: 'cancelled',
  contract_type: 'arras_penitenciales',
  created_at: '2026-01-10T10:00:00.000Z',
  relationship_ended_at: '2026-03-02T10:00:00.000Z',
  blocked: true,
  retention: {
    blocked_from: '2026-03-02T10:00:00.000Z',
    delete_at: '2036-03-02T10:00:00.000Z',
    legal_hold: false,
    legal_hold_reason: null,
  },
};
const REASON = 'Requerimiento del Juzgado de Primera Instancia 4 de Barcelona, procedimiento 123/2031';

beforeEach(() => tokenStore.set('token'));

describe('BlockedContractsPanel', () => {
  it('says since when it is blocked and when it is deleted, and opens it with a legal reason by keyboard', async () => {
    const requests = stubApi({
      'GET /api/auth/me': { json: OWNER },
      'GET /api/cms/contracts/blocked': { json: [BLOCKED] },
      [`POST /api/cms/contracts/${ID}/legal-access`]: { json: { expires_at: '2026-11-29T12:00:00.000Z' } },
    });
    const { user } = renderUi(<BlockedContractsPanel />);
    const heading = await screen.findByText(/^Contrato bloqueado por conservación/);
    expect(heading.textContent).toBe(
      'Contrato bloqueado por conservación (desde 02/03/2026; se borrará el 02/03/2036)',
    );
    screen.getByRole('button', { name: 'Abrir con motivo legal' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Abrir con motivo legal' });
    // A reason that says nothing is refused before anything is sent.
    await user.type(within(dialog).getByLabelText(/Motivo legal/), 'ok');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect((await screen.findByText(/al menos 20 caracteres/)).textContent).toContain('El motivo legal');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText(/Motivo legal/));
    await user.type(screen.getByLabelText(/Motivo legal/), REASON);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await expect.poll(() => requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: REASON });
  });

  it('puts a legal hold with its reason', async () => {
    const requests = stubApi({
      'GET /api/auth/me': { json: OWNER },
      'GET /api/cms/contracts/blocked': { json: [BLOCKED] },
      [`POST /api/cms/contracts/${ID}/legal-hold`]: { json: { message: 'Retención legal puesta' } },
    });
    const { user } = renderUi(<BlockedContractsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Poner retención legal' }));
    await user.type(screen.getByLabelText(/Motivo/), REASON);
    await user.click(screen.getByRole('button', { name: 'Poner retención' }));
    await expect
      .poll(() => requests.find((request) => request.method === 'POST')?.body)
      .toEqual({ hold: true, reason: REASON });
  });

  it('shows nothing to staff', async () => {
    const requests = stubApi({
      'GET /api/auth/me': { json: { ...OWNER, role: 'staff' } },
      'GET /api/cms/contracts/blocked': { json: [BLOCKED] },
    });
    renderUi(<BlockedContractsPanel />);
    await expect.poll(() => requests.some((request) => request.path === '/api/auth/me')).toBe(true);
    expect(requests.some((request) => request.path === '/api/cms/contracts/blocked')).toBe(false);
    expect(screen.queryByText(/Contrato bloqueado/)).toBeNull();
  });
});
