import type { BrandName } from '#web/features/public-site/icons.tsx';

export type SocialLink = { name: string; icon: BrandName; href: string };

/** Fixed company profiles (docs/product.md §10: company and social links are constants of the page). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/casanovabarcelona' },
  { name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/casanovabarcelona' },
  { name: 'X', icon: 'x', href: 'https://x.com/casanovabcn' },
  { name: 'LinkedIn', icon: 'linkedin', href: 'https://www.linkedin.com/company/casanovabarcelona' },
  { name: 'YouTube', icon: 'youtube', href: 'https://www.youtube.com/@casanovabarcelona' },
];

/** The footer lists every profile but X (docs/product.md §3). */
export const FOOTER_SOCIAL_LINKS = SOCIAL_LINKS.filter((link) => link.name !== 'X');
