import { queryOptions } from '@tanstack/react-query';

import type { PaymentPageDto } from '#shared/api/api-types.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';

/** The public payment page data; the link's token is the only credential (no admin session is sent). */
export const paymentPageQuery = (transactionId: string, token: string, lang?: Locale) =>
  queryOptions({
    queryKey: ['payment-page', transactionId, token, lang],
    queryFn: ({ signal }) =>
      apiFetch<PaymentPageDto>(
        `/api/payments/${encodeURIComponent(transactionId)}?token=${encodeURIComponent(token)}${lang ? `&lang=${lang}` : ''}`,
        { auth: false, signal },
      ),
    // A refused or unknown link stays so; only network and server hiccups are worth a second try.
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

/** True when the link itself is wrong (bad token, unknown payment), as opposed to a temporary failure. */
export const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);
