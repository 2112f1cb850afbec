import type { PublicMessages } from '../i18n/messages/public.es';
import type { Translate } from '../i18n/translator';

// Document titles, shared so the server-rendered <title> and the one set while browsing agree.

export const pageTitle = (title: string, companyName: string) => `${title} | ${companyName}`;

export const homeTitle = (content: { hero_title?: string; company_name?: string }) =>
  pageTitle(content.hero_title ?? '', content.company_name ?? '');

/** "Piso en Gràcia en Gràcia, Barcelona | Casa Nova", in the language of `t` (docs/product.md §11). */
export const propertyPageTitle = (
  t: Translate<PublicMessages>,
  property: { title: string; neighborhood: string },
  companyName: string,
) => pageTitle(t('page.propertyTitle', { title: property.title, location: t('page.location', { neighborhood: property.neighborhood }) }), companyName);
