import type { PropertyDto } from '../api/api-types';

// Document titles, shared so the server-rendered <title> and the one set while browsing agree.

export const pageTitle = (title: string, companyName: string) => `${title} | ${companyName}`;

export const homeTitle = (content: { hero_title?: string; company_name?: string }) =>
  pageTitle(content.hero_title ?? '', content.company_name ?? '');

export const propertyLocation = (property: Pick<PropertyDto, 'neighborhood'>) => `${property.neighborhood}, Barcelona`;

export const propertyTitle = (property: Pick<PropertyDto, 'title' | 'neighborhood'>, companyName: string) =>
  pageTitle(`${property.title} en ${propertyLocation(property)}`, companyName);
