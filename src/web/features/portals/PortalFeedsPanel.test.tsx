// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { MeDto } from '#shared/api/api-types.ts';
import type { PortalOverviewDto } from '#shared/schemas/portal-schema.ts';
import { tokenStore } from '#web/lib/api-client.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { PortalFeedsPanel } from './PortalFeedsPanel';

const OWNER: MeDto = { id: 1, username: 'marta', email: null, is_admin: true, role: 'owner' };
const base = {
  configured: true,
  published: 3,
  published_at: '2026-11-29T08:00:00.000Z',
  held: null,
  last_error: null,
  uploaded_at: null,
  next_run_at: null,
  status_read_at: null,
  pending: null,
  failed: null,
} satisfies Omit<PortalOverviewDto, 'portal'>;
const GENERATION = 'a'.repeat(64);
const OVERVIEW: PortalOverviewDto[] = [
  {
    ...base,
    portal: 'kyero',
    held: {
      reason: 'loss',
      message:
        'El feed nuevo pierde más de un tercio de las propiedades del último publicado: se sigue sirviendo el último bueno hasta que lo confirmes.',
      generation: GENERATION,
      at: '2026-11-29T09:00:00.000Z',
      properties: 1,
      disappearing: [
        { id: 1, title: 'Piso en Gràcia' },
        { id: 2, title: 'Ático en el Eixample' },
      ],
    },
  },
  { ...base, portal: 'idealista', configured: false, published: null, published_at: null },
  { ...base, portal: 'fotocasa', published: null, published_at: null, pending: 2, failed: 1 },
];

beforeEach(() => tokenStore.set('token'));

describe('the portals on the dashboard', () => {
  it('says why a feed is held, lists what would disappear, and publishes it only when the owner confirms', async () => {
    const requests = stubApi({
      'GET /api/auth/me': { json: OWNER },
      'GET /api/cms/portals': { json: OVERVIEW },
      'POST /api/cms/portals/kyero/feed/confirm': { json: { ...OVERVIEW[0]!, held: null, published: 1 } },
    });
    const { user } = renderUi(<PortalFeedsPanel />);
    await screen.findByRole('heading', { name: 'Portales: un feed espera tu confirmación' });
    screen.getByText('Ático en el Eixample');
    screen.getByText(/2 envíos en cola · 1 rechazadas o con error/);
    screen.getByText(/Sin configurar/);

    await user.click(screen.getByRole('button', { name: 'Publicar igualmente' }));
    await screen.findByText(/Desaparecerán de Kyero 2 propiedades/);
    const dialogButtons = screen.getAllByRole('button', { name: 'Publicar igualmente' });
    await user.click(dialogButtons.at(-1)!);
    await screen.findByText('Feed de Kyero publicado');
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/cms/portals/kyero/feed/confirm',
      body: { generation: GENERATION },
    });
  });
});
