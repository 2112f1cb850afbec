import { useI18n } from '#web/features/public-site/i18n.tsx';
import { BrandIcon } from '#web/features/public-site/icons.tsx';
import { useDomId } from '#web/ui/use-dom-id.ts';

import type { SocialLink } from './social-links';

type Props = { links: readonly SocialLink[]; tone?: 'light' | 'dark' };

export function SocialLinks({ links, tone = 'light' }: Props) {
  // One short class per link (public.css): the links are in every public page's footer.
  const look = tone === 'dark' ? 'social-link-dark' : 'social-link';
  const newTabId = useDomId();
  const { t } = useI18n();
  // The link's name is the network's name, exactly; that it opens a new tab is its description.
  return (
    <>
      <span className="sr-only" id={newTabId}>
        {t('page.newTabDescription')}
      </span>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.name}
              aria-describedby={newTabId}
              title={link.name}
              className={look}
            >
              <BrandIcon name={link.icon} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
