import { useI18n } from '#web/features/public-site/i18n.tsx';
// Inlined by the build (a few hundred bytes): no request, nothing for a browser cache to keep fresh.
// `/logo.svg` stays served at a stable address for mails and other sites.
import logoUrl from '#web/public-assets/logo.svg';

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
      <img src={logoUrl} alt="" width={36} height={36} className="size-9" />
      <span
        className={`font-serif text-xl font-semibold tracking-tight sm:text-2xl ${tone === 'light' ? 'text-white' : 'text-brand-800'}`}
      >
        {companyName}
      </span>
    </a>
  );
}
