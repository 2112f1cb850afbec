// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { SessionDto } from '#shared/schemas/auth-schemas.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { deviceName, SessionsDialog } from './SessionsDialog';

const session = (overrides: Partial<SessionDto>): SessionDto => ({
  id: 'a1',
  current: false,
  created_at: '2026-11-28T08:00:00Z',
  last_seen_at: '2026-11-28T09:30:00Z',
  expires_at: '2026-11-28T20:00:00Z',
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  ...overrides,
});

describe('SessionsDialog', () => {
  it('names each browser, marks this one and ends another, or all the others', async () => {
    let open = [
      session({ id: 'this', current: true }),
      session({ id: 'phone', user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Version/18.0 Mobile Safari/604.1' }),
      session({ id: 'old', user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0' }),
    ];
    const requests = stubApi({
      'GET /api/auth/sessions': () => ({ json: open }),
      'DELETE /api/auth/sessions/phone': () => {
        open = open.filter((s) => s.id !== 'phone');
        return { json: { message: 'Sesión cerrada.' } };
      },
      'POST /api/auth/sessions/end-others': () => {
        open = open.filter((s) => s.current);
        return { json: { message: 'Se ha cerrado 1 sesión.' } };
      },
    });
    const { user } = renderUi(<SessionsDialog open onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Sesiones' });
    expect(within(list).getByText(/Chrome en Windows/).textContent).toContain('Esta sesión');
    await user.click(screen.getByRole('button', { name: 'Cerrar la sesión de Safari en iPhone o iPad' }));
    await screen.findByRole('button', { name: 'Cerrar la sesión de Firefox en Linux' });
    expect(screen.queryByText(/Safari en iPhone/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    await waitFor(() => expect(screen.queryByText(/Firefox en Linux/)).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Sesiones' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cerrar las demás sesiones' })).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/auth/sessions/end-others');
  });

  it('reads common browsers', () => {
    expect(deviceName(null)).toBe('Navegador desconocido');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36')).toBe('Chrome en Android');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Version/17.5 Safari/605.1.15')).toBe(
      'Safari en Mac',
    );
  });
});
