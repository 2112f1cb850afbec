// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { anEmailCodeStatus } from '#web/test/factories.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { EmailCodeGate } from './EmailCodeGate';

// The email code before signing (docs/product.md §5.4): a wrong code says how many tries are left, counted by the
// server (the status it answers after the failed try), so the buyer knows before the code locks.

const LINK = { token: 'tok-123', email: 'ana@example.com' };
const STATUS_PATH = 'GET /api/contracts/c-1/email-code';
const VERIFY_PATH = 'POST /api/contracts/c-1/email-code/verify';

function renderGate(attemptsAfterWrong: number) {
  let attemptsLeft = 5;
  const requests = stubApi({
    [STATUS_PATH]: () => ({ json: anEmailCodeStatus({ attempts_left: attemptsLeft }) }),
    [VERIFY_PATH]: () => {
      attemptsLeft = attemptsAfterWrong;
      return attemptsAfterWrong === 0
        ? { status: 403, json: { detail: 'Has agotado los 5 intentos. Pide un código nuevo.' } }
        : { status: 422, json: { detail: 'El código no es correcto.' } };
    },
  });
  const ui = renderUi(
    <EmailCodeGate contractId="c-1" link={LINK} email={LINK.email}>
      <p>Firma manuscrita</p>
    </EmailCodeGate>,
  );
  return { ...ui, requests };
}

describe('email code before signing', () => {
  it('says how many attempts remain before the first try', async () => {
    renderGate(4);
    await screen.findByText('Te quedan 5 intentos.');
  });

  it('says the code is wrong and how many attempts remain after a wrong one', async () => {
    const { user } = renderGate(4);
    await user.type(await screen.findByLabelText('Código recibido por email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await screen.findByText('El código no es correcto. Te quedan 4 intentos.');
    expect(screen.queryByText('Firma manuscrita')).toBeNull();
  });

  it('uses the singular for the last attempt', async () => {
    const { user } = renderGate(1);
    await user.type(await screen.findByLabelText('Código recibido por email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await screen.findByText('El código no es correcto. Te queda 1 intento.');
  });

  it('says the code is locked once no attempt remains', async () => {
    const { user } = renderGate(0);
    await user.type(await screen.findByLabelText('Código recibido por email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await screen.findByText('Has agotado los 5 intentos. Pide un código nuevo.');
  });
});

describe('«Enviar código» brings the code field into view', () => {
  function renderFirstSend() {
    let sent = false;
    stubApi({
      [STATUS_PATH]: () => ({
        json: anEmailCodeStatus(sent ? {} : { expires_at: null, attempts_left: null }),
      }),
      'POST /api/contracts/c-1/email-code': () => {
        sent = true;
        return { json: { sent: true, expires_at: '2026-11-26T10:10:00Z' } };
      },
    });
    return renderUi(
      <EmailCodeGate contractId="c-1" link={LINK} email={LINK.email}>
        <p>Firma manuscrita</p>
      </EmailCodeGate>,
    );
  }

  it('scrolls the code field to the middle of the screen and focuses it once the code is sent', async () => {
    const scrolled = vi.fn();
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollIntoView');
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
      scrolled(this, options);
    };
    try {
      const { user } = renderFirstSend();
      await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
      const field = await screen.findByLabelText('Código recibido por email');
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(scrolled).toHaveBeenCalledWith(field, { block: 'center' });
    } finally {
      if (original) Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', original);
      else delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('still focuses the field where the browser cannot scroll an element into view', async () => {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollIntoView');
    const element = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: undefined, configurable: true });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: undefined, configurable: true });
    try {
      const { user } = renderFirstSend();
      await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
      const field = await screen.findByLabelText('Código recibido por email');
      await waitFor(() => expect(document.activeElement).toBe(field));
    } finally {
      if (original) Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', original);
      else delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
      if (element) Object.defineProperty(Element.prototype, 'scrollIntoView', element);
    }
  });
});
