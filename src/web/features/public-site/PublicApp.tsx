import type { PublicPageData } from '../../../shared/api/api-types';
import { CookieConsent } from './consent/CookieConsent';
import { LandingPage } from './landing/LandingPage';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import type { LegalPage } from './legal/LegalPage';
import { NotFoundPage } from './NotFoundPage';

/**
 * The legal pages are passed in by the entry: the browser downloads their long texts only on those
 * pages, while the landing page bundle stays small.
 */
export type LegalPageComponent = typeof LegalPage;

type Props = { data: PublicPageData; legalPage?: LegalPageComponent };

function PageBody({ data, legalPage: Legal }: Props) {
  switch (data.page) {
    case 'home':
    case 'property':
      return <LandingPage data={data} />;
    case 'not_found':
      return <NotFoundPage />;
    default:
      return Legal ? <Legal page={data.page} content={data.content} /> : null;
  }
}

/** Every server-rendered public page: the landing page (also behind property URLs), legal pages and 404. */
export function PublicApp({ data, legalPage }: Props) {
  const onLandingPage = data.page === 'home' || data.page === 'property';
  return (
    <CookieConsent>
      <a
        href="#contenido"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Saltar al contenido
      </a>
      <SiteHeader menu={data.menu} companyName={data.content.company_name!} onLandingPage={onLandingPage} />
      <PageBody data={data} legalPage={legalPage} />
      <SiteFooter content={data.content} year={data.year} />
    </CookieConsent>
  );
}
