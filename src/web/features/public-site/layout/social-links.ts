import { SOCIAL_LINK_KEYS, SOCIAL_NETWORKS } from '#shared/site/social-networks.ts';
import type { BrandName } from '#web/features/public-site/icons.tsx';

export type SocialLink = { name: string; icon: BrandName; href: string };

/**
 * The company's own profiles, as it wrote them in Contenido (docs/product.md#social-links): a network left blank is
 * left out, and with none filled in the footer shows no links at all.
 */
export function socialLinksOf(content: Readonly<Partial<Record<string, string>>>): SocialLink[] {
  return SOCIAL_LINK_KEYS.flatMap((key) => {
    const href = content[key]?.trim() ?? '';
    return href === '' ? [] : [{ name: SOCIAL_NETWORKS[key].name, icon: SOCIAL_NETWORKS[key].icon, href }];
  });
}
