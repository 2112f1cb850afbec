// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { MeDto } from '#shared/api/api-types.ts';
import type { OutcomeAnswer } from '#shared/schemas/contract-outcome-schema.ts';
import { tokenStore } from '#web/lib/api-client.ts';
import { aContract } from '#web/test/factories.ts';
import { descriptionOf, renderUi, stubApi, type Routes } from '#web/test/render.tsx';

import { ContractOutcome } from './ContractOutcome';

// After the money (docs/product.md#outcome): an owner records the deed or a withdrawal on a completed contract.

const OWNER: MeDto = { id: 1, username: 'marta', email: null, is_admin: true, role: 'owner' };
const COMPLETED = aContract({ id: 'c1c1c1c1-0000-4000-8000-000000000001', status: 'completed' });
const OUTCOME_PATH = '/api/cms/contracts/c1c1c1c1-0000-4000-8000-000000000001/outcome';

const RECORDED: OutcomeAnswer = {
  outcome: 'seller_withdrew',
  date: '2026-11-20',
  notary: null,
  protocol: null,
  reason: 'Burofax del 20 de noviembre, recibido por los compradores',
  refund_due_date: '2026-12-05',
  paid_amount: 48500,
  forfeited_amount: null,
  refund_amount: 97000,
  clause: 'TERCERA.- ARRAS PENITENCIALES',
  evidence_sha256: null,
  recorded_at: '2026-11-20T10:00:00.000Z',
  recorded_by: 'Marta Puig',
};

beforeEach(() => tokenStore.set('token'));

function renderOutcome(contract = COMPLETED, routes: Routes = {}, me: MeDto = OWNER) {
  const requests = stubApi({ 'GET /api/auth/me': { json: me }, ...routes });
  return { ...renderUi(<ContractOutcome contract={contract} size="sm" />), requests };
}

describe('ContractOutcome', () => {
  it('records the deed with its notary and protocol, checked and shown as each buyer will read it before sending', async () => {
    const { user, requests } = renderOutcome(COMPLETED, {
      'POST /api/cms/contracts/c1c1c1c1-0000-4000-8000-000000000001/outcome/preview': {
        json: {
          mails: [
            {
              buyer_name: 'Emma Jones',
              to: 'emma@example.com',
              language: 'en',
              subject: 'Deed of sale signed',
              text: 'Dear Emma Jones, the deed of sale was signed on 20 November 2026 before Joan Vidal.',
            },
          ],
        },
      },
      'POST /api/cms/contracts/c1c1c1c1-0000-4000-8000-000000000001/outcome': {
        json: { ...RECORDED, outcome: 'deed_signed' as const, notary: 'Joan Vidal', protocol: '1.234', reason: null },
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Registrar resultado/ }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar el resultado' });
    await user.selectOptions(within(dialog).getByLabelText(/^Qué ha pasado/), 'Escritura de compraventa firmada');
    await user.click(within(dialog).getByRole('button', { name: 'Ver lo que recibirá cada comprador' }));
    expect(descriptionOf(within(dialog).getByLabelText(/^Notario/))).toContain(
      'Indica el notario ante quien se firmó la escritura',
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Fecha de la escritura/), '2026-11-20');
    await user.type(within(dialog).getByLabelText(/^Notario/), 'Joan Vidal');
    await user.type(within(dialog).getByLabelText(/^Número de protocolo/), '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Ver lo que recibirá cada comprador' }));
    const mail = await within(dialog).findByRole('article', { name: 'Correo a Emma Jones' });
    expect(mail.textContent).toContain('emma@example.com · en inglés');
    expect(mail.textContent).toContain('the deed of sale was signed on 20 November 2026');
    expect(requests.filter((r) => r.path === OUTCOME_PATH)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Registrar y comunicar' }));
    await screen.findByText('Resultado registrado y comunicado a los compradores');
    expect(requests.filter((r) => r.path === OUTCOME_PATH)).toEqual([
      {
        method: 'POST',
        path: OUTCOME_PATH,
        body: {
          outcome: 'deed_signed',
          date: '2026-11-20',
          notary: 'Joan Vidal',
          protocol: '1.234',
          reason: null,
          evidence: null,
        },
      },
    ]);
  });

  it('asks the reason of a withdrawal and says its legal effect', async () => {
    const { user } = renderOutcome();
    await user.click(await screen.findByRole('button', { name: /^Registrar resultado/ }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar el resultado' });
    await user.selectOptions(
      within(dialog).getByLabelText(/^Qué ha pasado/),
      'Desistimiento de la parte vendedora: devolución de esas cantidades duplicadas',
    );
    expect(dialog.textContent).toContain('devuelve el doble de lo entregado que cubre la cláusula penitencial');
    await user.click(within(dialog).getByRole('button', { name: 'Ver lo que recibirá cada comprador' }));
    expect(descriptionOf(within(dialog).getByLabelText(/^Motivo/))).toContain(
      'El motivo del desistimiento debe explicar el porqué',
    );
  });

  it('is not offered to staff, nor before the contract is completed', async () => {
    const staff = renderOutcome(COMPLETED, {}, { ...OWNER, role: 'staff' });
    await expect.poll(() => staff.requests.length).toBe(1);
    expect(screen.queryByRole('button', { name: /^Registrar resultado/ })).toBeNull();
    staff.unmount();

    const signed = renderOutcome(aContract({ status: 'signed' }));
    await expect.poll(() => signed.requests.length).toBe(1);
    expect(screen.queryByRole('button', { name: /^Registrar resultado/ })).toBeNull();
  });

  it('shows a recorded outcome with what the company owes and by when', async () => {
    renderOutcome({ ...COMPLETED, outcome: RECORDED });
    const shown = await screen.findByRole('region', { name: 'Resultado del contrato' });
    expect(shown.textContent).toContain('Desistimiento de la parte vendedora');
    expect(shown.textContent).toMatch(
      /devolver 97\.000(,00)? € \(cláusula TERCERA\.- ARRAS PENITENCIALES\) como muy tarde el 05\/12\/2026/,
    );
    expect(shown.textContent).toContain('Motivo: Burofax del 20 de noviembre');
    expect(screen.queryByRole('button', { name: /^Registrar resultado/ })).toBeNull();
    // A recorded outcome is corrected, never overwritten in silence.
    await screen.findByRole('button', { name: /^Corregir el resultado/ });
  });
});
