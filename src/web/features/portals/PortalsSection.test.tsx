// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useCallback, useEffect, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { MeDto } from '#shared/api/api-types.ts';
import type { PortalEntryDto } from '#shared/schemas/portal-schema.ts';
import { tokenStore } from '#web/lib/api-client.ts';
import { renderUi, stubApi, type Routes } from '#web/test/render.tsx';

import { PortalsSection, type PortalFormValues } from './PortalsSection';

const OWNER: MeDto = { id: 1, username: 'marta', email: null, is_admin: true, role: 'owner' };
const STAFF: MeDto = { ...OWNER, username: 'pau', role: 'staff' };

const VALUES: PortalFormValues = {
  publish_to_kyero: true,
  publish_to_idealista: true,
  publish_to_fotocasa: false,
  latitude: '',
  longitude: '',
  location_loaded: false,
  cadastral_reference: '2749704YJ0624N0001DI',
  built_area_m2: '',
  year_built: '1976',
  address: 'Carrer de Verdi 12',
};

const ENTRIES: PortalEntryDto[] = [
  { portal: 'kyero', state: 'published', reason: 'Está en el feed.', error: null, missing: [], warnings: [] },
  {
    portal: 'idealista',
    state: 'excluded',
    reason: 'Falta la superficie construida.',
    error: null,
    missing: [{ code: 'built_area', field: 'built_area_m2', message: 'Falta la superficie construida.' }],
    warnings: [],
  },
  {
    portal: 'fotocasa',
    state: 'refused',
    reason: 'No se pudo publicar en Fotocasa tras varios intentos.',
    error: 'Respuesta de Fotocasa que no se entiende: <html>',
    missing: [],
    warnings: [],
  },
];

// What the form holds, as the harness last saw it (written in an effect, after each render).
const seen = { values: VALUES };
const latest = () => seen.values;

function Harness({ propertyId = 7 }: { propertyId?: number | null }) {
  const [values, setValues] = useState(VALUES);
  useEffect(() => {
    seen.values = values;
  }, [values]);
  const update = useCallback(
    (patch: Partial<PortalFormValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  return (
    <>
      <label>
        Superficie construida (m²)
        <input name="built_area_m2" value={values.built_area_m2} readOnly />
      </label>
      <PortalsSection propertyId={propertyId} values={values} errors={{}} update={update} />
    </>
  );
}

function renderSection(routes: Routes = {}, me: MeDto = OWNER, propertyId: number | null = 7) {
  const requests = stubApi({
    'GET /api/auth/me': { json: me },
    'GET /api/cms/properties/7/portals': { json: ENTRIES },
    'GET /api/cms/properties/7/location': { json: { latitude: 41.4036, longitude: 2.1569 } },
    ...routes,
  });
  return { requests, ...renderUi(<Harness propertyId={propertyId} />) };
}

beforeEach(() => tokenStore.set('token'));

describe('the portal section of the property form', () => {
  it('shows each portal’s state with the portal’s words, and one switch per portal', async () => {
    renderSection();
    const kyero = (await screen.findByRole('switch', { name: 'Publicar en Kyero' })).closest('li')!;
    await within(kyero).findByText('Publicada');
    const fotocasa = screen.getByRole('switch', { name: 'Publicar en Fotocasa' }).closest('li')!;
    within(fotocasa).getByText('Rechazada');
    within(fotocasa).getByText(/Respuesta de Fotocasa que no se entiende/);
    expect((screen.getByRole('switch', { name: 'Publicar en Fotocasa' }) as HTMLInputElement).checked).toBe(false);
  });

  it('names each missing field and takes the owner to it', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Ir a «Superficie construida (m²)»' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Superficie construida (m²)'));
  });

  it('fills the stored coordinates once read, and only then lets them be changed and sent', async () => {
    renderSection();
    await waitFor(() => expect((screen.getByLabelText('Latitud') as HTMLInputElement).value).toBe('41.4036'));
    expect(latest()).toMatchObject({ latitude: '41.4036', longitude: '2.1569', location_loaded: true });
    expect((screen.getByLabelText('Longitud') as HTMLInputElement).disabled).toBe(false);
  });

  it('proposes the cadastre’s data and takes each field only when asked', async () => {
    const { user, requests } = renderSection({
      'POST /api/cms/properties/7/catastro': {
        json: {
          cadastral_reference: '2749704YJ0624N0001DI',
          proposal: {
            built_area_m2: 94,
            year_built: 1976,
            use: 'Residencial',
            address: 'CL GUAYANA-MOJONERA 3 46388 GODELLETA (VALENCIA)',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Completar desde el Catastro' }));
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/cms/properties/7/catastro',
      body: { cadastral_reference: '2749704YJ0624N0001DI' },
    });
    await screen.findByText(/uso: Residencial/);
    // The year already matches; nothing changes until a field is taken.
    screen.getByText('Coincide');
    expect(latest().address).toBe('Carrer de Verdi 12');
    await user.click(screen.getByRole('button', { name: 'Usar superficie construida (m²) del Catastro' }));
    expect(latest()).toMatchObject({ built_area_m2: '94', address: 'Carrer de Verdi 12' });
    screen.getByText('Usado');
  });

  it('says when the cadastre cannot be reached, changing nothing', async () => {
    const { user } = renderSection({
      'POST /api/cms/properties/7/catastro': {
        status: 502,
        json: {
          detail: 'No se puede conectar con el Catastro (fetch failed). No se ha cambiado nada; inténtalo más tarde.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Completar desde el Catastro' }));
    const message = await screen.findByText(/^No se puede conectar con el Catastro/);
    expect(message.getAttribute('role')).toBe('alert');
    expect(latest()).toMatchObject({ built_area_m2: '', year_built: '1976', address: 'Carrer de Verdi 12' });
  });

  it('offers the cadastre to owners only, and no state before the property is saved', async () => {
    renderSection({}, STAFF);
    await screen.findByText('Publicada');
    expect(screen.queryByRole('button', { name: 'Completar desde el Catastro' })).toBeNull();
  });

  it('shows no state for a property not saved yet', async () => {
    const { requests } = renderSection({}, OWNER, null);
    await screen.findByText('Guarda la propiedad para completarla desde el Catastro.');
    expect(screen.queryByText('Publicada')).toBeNull();
    expect(requests.filter((request) => request.path.includes('/portals'))).toEqual([]);
  });
});
