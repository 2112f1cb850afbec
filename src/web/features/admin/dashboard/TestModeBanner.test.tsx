// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { MeDto } from '#shared/api/api-types.ts';
import type { SettingsResponse } from '#shared/schemas/settings-schema.ts';
import { tokenStore } from '#web/lib/api-client.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { TestModeBanner } from './TestModeBanner';

const OWNER: MeDto = { id: 1, username: 'marta', email: null, is_admin: true, role: 'owner' };
const SETTINGS: SettingsResponse = {
  signing_email_code: true,
  reminder_interval_days: 3,
  reminder_max_count: 3,
  link_expiry_days: 30,
  buyer_file_required_arras: true,
  buyer_file_required_reservation: true,
  live: false,
  live_since: null,
};

beforeEach(() => tokenStore.set('token'));

describe('TestModeBanner', () => {
  it('says the site is in test mode and lists what is missing when going live is refused', async () => {
    const requests = stubApi({
      'GET /api/auth/me': { json: OWNER },
      'GET /api/cms/settings': { json: SETTINGS },
      'POST /api/cms/go-live': {
        status: 409,
        json: { detail: 'No se puede poner en marcha: falta Envío de correos; Persona que firma por la empresa.' },
      },
    });
    const { user } = renderUi(<TestModeBanner />);
    await screen.findByRole('heading', { name: 'Modo de prueba' });
    await user.click(screen.getByRole('button', { name: 'Poner en marcha' }));
    expect((await screen.findByText(/No se puede poner en marcha/)).textContent).toContain('Envío de correos');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/cms/go-live']);
  });

  it('is gone once the site is live', async () => {
    const requests = stubApi({
      'GET /api/auth/me': { json: OWNER },
      'GET /api/cms/settings': { json: { ...SETTINGS, live: true, live_since: '2026-11-01T10:00:00.000Z' } },
    });
    renderUi(<TestModeBanner />);
    await expect.poll(() => requests.length).toBe(2);
    expect(screen.queryByRole('heading', { name: 'Modo de prueba' })).toBeNull();
  });
});
