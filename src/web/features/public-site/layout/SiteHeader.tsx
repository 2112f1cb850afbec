import { useRef, useState, type KeyboardEvent } from 'react';

import type { IslandMenuItem } from '#shared/api/api-types.ts';
import type { LocalePaths } from '#shared/i18n/locale-path.ts';
import { container } from '#web/features/public-site/classes.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';

import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { menuLinks, type MenuLink } from './menu-links';

type Props = {
  menu: IslandMenuItem[];
  companyName: string;
  onLandingPage: boolean;
  /** This page in every language. */ paths: LocalePaths;
};

function NavLink({ link, className, onNavigate }: { link: MenuLink; className: string; onNavigate?: () => void }) {
  const { t } = useI18n();
  return (
    <a
      href={link.href}
      className={className}
      onClick={onNavigate}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
      {link.external ? (
        <>
          <Icon name="external" className="ml-1 inline size-3.5 align-[-2px]" />
          <span className="sr-only">{` ${t('page.newTab')}`}</span>
        </>
      ) : null}
    </a>
  );
}

export function SiteHeader({ menu, companyName, onLandingPage, paths }: Props) {
  const { t, path: localized } = useI18n();
  const [open, setOpen] = useState(false);
  const links = menuLinks(menu, onLandingPage, localized);
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the menu while focus is in the header (on the toggle or in the menu itself).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <header
      onKeyDown={onKeyDown}
      className="sticky top-0 z-30 border-b border-stone-200/80 bg-sand-50/90 backdrop-blur supports-[backdrop-filter]:bg-sand-50/75"
    >
      <div className={`${container} flex h-16 items-center justify-between gap-2 sm:h-20 sm:gap-4`}>
        <Logo companyName={companyName} href={onLandingPage ? '#inicio' : localized('/')} />
        <nav aria-label={t('header.nav')} className="hidden md:ml-auto md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.id}>
                <NavLink link={link} className="nav-link" />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher paths={paths} className="ml-auto md:ml-0" />
        {links.length > 0 ? (
          <button
            ref={toggle}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-white md:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? 'close' : 'menu'} className="size-6" />
          </button>
        ) : null}
      </div>
      <nav
        id="mobile-menu"
        aria-label={t('header.mobileNav')}
        hidden={!open}
        className="absolute inset-x-0 top-full border-y border-stone-200 bg-sand-50 shadow-lg md:hidden"
      >
        <ul className={`${container} flex flex-col py-2`}>
          {links.map((link) => (
            <li key={link.id}>
              <NavLink link={link} onNavigate={close} className="menu-link" />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
