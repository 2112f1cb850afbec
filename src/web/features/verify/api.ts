import { queryOptions } from '@tanstack/react-query';

import { MAX_VERIFY_BYTES, PDF_TOO_LARGE_MESSAGE, type VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';

/** The company's name for the page's header and title: whoever runs the site, never a fixed name. */
export const companyNameQuery = queryOptions({
  queryKey: ['public-content', 'company_name'],
  queryFn: async () => (await apiFetch<Record<string, string>>('/api/content', { auth: false })).company_name ?? '',
  staleTime: Infinity,
});

/**
 * POST /api/documents/verify with the file's raw bytes (docs/product.md §5.5); `lang` names the contract and the
 * parties in the page's language.
 */
export async function verifyPdf(file: File, lang: Locale): Promise<VerifyDocumentDto> {
  if (file.size > MAX_VERIFY_BYTES) throw new ApiError(413, PDF_TOO_LARGE_MESSAGE);
  let response: Response;
  try {
    response = await fetch(`/api/documents/verify?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'No se pudo conectar con el servidor.');
  }
  const body = (await response.json().catch(() => null)) as (VerifyDocumentDto & { detail?: string }) | null;
  if (!response.ok || !body) {
    const detail =
      response.status === 413 ? PDF_TOO_LARGE_MESSAGE : typeof body?.detail === 'string' ? body.detail : null;
    throw new ApiError(response.status, detail);
  }
  return body;
}
