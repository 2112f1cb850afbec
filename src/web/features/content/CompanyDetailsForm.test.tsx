// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { COMPANY_DETAIL_KEYS } from '#shared/site/content.ts';
import { descriptionOf, isDisabled, renderUi, stubApi } from '#web/test/render.tsx';

import { CompanyDetailsForm } from './CompanyDetailsForm';

const DETAILS = Object.fromEntries(COMPANY_DETAIL_KEYS.map((key) => [key, ''])) as Record<string, string>;
const DEMO = {
  ...DETAILS,
  legal_name: 'Casa Nova Demo S.L.',
  tax_id: 'B12345674',
  bank_iban: 'ES91 2100 0418 4502 0005 1332',
};

describe('CompanyDetailsForm', () => {
  it('saves every changed detail in one request and marks the demo values until they change', async () => {
    const requests = stubApi({
      'GET /api/cms/company-details': { json: { details: DEMO, demo_keys: ['legal_name', 'tax_id'] } },
      'PUT /api/cms/company-details': ({ body }) => ({
        json: { details: { ...DEMO, ...(body as { details: object }).details }, demo_keys: ['tax_id'] },
      }),
    });
    const { user } = renderUi(<CompanyDetailsForm />);
    const legalName = await screen.findByRole('textbox', { name: /^Razón social/ });
    expect(legalName.closest('div')?.parentElement?.textContent).toContain('dato de ejemplo');
    expect(screen.getAllByText('dato de ejemplo')).toHaveLength(2);

    await user.clear(legalName);
    await user.type(legalName, 'Reformas Llar S.L.');
    await user.type(screen.getByRole('textbox', { name: 'Banco' }), 'CaixaBank');
    // Typed over: the mark goes with the demo value.
    expect(screen.getAllByText('dato de ejemplo')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Guardar datos de la empresa' }));

    await screen.findByText('Datos de la empresa guardados (2 cambios)');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/cms/company-details',
        body: { details: { legal_name: 'Reformas Llar S.L.', bank_name: 'CaixaBank' } },
      },
    ]);
  });

  it('names the invalid field under it and does not save', async () => {
    const requests = stubApi({ 'GET /api/cms/company-details': { json: { details: DETAILS, demo_keys: [] } } });
    const { user } = renderUi(<CompanyDetailsForm />);
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    await user.type(iban, 'ES00 1234');
    expect(descriptionOf(iban)).toContain('IBAN no válido');
    expect(isDisabled(screen.getByRole('button', { name: 'Guardar datos de la empresa' }))).toBe(true);
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('focuses the field a checklist link names', async () => {
    stubApi({ 'GET /api/cms/company-details': { json: { details: DETAILS, demo_keys: [] } } });
    renderUi(<CompanyDetailsForm />, { route: '/cms/content#field-bank_bic' });
    const bic = await screen.findByRole('textbox', { name: 'BIC/SWIFT' });
    await waitFor(() => expect(document.activeElement).toBe(bic));
  });

  it('edits the social profiles the public footer links to: https addresses on each network, marked while the demo’s', async () => {
    const demo = {
      ...DETAILS,
      social_instagram: 'https://www.instagram.com/casanova.example',
      social_facebook: 'https://www.facebook.com/casanova.example',
    };
    const requests = stubApi({
      'GET /api/cms/company-details': {
        json: { details: demo, demo_keys: ['social_instagram', 'social_facebook'] },
      },
      'PUT /api/cms/company-details': ({ body }) => ({
        json: { details: { ...demo, ...(body as { details: object }).details }, demo_keys: [] },
      }),
    });
    const { user } = renderUi(<CompanyDetailsForm />);
    const group = (await screen.findByRole('group', { name: 'Redes sociales' })) as HTMLFieldSetElement;
    const instagram = screen.getByRole('textbox', { name: /^Instagram/ });
    expect(group.contains(instagram)).toBe(true);
    expect(instagram.closest('div')?.parentElement?.textContent).toContain('dato de ejemplo');
    expect(screen.getAllByText('dato de ejemplo')).toHaveLength(2);
    const save = screen.getByRole('button', { name: 'Guardar datos de la empresa' });

    await user.clear(instagram);
    await user.type(instagram, 'instagram.com/reformasllar');
    expect(descriptionOf(instagram)).toContain('que empiece por https://');
    expect(isDisabled(save)).toBe(true);

    await user.clear(instagram);
    await user.type(instagram, 'https://www.instagram.com/reformasllar');
    // Emptied: that network is no longer shown in the footer.
    await user.clear(screen.getByRole('textbox', { name: /^Facebook/ }));
    await user.click(save);
    await screen.findByText('Datos de la empresa guardados (2 cambios)');
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { details: { social_instagram: 'https://www.instagram.com/reformasllar', social_facebook: '' } },
    ]);
  });
});
