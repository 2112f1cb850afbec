// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
