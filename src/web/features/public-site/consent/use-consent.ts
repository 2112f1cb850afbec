import { useSyncExternalStore } from 'react';

import { readConsent, subscribeConsent, type StoredConsent } from './consent';

/** `undefined` while the server renders or the page hydrates (the choice lives in the browser only). */
type ConsentState = StoredConsent | null | undefined;

let cachedRaw: string | undefined;
let cachedValue: StoredConsent | null = null;

// useSyncExternalStore needs the same object back while nothing changed.
function snapshot(): StoredConsent | null {
  const value = readConsent();
  const raw = JSON.stringify(value);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = value;
  }
  return cachedValue;
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, snapshot, () => undefined);
}
