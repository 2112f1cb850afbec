// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { MeDto } from '#shared/api/api-types.ts';
import type { AmlOrganisationDto } from '#shared/schemas/aml-organisation-schema.ts';
import { tokenStore } from '#web/lib/api-client.ts';
import { renderUi, stubApi, valueOf, type Routes } from '#web/test/render.tsx';

import { AmlOrganisationCard } from './AmlOrganisationCard';

// «Organización PBC» (docs/product.md#aml-organisation): owners name who approves high-risk clients and upload the
// internal manual with its date; staff do not see the card (the API refuses them anyway).

const OWNER: MeDto = { id: 1, username: 'marta', email: null, is_admin: true, role: 'owner' };
const STAFF: MeDto = { ...OWNER, id: 2, username: 'pau', role: 'staff' };

const EMPTY: AmlOrganisationDto = {
  approver: null,
  manual: null,
  candidates: [
    { user_id: 1, name: 'Marta Puig Roca' },
    { user_id: 3, name: 'Joan Serra Vila' },
  ],
};
const SHA = 'a'.repeat(64);

beforeEach(() => tokenStore.set('token'));

function renderCard(routes: Routes = {}, me: MeDto = OWNER) {
  const requests = stubApi({
    'GET /api/auth/me': { json: me },
    'GET /api/cms/aml-organisation': { json: EMPTY },
    ...routes,
  });
  return { ...renderUi(<AmlOrganisationCard />), requests };
}

describe('AmlOrganisationCard', () => {
  it('names the owner chosen as approver and shows the answer', async () => {
    const { user, requests } = renderCard({
      'PUT /api/cms/aml-organisation/approver': {
        json: { ...EMPTY, approver: { user_id: 3, name: 'Joan Serra Vila', valid: true } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Quién aprueba los clientes de riesgo alto' });
    within(form).getByText('Nadie designado todavía.');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Persona (cuenta de propietario)' }), '3');
    await user.click(within(form).getByRole('button', { name: 'Designar' }));

    await screen.findByText('Persona designada para aprobar los clientes de riesgo alto');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ user_id: 3 });
    expect(form.textContent).toContain('Los aprueba Joan Serra Vila.');
  });

  it('says when the approver is no longer an active owner', async () => {
    renderCard({
      'GET /api/cms/aml-organisation': {
        json: { ...EMPTY, approver: { user_id: 4, name: 'Laia Font', valid: false } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Quién aprueba los clientes de riesgo alto' });
    expect(within(form).getByRole('status').textContent).toBe(
      'Laia Font ya no tiene una cuenta de propietario activa: designa a otra persona.',
    );
    expect(valueOf(within(form).getByRole('combobox', { name: 'Persona (cuenta de propietario)' }))).toBe('');
  });

  it('uploads the manual with its date and shows it, ready to download', async () => {
    const { user, requests } = renderCard({
      'POST /api/cms/aml-organisation/manual': {
        status: 201,
        json: {
          ...EMPTY,
          manual: {
            filename: 'manual-pbc.pdf',
            sha256: SHA,
            dated: '2026-11-02',
            uploaded_at: '2026-11-26T08:00:00.000Z',
            by: 'Marta Puig Roca',
          },
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Manual interno' });
    await user.type(within(form).getByLabelText('Fecha del manual'), '2026-11-02');
    await user.upload(
      within(form).getByLabelText('Manual en PDF'),
      new File(['%PDF-1.7 manual'], 'manual-pbc.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Subir el manual' }));

    await screen.findByText('Manual interno subido');
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.query).toBe('dated=2026-11-02');
    expect((sent?.body as FormData).get('file')).toMatchObject({ name: 'manual-pbc.pdf' });
    expect(form.textContent).toContain('manual-pbc.pdf');
    expect(form.textContent).toContain(`SHA-256: ${SHA}`);
    within(form).getByRole('button', { name: 'Descargar el manual' });
  });

  it('refuses a manual dated after today, or that is not a PDF, without sending it', async () => {
    const { user, requests } = renderCard();
    const form = await screen.findByRole('form', { name: 'Manual interno' });
    await user.type(within(form).getByLabelText('Fecha del manual'), '2999-01-01');
    await user.upload(
      within(form).getByLabelText('Manual en PDF'),
      new File(['%PDF-1.7'], 'manual.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Subir el manual' }));
    expect(within(form).getByRole('alert').textContent).toBe('La fecha del manual no puede ser posterior a hoy');

    const date = within(form).getByLabelText('Fecha del manual');
    await user.clear(date);
    await user.type(date, '2026-11-02');
    // The picker offers PDFs only; a browser may still let another file through ("All files").
    fireEvent.change(within(form).getByLabelText('Manual en PDF'), {
      target: {
        files: [
          new File(['hola'], 'manual.docx', {
            type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          }),
        ],
      },
    });
    await user.click(within(form).getByRole('button', { name: 'Subir el manual' }));
    expect(within(form).getByRole('alert').textContent).toBe('El manual debe ser un PDF');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('is not shown to staff', async () => {
    const { requests } = renderCard({}, STAFF);
    await vi.waitFor(() => expect(requests.map((request) => request.path)).toContain('/api/auth/me'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Organización PBC' })).toBeNull();
    expect(requests.map((request) => request.path)).not.toContain('/api/cms/aml-organisation');
  });
});
