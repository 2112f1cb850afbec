import type { ContractSettings } from './types';

/** Every type behaves the same; a fresh object each time so no definition can mutate another's. */
export function contractSettings(): ContractSettings {
  return {
    default_language: 'es',
    signature_required: true,
    auto_save: true,
    export_formats: ['pdf', 'docx'],
    notifications: { send_to_buyer: true, send_to_seller: true },
    email_template: 'contract_ready',
  };
}
