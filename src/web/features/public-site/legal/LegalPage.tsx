import type { ReactNode } from 'react';
import type { SiteContentDto } from '../../../../shared/api/api-types';
import { LEGAL_PAGES, type LegalPageKey } from '../../../../shared/site/legal-pages';
import { container } from '../classes';
import { CookiesText } from './CookiesText';
import { PrivacyText } from './PrivacyText';
import { TermsText } from './TermsText';

const TEXTS: Record<LegalPageKey, (props: { content: SiteContentDto }) => ReactNode> = {
  terminos: TermsText,
  privacidad: PrivacyText,
  cookies: CookiesText,
};

export function LegalPage({ page, content }: { page: LegalPageKey; content: SiteContentDto }) {
  const Text = TEXTS[page];
  return (
    <main id="contenido" className="bg-white">
      <div className={`${container} max-w-3xl py-16 sm:py-20`}>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-800">Información legal</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight text-stone-900">{LEGAL_PAGES[page].title}</h1>
        <div className="mt-10 space-y-4 text-[15px] leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-stone-900">
          <Text content={content} />
        </div>
      </div>
    </main>
  );
}
