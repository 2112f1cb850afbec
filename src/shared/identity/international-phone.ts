import { isPossiblePhoneNumber } from 'libphonenumber-js/min';

import { normalizePhone } from './phone';

/**
 * A number in international form (`+CC …` or `00CC …`, E.164 once the separators are dropped) with a country
 * code that exists and a length that country's numbering plan allows (docs/product.md#9-validation-rules-and-messages).
 * libphonenumber-js keeps those plans up to date, which no regular expression of ours could. "Possible" rather
 * than "valid": the exact ranges change often and would turn away real numbers; a typo in the length or the
 * country code is what the form should catch.
 */
export function isValidInternationalPhone(value: string): boolean {
  const compact = normalizePhone(value).replace(/^00/, '+');
  if (!/^\+\d{6,15}$/.test(compact)) return false;
  return isPossiblePhoneNumber(compact);
}
