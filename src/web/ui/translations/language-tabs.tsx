import type { ReactNode } from 'react';

import type { Locale } from '#shared/i18n/locales.ts';
import { TRANSLATION_LABELS, TRANSLATION_LANGUAGE_NAMES } from '#shared/site/translated-content.ts';
import type { TabItem } from '#web/ui/Tabs.tsx';

const ORDER: readonly Locale[] = ['es', 'ca', 'en'];

/**
 * ES / CA / EN tabs; a translation still to write carries a dot, a panel with an error a red "!", and both say
 * so to screen readers, so a message in a hidden panel is not missed.
 */
export function languageTabs(
  panel: (locale: Locale) => ReactNode,
  isMissing: (locale: Locale) => boolean = () => false,
  hasError: (locale: Locale) => boolean = () => false,
): TabItem[] {
  return ORDER.map((locale) => ({
    id: locale,
    label: (
      <>
        {TRANSLATION_LABELS[locale]}
        <span className="sr-only"> ({TRANSLATION_LANGUAGE_NAMES[locale]})</span>
        {hasError(locale) ? (
          <>
            <span aria-hidden="true" className="ml-1 font-bold text-red-700">
              !
            </span>
            <span className="sr-only">, con errores</span>
          </>
        ) : isMissing(locale) ? (
          <>
            <span aria-hidden="true" className="ml-1 inline-block size-1.5 rounded-full bg-sky-600 align-middle" />
            <span className="sr-only">, sin traducir</span>
          </>
        ) : null}
      </>
    ),
    panel: panel(locale),
  }));
}

/** "Título" for Spanish, "Título en inglés" for a translation. */
export function translatedLabel(label: string, locale: Locale): string {
  return locale === 'es' ? label : `${label} en ${TRANSLATION_LANGUAGE_NAMES[locale]}`;
}
