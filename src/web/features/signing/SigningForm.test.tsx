// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { signingEs } from '#shared/i18n/messages/signing.es.ts';
import { drawStroke, STUB_SIGNATURE_PNG, stubCanvas2d } from '#web/test/canvas.ts';
import { descriptionOf, isDisabled, renderUi, stubApi, type Routes } from '#web/test/render.tsx';

import { SigningForm } from './SigningForm';

// Without a language from the contract the page speaks Spanish, the bundled catalog.
const SIGNATURE_REQUIRED_MESSAGE = signingEs['form.signatureRequired'];
const ALL_SIGNED_MESSAGE = signingEs['form.allSigned'];
const WAITING_OTHERS_MESSAGE = signingEs['form.waitingOthers'];

// The buyer's signing step: "Firmar Contrato" stays disabled (and says why) until a signature is saved, and sends
// that signature with the link's token (canvas stubbed, see test/canvas.ts).

beforeEach(stubCanvas2d);

const SIGNER = { name: 'Ana García López', email: 'ana@example.com', dni: '12345678Z' };
const LINK = { token: 'tok-123', email: 'ana@example.com' };
const SIGN_PATH = 'POST /api/contracts/c-1/buyer-sign';

function renderForm(routes: Routes) {
  const requests = stubApi(routes);
  const onSigned = vi.fn<(message: string) => void>();
  const ui = renderUi(<SigningForm contractId="c-1" link={LINK} signer={SIGNER} onSigned={onSigned} />);
  return { ...ui, requests, onSigned };
}

const signButton = () => screen.getByRole('button', { name: 'Firmar Contrato' });

async function saveSignature(user: ReturnType<typeof renderForm>['user']) {
  await drawStroke(user, screen.getByRole('img', { name: /^Área de firma/ }));
  await user.click(screen.getByRole('button', { name: 'Guardar Firma' }));
}

describe('signing form', () => {
  it('keeps "Firmar Contrato" disabled while there is no signature, and says why', () => {
    renderForm({});
    screen.getByRole('region', { name: 'Firma manuscrita' });
    expect(isDisabled(signButton())).toBe(true);
    expect(descriptionOf(signButton())).toBe(SIGNATURE_REQUIRED_MESSAGE);
  });

  it('names the next step after each action on the pad', async () => {
    const { user } = renderForm({});
    await saveSignature(user);
    expect(screen.getByText('Firma guardada. Último paso: pulsa «Firmar Contrato».').getAttribute('role')).toBe(
      'status',
    );
    await user.click(screen.getByRole('button', { name: 'Cambiar Firma' }));
    expect(screen.getByText('Dibuja tu firma y pulsa «Guardar Firma».').getAttribute('role')).toBe('status');
  });

  it('enables it once a signature is saved and sends it with the token', async () => {
    const { user, requests, onSigned } = renderForm({
      [SIGN_PATH]: { json: { all_signed: false, status: 'partially_signed' } },
    });
    await saveSignature(user);

    screen.getByRole('img', { name: 'Tu firma guardada' });
    expect(isDisabled(signButton())).toBe(false);
    expect(descriptionOf(signButton())).toBe('');

    await user.click(signButton());
    await vi.waitFor(() => expect(onSigned).toHaveBeenCalledWith(WAITING_OTHERS_MESSAGE));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/contracts/c-1/buyer-sign',
        body: {
          contract_id: 'c-1',
          signer_name: SIGNER.name,
          signer_email: SIGNER.email,
          signer_dni: SIGNER.dni,
          signature_image: STUB_SIGNATURE_PNG,
          token: 'tok-123',
        },
      },
    ]);
  });

  it('tells the last buyer that everyone has signed', async () => {
    const { user, onSigned } = renderForm({ [SIGN_PATH]: { json: { all_signed: true, status: 'signed' } } });
    await saveSignature(user);
    await user.click(signButton());
    await vi.waitFor(() => expect(onSigned).toHaveBeenCalledWith(ALL_SIGNED_MESSAGE));
  });

  it("shows the server's reason when signing fails", async () => {
    const { user, onSigned } = renderForm({
      [SIGN_PATH]: { status: 409, json: { detail: 'El contrato ya está firmado' } },
    });
    await saveSignature(user);
    await user.click(signButton());

    expect(
      (await screen.findByText('Error al firmar el contrato: El contrato ya está firmado')).getAttribute('role'),
    ).toBe('alert');
    expect(onSigned).not.toHaveBeenCalled();
    expect(isDisabled(signButton())).toBe(false);
  });

  it('"Cambiar Firma" disables signing again, and "Cancelar" brings the saved signature back', async () => {
    const { user } = renderForm({});
    await saveSignature(user);

    await user.click(screen.getByRole('button', { name: 'Cambiar Firma' }));
    expect(screen.queryByRole('img', { name: 'Tu firma guardada' })).toBeNull();
    expect(isDisabled(signButton())).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    screen.getByRole('img', { name: 'Tu firma guardada' });
    expect(isDisabled(signButton())).toBe(false);
  });
});
