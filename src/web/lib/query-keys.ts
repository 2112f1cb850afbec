/** Query keys that more than one feature reloads after a change (a feature's own keys stay in its api.ts). */
export const CONTRACTS_KEY = ['cms', 'contracts'] as const;
export const PENDING_PAYMENTS_KEY = ['cms', 'pending-payments'] as const;
export const STATS_KEY = ['stats'] as const;
