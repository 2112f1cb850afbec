import { queryOptions } from '@tanstack/react-query';

import type { BuyerFileAwaitingDecisionDto } from '#shared/schemas/buyer-file-schema.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';

export const AWAITING_DECISION_KEY = ['cms', 'buyer-files', 'awaiting-decision'] as const;

/**
 * Buyer files waiting for an owner's risk decision (docs/product.md §5.7). Owners only: a staff account is answered
 * 403, and sees no flag at all rather than an error.
 */
export const awaitingDecisionQuery = queryOptions({
  queryKey: AWAITING_DECISION_KEY,
  queryFn: async () => {
    try {
      return await apiFetch<BuyerFileAwaitingDecisionDto[]>('/api/cms/buyer-files/awaiting-decision');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return [];
      throw error;
    }
  },
  retry: false,
});

/** What an owner has to do about a flagged file, in a few words. */
export const WAITING_FOR_LABELS: Record<BuyerFileAwaitingDecisionDto['waiting_for'], string> = {
  risk: 'Expediente por valorar',
  high_risk_approval: 'Riesgo alto por aprobar',
  identification: 'Identificación por completar',
};
