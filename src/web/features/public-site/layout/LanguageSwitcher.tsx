import type { MouseEvent } from 'react';

import { localizedPath, splitLocalePath, type LocalePaths } from '#shared/i18n/locale-path.ts';
import { INTL_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import type { PropertyHistoryState } from '#web/features/public-site/properties/use-property-url.ts';

import { rememberLanguage } from './language-preference';

/**
 * Links to this page in every language (docs/product.md §11): plain links that work without script. A click
 * follows the page the visitor is really on (a property opened in the browser changes the address, and its
 * history entry says where that property is in each language) and remembers the choice when functional storage
 * is allowed.
 */
export function LanguageSwitcher({ paths, className = '' }: { paths: LocalePaths; className?: string }) {
  const { locale: current, t } = useI18n();
  const follow = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(locale);
    const opened = (window.history.state as Partial<PropertyHistoryState> | null)?.paths;
    if (opened) {
      event.preventDefault();
      window.location.assign(opened[locale]);
      return;
    }
    const here = window.location.pathname;
    if (here === paths[current].split('?')[0]) return;
    event.preventDefault();
    window.location.assign(
      localizedPath(locale, splitLocalePath(here).path) + window.location.search + window.location.hash,
    );
  };
  return (
    <nav aria-label={t('header.languages')} className={className}>
      <ul className="flex items-center gap-0.5 text-xs font-semibold">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={paths[locale]}
              hrefLang={INTL_LOCALE[locale]}
              lang={INTL_LOCALE[locale]}
              title={LOCALE_NAMES[locale]}
              aria-current={locale === current ? 'page' : undefined}
              onClick={follow(locale)}
              className={`inline-flex min-h-11 min-w-7 items-center justify-center rounded-full px-1 uppercase sm:min-w-11 sm:px-2 transition ${
                locale === current ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-white hover:text-brand-800'
              }`}
            >
              <span aria-hidden="true">{locale}</span>
              <span className="sr-only">{LOCALE_NAMES[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
