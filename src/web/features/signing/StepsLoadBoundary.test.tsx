// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StepsLoadBoundary } from './SigningPage';

// The signing steps' code arrives after the contract (docs/decisions/033): a phone that loses the connection then
// gets a message and a way to reload, and the contract above stays on screen.

describe('StepsLoadBoundary', () => {
  afterEach(cleanup);

  it('says the step could not be loaded and offers to reload, instead of failing the page', async () => {
    const Unreachable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    // React reports the caught error on the console; the page itself goes on.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Contrato de reserva</h1>
        <StepsLoadBoundary message="No se pudo cargar el paso de firma." action="Volver a cargar la página">
          <Suspense fallback={<p>Cargando...</p>}>
            <Unreachable />
          </Suspense>
        </StepsLoadBoundary>
      </main>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar el paso de firma.');
    // The contract's heading stays above the message: only the steps were replaced.
    expect(screen.getByRole('heading', { name: 'Contrato de reserva' }).nextElementSibling).toBe(
      screen.getByRole('alert'),
    );
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Volver a cargar la página' }));
    expect(reload).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });

  it('shows the steps when their code arrives', async () => {
    const Steps = lazy(async () => ({ default: () => <p>Área de firma</p> }));
    const { container } = render(
      <StepsLoadBoundary message="x" action="y">
        <Suspense fallback={<p>Cargando...</p>}>
          <Steps />
        </Suspense>
      </StepsLoadBoundary>,
    );
    await screen.findByText('Área de firma');
    // The steps alone: no wheel left behind, no message.
    expect(container.innerHTML).toBe('<p>Área de firma</p>');
  });
});
