import type { Locale } from '#shared/i18n/locales.ts';
import { apiFetch } from '#web/lib/api-client.ts';

type ContactSubmission = {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The page's language: on the Catalan and English pages a phone may be in international form. */
  locale: Locale;
  interested_property?: string;
  /** Honeypot: people never see it, so it stays empty unless a bot fills it. */
  website: string;
};

/** POST /api/contact; the body of the answer is not read (docs/product.md §8): any 2xx is a success. */
export async function sendContactMessage(submission: ContactSubmission): Promise<void> {
  await apiFetch<unknown>('/api/contact', { method: 'POST', body: submission, auth: false });
}
