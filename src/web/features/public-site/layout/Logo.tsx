import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n';

/** The mark from /logo.svg next to the company name; if the image fails, the name alone is the wordmark. */
export function Logo({ companyName, href, tone = 'dark' }: { companyName: string; href: string; tone?: 'dark' | 'light' }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A failure before hydration fires no React event: check the image once it is in our hands.
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <a href={href} className="flex items-center gap-2.5 rounded-md" aria-label={t('page.logoHome', { company: companyName })}>
      {failed ? null : (
        <img ref={image} src="/logo.svg" alt="" width={36} height={36} className="size-9" onError={() => setFailed(true)} />
      )}
      <span
        className={`font-serif text-xl font-semibold tracking-tight sm:text-2xl ${tone === 'light' ? 'text-white' : 'text-brand-800'}`}
      >
        {companyName}
      </span>
    </a>
  );
}
