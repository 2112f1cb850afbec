import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import type { Translate } from '#shared/i18n/translator.ts';

// Document titles, shared so the server-rendered <title> and the one set while browsing agree.

export const pageTitle = (title: string, companyName: string) => `${title} | ${companyName}`;

export const homeTitle = (content: { hero_title?: string; company_name?: string }) =>
  pageTitle(content.hero_title ?? '', content.company_name ?? '');

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * "Ático con terraza en Gràcia, Barcelona | Casa Nova" in the language of `t` (docs/product.md §11): the
 * neighbourhood is added only when the title does not name it already ("… in Sant Gervasi in Sant Gervasi").
 */
export function propertyPageTitle(
  t: Translate<PublicMessages>,
  property: { title: string; neighborhood: string },
  companyName: string,
) {
  const neighborhood = property.neighborhood.trim();
  const named = neighborhood === '' || comparable(property.title).includes(comparable(neighborhood));
  const title = named
    ? `${property.title}, Barcelona`
    : t('page.propertyTitle', { title: property.title, location: t('page.location', { neighborhood }) });
  return pageTitle(title, companyName);
}
