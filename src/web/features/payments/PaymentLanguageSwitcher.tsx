import { LOCALE_NAMES, LOCALES } from '#shared/i18n/locales.ts';

import { usePaymentText } from './payment-text';

/**
 * Plain links to the same payment page in each language (docs/product.md §11.2): they keep the link's token, work
 * without script and with the keyboard, and name each language in itself.
 */
export function PaymentLanguageSwitcher({ searchParams }: { searchParams: URLSearchParams }) {
  const { t, locale } = usePaymentText();
  const hrefIn = (lang: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('lang', lang);
    return `?${params.toString()}`;
  };
  return (
    <nav aria-label={t('lang.label')} className="print:hidden">
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((lang) => (
          <li key={lang}>
            <a
              href={hrefIn(lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === locale ? 'true' : undefined}
              className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 font-medium underline-offset-4 hover:underline ${
                lang === locale ? 'bg-brand-50 font-semibold text-brand-800' : 'text-stone-700'
              }`}
            >
              {LOCALE_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
