// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_SIGNATURE_PAD_MESSAGE } from '#shared/schemas/index.ts';
import { drawStroke, STUB_SIGNATURE_PNG, stubCanvas2d } from '#web/test/canvas.ts';
import { descriptionOf, renderUi } from '#web/test/render.tsx';

import { SignaturePad } from './SignaturePad';

// The pad's own logic on top of signature_pad (canvas stubbed, see test/canvas.ts): an empty pad is never saved,
// "Limpiar" really empties it, and everything but the drawing itself works from the keyboard.

beforeEach(stubCanvas2d);

function renderPad(value: string | null = null) {
  const handlers = { onSave: vi.fn<(dataUrl: string) => void>(), onChangeRequested: vi.fn(), onCancel: vi.fn() };
  const ui = renderUi(<SignaturePad value={value} {...handlers} />);
  return { ...ui, ...handlers, canvas: () => screen.getByRole('img', { name: /^Área de firma/ }) };
}

const padAlert = () => screen.queryByText(EMPTY_SIGNATURE_PAD_MESSAGE);

describe('signature pad', () => {
  it('names the drawing area for screen readers', () => {
    const { canvas } = renderPad();
    expect(canvas().getAttribute('aria-label')).toBe('Área de firma: dibuja tu firma con el dedo o el ratón');
  });

  it('refuses to save an empty pad, tying the message to the drawing area', async () => {
    const { user, onSave, canvas } = renderPad();
    await user.click(screen.getByRole('button', { name: 'Guardar Firma' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(padAlert()?.getAttribute('role')).toBe('alert');
    expect(descriptionOf(canvas())).toBe(EMPTY_SIGNATURE_PAD_MESSAGE);
  });

  it('saves a drawn signature as a PNG, and the message goes away once drawing starts', async () => {
    const { user, onSave, canvas } = renderPad();
    await user.click(screen.getByRole('button', { name: 'Guardar Firma' }));
    expect(padAlert()).not.toBeNull();

    await drawStroke(user, canvas());
    expect(padAlert()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar Firma' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(STUB_SIGNATURE_PNG);
  });

  it('"Limpiar" empties the pad, so saving is refused again', async () => {
    const { user, onSave, canvas } = renderPad();
    await drawStroke(user, canvas());
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar Firma' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(padAlert()).not.toBeNull();

    // The same stroke counts again once drawn: it was the clearing that emptied the pad.
    await drawStroke(user, canvas());
    await user.click(screen.getByRole('button', { name: 'Guardar Firma' }));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('reaches and presses every button from the keyboard', async () => {
    const { user, onSave, onCancel, canvas } = renderPad();
    await drawStroke(user, canvas());

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Guardar Firma' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Limpiar' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    await user.keyboard(' ');
    expect(onCancel).toHaveBeenCalledOnce();

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    // "Limpiar" pressed with Enter emptied the pad before: Enter on "Guardar Firma" is refused.
    expect(onSave).not.toHaveBeenCalled();
    expect(padAlert()).not.toBeNull();
  });

  it('shows a saved signature as an image with its own text and a way to change it', async () => {
    const { user, onChangeRequested } = renderPad(STUB_SIGNATURE_PNG);
    expect(screen.getByRole('img', { name: 'Tu firma guardada' }).getAttribute('src')).toBe(STUB_SIGNATURE_PNG);
    expect(screen.queryByRole('img', { name: /^Área de firma/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cambiar Firma' }));
    expect(onChangeRequested).toHaveBeenCalledOnce();
  });
});
