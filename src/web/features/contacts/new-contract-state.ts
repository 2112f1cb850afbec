import type { ContactDto } from '#shared/api/api-types.ts';
import type { WizardPrefill } from '#web/features/contracts/index.ts';

/**
 * «Nuevo contrato» from a contact (docs/product.md §4.1): what the contract wizard is opened with, through the
 * router's state (nothing personal in the address bar or the history): the buyer's name, email, phone and language,
 * and the property asked about. The contracts feature reads the same shape (its wizard's `prefill`).
 */
export const newContractState = (contact: ContactDto): { newContract: WizardPrefill } => ({
  newContract: {
    buyer: {
      name: contact.name,
      // A portal's relay address is not the buyer's: the contract needs the person's own.
      email: contact.email_is_relay ? '' : contact.email,
      phone: contact.phone ?? '',
      language: contact.language,
    },
    propertyId: contact.property_id,
  },
});
