/**
 * A value built the first time it is asked for, then kept. For Intl formatters above all: building one loads ICU
 * data (a time zone's rules cost a phone 120–200 ms), and a module that built it when loaded made every page that
 * imports the module pay, used or not (docs/decisions/035).
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: { current: T } | undefined;
  return () => (value ??= { current: create() }).current;
}
