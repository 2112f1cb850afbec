import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

// dnd-kit speaks English by default; the admin is Spanish.

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Para reordenar, pulsa espacio o Intro para coger el elemento, muévelo con las flechas (25 píxeles por pulsación) y pulsa espacio o Intro para soltarlo, o Escape para cancelar.',
};

export function spanishAnnouncements(nameOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Has cogido ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} está sobre la posición de ${nameOf(over.id)}.`
        : `${nameOf(active.id)} no está sobre ninguna posición.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Has soltado ${nameOf(active.id)} en la posición de ${nameOf(over.id)}.`
        : `Has soltado ${nameOf(active.id)}.`,
    onDragCancel: ({ active }) => `Movimiento cancelado. ${nameOf(active.id)} vuelve a su sitio.`,
  };
}
