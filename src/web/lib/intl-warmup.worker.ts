// Runs in a worker (intl-warmup.ts): formats a date and an amount in every language the site speaks, as the pages
// do, so that ICU's data is loaded and cached for the whole page process before the page needs it.
import { buyerAmount, buyerDate, buyerDateTime } from '#shared/i18n/buyer-format.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

const now = new Date();
for (const locale of LOCALES) {
  buyerDate(now, locale);
  buyerDateTime(now, locale);
  buyerAmount(1234.5, locale);
}
postMessage('ready');
