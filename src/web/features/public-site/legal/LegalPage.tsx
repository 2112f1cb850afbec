import type { ReactNode } from 'react';

import type { RetentionPolicy, SiteContentDto } from '#shared/api/api-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { LegalPageKey } from '#shared/site/legal-pages.ts';
import { container } from '#web/features/public-site/classes.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';

import { CookiesTextCa } from './ca/CookiesText';
import { PrivacyTextCa } from './ca/PrivacyText';
import { TermsTextCa } from './ca/TermsText';
import { CookiesText } from './CookiesText';
import { CookiesTextEn } from './en/CookiesText';
import { PrivacyTextEn } from './en/PrivacyText';
import { TermsTextEn } from './en/TermsText';
import { PrivacyText } from './PrivacyText';
import { TermsText } from './TermsText';

/** `retention`: what the privacy policy states, the periods the product applies (docs/product.md §3). */
type LegalText = (props: { content: SiteContentDto; retention: RetentionPolicy }) => ReactNode;

// The legal texts are server-rendered only (never hydrated), so no language's text reaches the browser's script.
const TEXTS: Record<Locale, Record<LegalPageKey, LegalText>> = {
  es: { terminos: TermsText, privacidad: PrivacyText, cookies: CookiesText },
  ca: { terminos: TermsTextCa, privacidad: PrivacyTextCa, cookies: CookiesTextCa },
  en: { terminos: TermsTextEn, privacidad: PrivacyTextEn, cookies: CookiesTextEn },
};

export function LegalPage({
  page,
  content,
  locale,
  retention,
}: {
  page: LegalPageKey;
  content: SiteContentDto;
  locale: Locale;
  retention: RetentionPolicy;
}) {
  const { t } = useI18n();
  const Text = TEXTS[locale][page];
  return (
    <main id="contenido" className="bg-white">
      <div className={`${container} max-w-3xl py-16 sm:py-20`}>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-800">{t('legal.eyebrow')}</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-stone-900">
          {t(`legal.${page}Title`)}
        </h1>
        <div className="mt-10 space-y-4 text-[15px] leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-stone-900">
          <Text content={content} retention={retention} />
        </div>
      </div>
    </main>
  );
}
