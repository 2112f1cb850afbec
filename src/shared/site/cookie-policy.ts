/**
 * Version of the cookie policy a choice was made under (docs/product.md §3). Bump it when the policy's
 * categories or purposes change: the record then shows which text the visitor answered. Kept apart from the
 * zod schema so the public pages' script does not carry zod.
 */
export const COOKIE_POLICY_VERSION = '2026-11-26';
