import type { ContractLanguage } from '#shared/contract-types/language.ts';
import type { Locale } from '#shared/i18n/locales.ts';

// What the wizard posts to POST /api/cms/contracts: beside the contracts' API (api.ts) and read by the wizard, so the
// API module imports nothing of the wizard's folder.

export type AttachmentDraft = {
  filename: string;
  content: string;
  content_type: string;
  size: number;
  uploaded_at: string;
};

export type ContractBody = {
  contract_type: string;
  contract_data: Record<string, string | number>;
  buyers: {
    name: string;
    email: string;
    dni: string;
    address: string;
    phone?: string;
    phone_foreign?: true;
    buyer_order: number;
    language: Locale;
  }[];
  attachments: AttachmentDraft[];
  contract_language: ContractLanguage;
  /** The same contract in the other language, signed and sealed together; sent only when chosen. */
  copy_language?: ContractLanguage;
  /** The portfolio property picked in step 1: a reservation of it carries its information sheet. */
  property_id?: number | null;
};
