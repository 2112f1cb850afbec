import { useI18n } from '#web/features/public-site/i18n.tsx';
import { LogoMark } from '#web/features/public-site/icons.tsx';

/** The company's mark next to its name. */
export function Logo({
  companyName,
  href,
  tone = 'dark',
}: {
  companyName: string;
  href: string;
  tone?: 'dark' | 'light';
}) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      className="flex items-center gap-2.5 rounded-md"
      aria-label={t('page.logoHome', { company: companyName })}
    >
      {/* From the page's sprite: no request, and its shapes once per page (header and footer). */}
      <LogoMark className="size-9" />
      <span
        className={`font-serif text-xl font-semibold tracking-tight sm:text-2xl ${tone === 'light' ? 'text-white' : 'text-brand-800'}`}
      >
        {companyName}
      </span>
    </a>
  );
}
