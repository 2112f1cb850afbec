// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ToastProvider, useToast } from './Toast';

// A toast's auto-dismiss timer must not outlive the provider: fired after a test's document was gone, it threw
// 'window is not defined' into an unrelated test run (docs/decisions/029).

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Guardado')}>
      Guardar
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('clears the auto-dismiss timers when it unmounts', () => {
    vi.useFakeTimers();
    const view = render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getAllByText('Guardado')).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(2);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears a toast’s timer when it is closed by hand, and still dismisses the others on time', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cerrar aviso' })[0]!);
    expect(screen.queryByText('Guardado')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText('Guardado')).toBeNull();
  });
});
