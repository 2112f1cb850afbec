import { createContext, useContext, useId } from 'react';

/**
 * Prefix of the ids generated inside one render root. The public pages hydrate several roots
 * (islands) and Preact numbers ids per root, so without a prefix two islands would both produce
 * `P0-0` and a label could point at another island's element.
 */
export const DomIdPrefix = createContext('');

/** `useId`, unique on the whole page even with several roots. Use it for every id put in the DOM. */
export function useDomId(): string {
  return useContext(DomIdPrefix) + useId();
}
