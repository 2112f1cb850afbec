import type { PublicPageData } from '../../../shared/api-types';
import { CookieConsent } from './consent/CookieConsent';
import { LandingPage } from './landing/LandingPage';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
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
      return <LegalPage page={data.page} content={data.content} />;
  }
}

/** Every server-rendered public page: the landing page (also behind property URLs), legal pages and 404. */
export function PublicApp({ data }: { data: PublicPageData }) {
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
      <PageBody data={data} />
      <SiteFooter content={data.content} year={data.year} />
    </CookieConsent>
  );
}
