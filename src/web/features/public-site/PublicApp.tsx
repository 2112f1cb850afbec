import type { PublicPageData } from '#shared/api/api-types.ts';

import { useI18n } from './i18n';
import { IconSprite } from './icons';
import { IslandSlot } from './island-slot';
import { CONSENT_ROOT_ID } from './islands';
import { LandingPage } from './landing/LandingPage';
import { SiteFooter } from './layout/SiteFooter';
import { LegalPage } from './legal/LegalPage';
import { NotFoundPage } from './NotFoundPage';

function PageBody({ data }: { data: PublicPageData }) {
  switch (data.page) {
    case 'home':
    case 'property':
      return <LandingPage data={data} />;
    case 'not_found':
      return <NotFoundPage />;
    default:
      return <LegalPage page={data.page} content={data.content} locale={data.locale} retention={data.retention} />;
  }
}

/**
 * Every server-rendered public page: the landing page (also behind property URLs), legal pages and
 * 404. Rendered on the server only; the browser hydrates its islands (islands.tsx).
 */
export function PublicApp({ data }: { data: PublicPageData }) {
  const { t } = useI18n();
  return (
    <>
      <IconSprite />
      <a
        href="#contenido"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('page.skipToContent')}
      </a>
      <IslandSlot name="header" />
      <PageBody data={data} />
      <SiteFooter content={data.content} year={data.year} />
      <div id={CONSENT_ROOT_ID} />
    </>
  );
}
