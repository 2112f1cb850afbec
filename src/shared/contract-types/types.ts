// Shapes served by GET /api/contract-types (docs/product.md §2) and shared by the wizard, the server and the PDF.

export const CONTRACT_TYPE_IDS = ['arras_penitenciales', 'reserva_no_condicionada', 'reserva_condicionada'] as const;

export type ContractTypeId = (typeof CONTRACT_TYPE_IDS)[number];

export type FieldType = 'text' | 'number' | 'date' | 'select' | 'textarea';

/**
 * The definitions leave out what does not apply; GET /api/contract-types serves every key of docs/product.md §2,
 * with null for those (see toContractTypeDto), so readers accept both.
 */
export interface FieldDefinition {
  /** Key inside `contract_data` and `{placeholder}` name in the template. */
  id: string;
  label: string;
  type: FieldType;
  required: boolean;
  validation?: { min?: number; max?: number } | null;
  options?: string[] | null;
  default?: string | number | null;
  placeholder?: string | null;
  /** Read-only in the wizard; the server recomputes it, so the browser cannot contradict the amount. */
  auto_generated?: boolean;
  /** Spanish section heading the wizard groups fields under. */
  group?: string;
}

export interface ContractTemplate {
  title: string;
  /** Paragraphs separated by a blank line, with `{placeholder}` fields (see placeholders.ts). */
  content: string;
}

export interface ContractSettings {
  default_language: 'es';
  signature_required: true;
  auto_save: boolean;
  export_formats: ['pdf', 'docx'];
  notifications: { send_to_buyer: boolean; send_to_seller: boolean };
  email_template: 'contract_ready';
}

export type PaymentType = 'arras' | 'reserva';

export interface ContractPayment {
  payment_type: PaymentType;
  /** The `contract_data` field whose value is the amount the buyer transfers. */
  amount_field: string;
}

export interface ContractTypeDefinition {
  id: ContractTypeId;
  name: string;
  description: string;
  template: ContractTemplate;
  /** The contract's name in Catalan (mails, the signing page and the PDF of a Catalan contract). */
  name_ca: string;
  /** The same contract written in Catalan, with the same placeholders (docs/product.md §5.6). */
  template_ca: ContractTemplate;
  /**
   * The English courtesy translation, with the same placeholders: never binding, given to English-reading buyers
   * (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md).
   */
  template_en: ContractTemplate;
  fields: FieldDefinition[];
  settings: ContractSettings;
  payment: ContractPayment;
}

/** `contract_data` as it arrives from the browser or the database: loosely typed on purpose. */
export type RawContractData = Readonly<Record<string, unknown>>;

/** `contract_data` after normalizeContractData: numbers are numbers, texts are trimmed strings. */
export type ContractData = Record<string, string | number>;
