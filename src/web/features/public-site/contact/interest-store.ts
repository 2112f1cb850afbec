import { useSyncExternalStore } from 'react';

import type { Interest } from './ContactForm';

// 'Me Interesa Esta Propiedad' in the portfolio fills in the contact form, which is a part of the page
// of its own (hydrated separately): the two meet here.

let current: Interest | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function expressInterest(title: string, message: string) {
  current = { title, message, token: (current?.token ?? 0) + 1 };
  emit();
}

export function clearInterest() {
  current = null;
  emit();
}

export function useInterest(): Interest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
