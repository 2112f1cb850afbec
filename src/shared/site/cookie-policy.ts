/**
 * Version of the cookie policy a choice was made under (docs/product.md §3). Bump it when the policy's
 * categories or purposes change: the record then shows which text the visitor answered. Kept apart from the
 * zod schema so the public pages' script does not carry zod.
 */
export const COOKIE_POLICY_VERSION = '2026-11-26';

/**
 * The site measures no visits today: the analytics category is shown switched off and locked, and a record saying a
 * visitor accepted analytics would prove nothing (GDPR art. 7.1), so the server refuses it. Switch it on together
 * with the analytics themselves and a new policy version.
 */
export const SITE_USES_ANALYTICS = false;
