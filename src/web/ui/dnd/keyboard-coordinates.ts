import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/** A keyboard drag moves 25 px per arrow key press. */
export const KEYBOARD_STEP_PX = 25;

type Coordinates = { x: number; y: number };

/** Where one arrow key press moves the dragged item; undefined for any other key. */
export function nextCoordinates(code: string, current: Coordinates, step = KEYBOARD_STEP_PX): Coordinates | undefined {
  switch (code) {
    case 'ArrowDown':
      return { x: current.x, y: current.y + step };
    case 'ArrowUp':
      return { x: current.x, y: current.y - step };
    case 'ArrowRight':
      return { x: current.x + step, y: current.y };
    case 'ArrowLeft':
      return { x: current.x - step, y: current.y };
    default:
      return undefined;
  }
}

export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const next = nextCoordinates(event.code, currentCoordinates);
  // Arrow keys would otherwise scroll the page while dragging.
  if (next) event.preventDefault();
  return next;
};
