// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { SystemStatusDto } from '#shared/api/api-types.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { SystemBox } from './SystemBox';

const status = (overrides: Partial<SystemStatusDto> = {}): SystemStatusDto => ({
  version: '1.0.0',
  database: 'pglite',
  last_backup_at: null,
  mail: { pending: 0, failed: 0, last_error: null },
  retention_clock_hold: null,
  ...overrides,
});

describe('SystemBox', () => {
  it('says when the automatic deletions stopped on a clock jump and lets an owner resume them', async () => {
    let hold: SystemStatusDto['retention_clock_hold'] = {
      reason: 'jump',
      detected_at: '2036-11-29T04:00:00.000Z',
      machine_time: '2036-11-29T04:00:00.000Z',
      reference_time: '2026-11-28T04:00:00.000Z',
    };
    const requests = stubApi({
      'GET /api/cms/system': () => ({ json: status({ retention_clock_hold: hold }) }),
      'GET /api/health': { json: { status: 'ok' } },
      'POST /api/cms/system/retention-clock/confirm': () => {
        hold = null;
        return { json: { message: 'Hora confirmada' } };
      },
    });
    const { user } = renderUi(<SystemBox />);
    const alert = (await screen.findByText('Borrados automáticos detenidos')).closest('[role="alert"]')!;
    expect(alert.textContent).toContain('Borrados automáticos detenidos');
    expect(alert.textContent).toContain('saltó más de un día');
    expect(alert.textContent).toContain('28/11/2026');
    await user.click(screen.getByRole('button', { name: 'La hora es correcta: reanudar los borrados' }));
    await waitFor(() => expect(screen.queryByText('Borrados automáticos detenidos')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/cms/system/retention-clock/confirm',
    ]);
  });
});
