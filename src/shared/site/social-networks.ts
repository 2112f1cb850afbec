// The company's profiles on social networks (docs/product.md#social-links). Zod-free: the public pages read it too
// (docs/performance.md); the API's schema builds on the same rule (src/shared/schemas/social-link-schema.ts).

/** Each network: its name (the link's accessible name), its icon, and the sites a profile of it lives on. */
export const SOCIAL_NETWORKS = {
  social_instagram: { name: 'Instagram', icon: 'instagram', hosts: ['instagram.com'] },
  social_facebook: { name: 'Facebook', icon: 'facebook', hosts: ['facebook.com', 'fb.com'] },
  social_linkedin: { name: 'LinkedIn', icon: 'linkedin', hosts: ['linkedin.com'] },
  social_x: { name: 'X', icon: 'x', hosts: ['x.com', 'twitter.com'] },
  social_youtube: { name: 'YouTube', icon: 'youtube', hosts: ['youtube.com'] },
} as const;

export type SocialLinkKey = keyof typeof SOCIAL_NETWORKS;

/** In the order the footer lists them. */
export const SOCIAL_LINK_KEYS = Object.keys(SOCIAL_NETWORKS) as SocialLinkKey[];

export const isSocialLinkKey = (key: string): key is SocialLinkKey => Object.hasOwn(SOCIAL_NETWORKS, key);

export function socialLinkMessage(key: SocialLinkKey): string {
  const site = SOCIAL_NETWORKS[key].hosts[0];
  return `Escribe la dirección completa del perfil en ${site}, que empiece por https:// (ej: https://www.${site}/tuempresa)`;
}

/** An https address, without credentials, on the network's own site (or a subdomain of it, m.facebook.com). */
export function isSocialProfileUrl(key: SocialLinkKey, value: string): boolean {
  if (!/^https:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      SOCIAL_NETWORKS[key].hosts.some((network) => host === network || host.endsWith(`.${network}`))
    );
  } catch {
    return false;
  }
}

/** Spanish message for a profile address the admin may not save, or null. Blank is allowed: the network is hidden. */
export function socialLinkProblem(key: SocialLinkKey, value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || isSocialProfileUrl(key, trimmed) ? null : socialLinkMessage(key);
}
