import type { SiteContentDto } from '#shared/api/api-types.ts';
import { LEGAL_PAGE_KEYS, LEGAL_PAGES } from '#shared/site/legal-pages.ts';
import { belowTheFold, container } from '#web/features/public-site/classes.ts';
import { cookieSettingsButton } from '#web/features/public-site/consent/consent-ui.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';

import { CompanyEmail } from './CompanyEmail';
import { Logo } from './Logo';
import { socialLinksOf } from './social-links';
import { SocialLinks } from './SocialLinks';

const SERVICES = ['footer.service1', 'footer.service2', 'footer.service3', 'footer.service4'] as const;

const heading = 'text-xs font-semibold uppercase tracking-[0.2em] text-accent-500';
const link = 'footer-link';

type Props = { content: SiteContentDto; year: number };

export function SiteFooter({ content, year }: Props) {
  const { t, path } = useI18n();
  const social = socialLinksOf(content);
  return (
    <footer className={`bg-brand-900 text-stone-300 ${belowTheFold}`}>
      <div className={`${container} grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-4`}>
        <div className="sm:col-span-2 lg:col-span-1">
          <Logo companyName={content.company_name!} href={path('/')} tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{content.footer_description}</p>
        </div>
        <div>
          <h2 className={heading}>{t('footer.services')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {SERVICES.map((service) => (
              <li key={service} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-accent-500" />
                {t(service)}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{t('footer.contact')}</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>{content.company_address}</p>
            <p>
              <CompanyEmail email={content.company_email} className={link} />
            </p>
          </address>
          {social.length > 0 ? (
            <div className="mt-5">
              <SocialLinks links={social} tone="dark" />
            </div>
          ) : null}
        </div>
        <div>
          <h2 className={heading}>{t('footer.legal')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {LEGAL_PAGE_KEYS.map((key) => (
              <li key={key}>
                <a href={path(LEGAL_PAGES[key].path)} className={link}>
                  {t(`legal.${key}Title`)}
                </a>
              </li>
            ))}
            <li>
              <button {...cookieSettingsButton} className={link}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
          <dl className="mt-5 space-y-1 text-xs text-stone-400">
            <div>
              <dt className="sr-only">{t('footer.legalName')}</dt>
              <dd className="font-semibold text-stone-300">{content.legal_name}</dd>
            </div>
            {content.tax_id ? (
              <div className="flex gap-1">
                <dt>{t('footer.taxId')}</dt>
                <dd>{content.tax_id}</dd>
              </div>
            ) : null}
            {content.legal_address ? (
              <div>
                <dt className="sr-only">{t('footer.legalAddress')}</dt>
                <dd>{content.legal_address}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className={`${container} py-6 text-xs text-stone-400`}>
          {t('footer.rights', { year, company: content.company_name })}
        </p>
      </div>
    </footer>
  );
}
