import type { SiteContentDto } from '#shared/api/api-types.ts';
import { mercantileRegistryText } from '#shared/site/content.ts';

/**
 * Company identification used by the legal texts, from the editable site content. A detail that is not filled
 * in is '' and its line is left out: the public site never prints a placeholder (docs/product.md §3).
 */
export function companyDetails(content: SiteContentDto, language: 'es' | 'ca' | 'en' = 'es') {
  const value = (key: string) => content[key]?.trim() ?? '';
  return {
    name: value('company_name'),
    legalName: value('legal_name') || value('company_name'),
    taxId: value('tax_id'),
    address: value('legal_address') || value('company_address'),
    email: value('company_email'),
    phone: value('company_phone'),
    // Each language names the registry's volume, folio, sheet and entry in its own words (tom, foli, full…).
    mercantileRegistry: mercantileRegistryText(content, language),
  };
}

export type CompanyDetails = ReturnType<typeof companyDetails>;
