// happy-dom has no canvas backend: getContext('2d') returns null and toDataURL an empty PNG. signature_pad needs a
// 2D context to exist (it paints the background and strokes), so the signing tests install this stub. It draws
// nothing; what the tests check is the components' own logic (empty or not, messages, enabled states), which
// signature_pad derives from the pointer events it receives, not from pixels.
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/** The image every stubbed canvas exports, so a test can recognise it in a request body. */
export const STUB_SIGNATURE_PNG = 'data:image/png;base64,c3R1Yi1maXJtYQ==';

/** A context whose drawing calls are no-ops and whose style properties keep what is written to them. */
function inertContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<PropertyKey, unknown> = { canvas };
  return new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

/** Installs the stub for the current test (undone by vi.restoreAllMocks). */
export function stubCanvas2d() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return inertContext(this);
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(STUB_SIGNATURE_PNG);
}

/** A short stroke with the primary button, as a finger or mouse would draw it. */
export async function drawStroke(user: UserEvent, canvas: HTMLElement) {
  await user.pointer([
    { keys: '[MouseLeft>]', target: canvas, coords: { clientX: 20, clientY: 40 } },
    { target: canvas, coords: { clientX: 60, clientY: 80 } },
    { target: canvas, coords: { clientX: 120, clientY: 60 } },
    { keys: '[/MouseLeft]', target: canvas },
  ]);
}
