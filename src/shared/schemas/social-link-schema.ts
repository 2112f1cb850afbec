import { z } from 'zod';

import { SOCIAL_LINK_KEYS, socialLinkProblem, type SocialLinkKey } from '#shared/site/social-networks.ts';

/** One profile's address (docs/product.md#social-links): blank (not shown) or an https URL on the network's site. */
export const socialLinkSchema = (key: SocialLinkKey) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = socialLinkProblem(key, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * The social links among a body's company details, checked at the edge: each issue names its network, as the
 * company details' save names an invalid field ("Instagram: Escribe la dirección completa…").
 */
export function checkSocialLinks(
  details: Readonly<Record<string, string>>,
  ctx: z.RefinementCtx,
  labelOf: (key: SocialLinkKey) => string,
): void {
  for (const key of SOCIAL_LINK_KEYS) {
    const value = details[key];
    if (value === undefined) continue;
    const result = socialLinkSchema(key).safeParse(value);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', path: [key], message: `${labelOf(key)}: ${result.error.issues[0]!.message}` });
    }
  }
}
