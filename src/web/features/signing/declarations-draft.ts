import {
  BUYER_FILE_DOCUMENT_TYPES,
  FUNDS_ORIGIN_CATEGORIES,
  MAX_BUYER_FILE_DOCUMENT_BYTES,
  type BuyerDeclarationsInput,
  type PublicBuyerFileDto,
} from '#shared/schemas/buyer-file-schema.ts';

// The buyer's declarations (docs/product.md §5.7) as a form holds them, shared by the buyer's form on the signing
// page and the owners' form in the admin area: yes/no questions start unanswered, so they are kept as text.

export type YesNoValue = 'yes' | 'no' | '';
export type OwnerDraft = { name: string; id_document: string; ownership: string };
export type DeclarationsDraft = {
  ownBehalf: YesNoValue;
  beneficialOwner: OwnerDraft;
  isCompany: YesNoValue;
  owners: OwnerDraft[];
  isPep: YesNoValue;
  pepDetails: string;
  occupation: string;
  fundsCategory: string;
  fundsDetails: string;
};
/** A field's key in the form (`owner0Name` for the first company owner's name) → its message. */
export type DeclarationsErrors = Partial<Record<string, string>>;

export const EMPTY_OWNER: OwnerDraft = { name: '', id_document: '', ownership: '' };
export const MAX_COMPANY_OWNERS = 10;
const yesNo = (value: boolean | undefined): YesNoValue => (value === undefined ? '' : value ? 'yes' : 'no');
const answer = (value: YesNoValue) => (value === '' ? undefined : value === 'yes');

export function toDraft(declarations: PublicBuyerFileDto['declarations']): DeclarationsDraft {
  const owner = (o: { name: string; id_document: string; ownership?: string | null } | null | undefined): OwnerDraft =>
    o ? { name: o.name, id_document: o.id_document, ownership: o.ownership ?? '' } : { ...EMPTY_OWNER };
  return {
    ownBehalf: yesNo(declarations?.acts_on_own_behalf),
    beneficialOwner: owner(declarations?.beneficial_owner),
    isCompany: declarations ? yesNo(declarations.is_company) : 'no',
    owners: declarations?.company_beneficial_owners.length
      ? declarations.company_beneficial_owners.map(owner)
      : [{ ...EMPTY_OWNER }],
    isPep: yesNo(declarations?.is_pep),
    pepDetails: declarations?.pep_details ?? '',
    occupation: declarations?.occupation ?? '',
    fundsCategory: declarations?.funds_origin_category ?? '',
    fundsDetails: declarations?.funds_origin_details ?? '',
  };
}

type Unanswered = 'acts_on_own_behalf' | 'is_pep' | 'funds_origin_category';
/** The declarations as typed, before the shared schema checks them: the questions may still be unanswered. */
export type DeclarationsCandidate = Omit<BuyerDeclarationsInput, Unanswered> &
  Partial<Pick<BuyerDeclarationsInput, Unanswered>>;

/**
 * What the form says, for the shared schema to check. An unanswered question or category stays undefined, so the
 * schema names it; fields of a branch not chosen (the beneficial owner when buying in one's own name) are left out.
 */
export function toCandidate(draft: DeclarationsDraft): DeclarationsCandidate {
  const owner = (o: OwnerDraft) => ({
    name: o.name,
    id_document: o.id_document,
    ownership: o.ownership.trim() === '' ? null : o.ownership,
  });
  return {
    acts_on_own_behalf: answer(draft.ownBehalf),
    beneficial_owner: draft.ownBehalf === 'no' ? owner(draft.beneficialOwner) : null,
    is_company: draft.isCompany === 'yes',
    company_beneficial_owners: draft.isCompany === 'yes' ? draft.owners.map(owner) : [],
    is_pep: answer(draft.isPep),
    pep_details: draft.isPep === 'yes' ? draft.pepDetails : null,
    occupation: draft.occupation,
    funds_origin_category: FUNDS_ORIGIN_CATEGORIES.find((category) => category === draft.fundsCategory),
    funds_origin_details: draft.fundsDetails,
  };
}

/** The fields left empty that the law's questions need (the server checks the same with the shared schema). */
export function missingFields(draft: DeclarationsDraft): string[] {
  const blank = (value: string) => value.trim() === '';
  const missing: Record<string, boolean> = {
    ownBehalf: draft.ownBehalf === '',
    isPep: draft.isPep === '',
    occupation: blank(draft.occupation),
    fundsCategory: draft.fundsCategory === '',
    fundsDetails: blank(draft.fundsDetails),
    pepDetails: draft.isPep === 'yes' && blank(draft.pepDetails),
    boName: draft.ownBehalf === 'no' && blank(draft.beneficialOwner.name),
    boDocument: draft.ownBehalf === 'no' && blank(draft.beneficialOwner.id_document),
  };
  if (draft.isCompany === 'yes') {
    draft.owners.forEach((owner, index) => {
      missing[`owner${index}Name`] = blank(owner.name);
      missing[`owner${index}Document`] = blank(owner.id_document);
    });
  }
  return Object.keys(missing).filter((key) => missing[key]);
}

const TOP_LEVEL_KEYS: Record<string, string> = {
  acts_on_own_behalf: 'ownBehalf',
  beneficial_owner: 'boName',
  is_company: 'isCompany',
  company_beneficial_owners: 'owner0Name',
  is_pep: 'isPep',
  pep_details: 'pepDetails',
  occupation: 'occupation',
  funds_origin_category: 'fundsCategory',
  funds_origin_details: 'fundsDetails',
};
const OWNER_KEYS: Record<string, string> = { name: 'Name', id_document: 'Document', ownership: 'Share' };
const BENEFICIAL_OWNER_KEYS: Record<string, string> = {
  name: 'boName',
  id_document: 'boDocument',
  ownership: 'boName',
};

/** The form field a schema issue is about, by its path (`['company_beneficial_owners', 1, 'name']` → `owner1Name`). */
export function fieldOfIssue(path: readonly PropertyKey[]): string | null {
  const [top, index, leaf] = path;
  if (top === 'company_beneficial_owners' && typeof index === 'number' && typeof leaf === 'string')
    return `owner${index}${OWNER_KEYS[leaf] ?? 'Name'}`;
  if (top === 'beneficial_owner' && typeof index === 'string') return BENEFICIAL_OWNER_KEYS[index] ?? 'boName';
  return typeof top === 'string' ? (TOP_LEVEL_KEYS[top] ?? null) : null;
}

/** Moves the focus to the first field marked invalid, so keyboard and screen reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first?.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first)?.focus();
  });
}

/** Why an identity document cannot be sent, before sending it (the server checks the bytes again). */
export function identityDocumentProblem(file: File): 'invalidType' | 'tooLarge' | null {
  if (!(BUYER_FILE_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  if (file.size > MAX_BUYER_FILE_DOCUMENT_BYTES) return 'tooLarge';
  return null;
}
