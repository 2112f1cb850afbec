import { useQuery } from '@tanstack/react-query';

import type { SignatoryDto } from '#shared/api/people-dtos.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { useMe } from '#web/features/auth/index.ts';
import { contentQuery } from '#web/features/content/index.ts';
import { signatoriesQuery } from '#web/features/contracts/api.ts';

/** Who the company's signature will name when this account presses «Firmar» (docs/product.md#signer-powers). */
export type WhoSigns =
  | { kind: 'loading' }
  | { kind: 'own_powers'; name: string; position: string }
  | { kind: 'shared_account'; name: string }
  | { kind: 'not_allowed'; signatories: string[] };

/** The same rule the server applies: a person with powers signs as themselves; nobody with powers, the shared account. */
export function whoSigns(
  meId: number | undefined,
  signatories: readonly SignatoryDto[] | undefined,
  representative: string | undefined,
): WhoSigns {
  if (meId === undefined || signatories === undefined || representative === undefined) return { kind: 'loading' };
  const own = signatories.find((signatory) => signatory.user_id === meId);
  if (own) return { kind: 'own_powers', name: own.name, position: own.position };
  if (signatories.length === 0) return { kind: 'shared_account', name: representative };
  return { kind: 'not_allowed', signatories: signatories.map((signatory) => signatory.name) };
}

export function useWhoSigns(): WhoSigns {
  const me = useMe();
  const signatories = useQuery(signatoriesQuery).data;
  const content = useQuery(contentQuery).data;
  const representative = content ? content.representative_name.trim() || content.legal_name.trim() : undefined;
  return whoSigns(me?.id, signatories, representative);
}

const LANGUAGE_NAMES: Record<Locale, string> = { es: 'castellano', ca: 'catalán', en: 'inglés' };

/** "castellano", "catalán con copia en castellano", plus the English courtesy translation when a buyer reads English. */
export function languagesText(contract: {
  contract_language: 'es' | 'ca';
  copy_language: 'es' | 'ca' | null;
  buyers: readonly { language: Locale }[];
}): string {
  const binding = contract.copy_language
    ? `${LANGUAGE_NAMES[contract.contract_language]}, con la copia en ${LANGUAGE_NAMES[contract.copy_language]} (prevalece el ${LANGUAGE_NAMES[contract.contract_language]})`
    : LANGUAGE_NAMES[contract.contract_language];
  const english = contract.buyers.some((buyer) => buyer.language === 'en');
  return english ? `${binding}; traducción de cortesía al inglés, no vinculante` : binding;
}
