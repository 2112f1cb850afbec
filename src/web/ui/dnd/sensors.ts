import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';

import { keyboardCoordinates } from './keyboard-coordinates';

/**
 * Mouse, touch and keyboard. Mouse starts after a few pixels so clicks on buttons inside a row
 * still work; touch waits a moment so a swipe scrolls the page instead of dragging.
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
}
