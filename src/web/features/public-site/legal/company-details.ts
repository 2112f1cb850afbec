import type { SiteContentDto } from '../../../../shared/api/api-types';

const MISSING = '(pendiente de indicar)';

/** Company identification used by the legal texts, from the editable site content. */
export function companyDetails(content: SiteContentDto) {
  const value = (key: string) => content[key]?.trim() || MISSING;
  return {
    name: value('company_name'),
    legalName: value('legal_name'),
    taxId: value('tax_id'),
    address: content.legal_address?.trim() || value('company_address'),
    email: value('company_email'),
  };
}
