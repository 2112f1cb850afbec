import type { SiteContentDto } from '#shared/api/api-types.ts';
import { belowTheFold, container, sectionEyebrow, sectionTitle } from '#web/features/public-site/classes.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';
import { IslandSlot } from '#web/features/public-site/island-slot.tsx';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';
import { socialLinksOf } from '#web/features/public-site/layout/social-links.ts';
import { SocialLinks } from '#web/features/public-site/layout/SocialLinks.tsx';

export function ContactSection({ content }: { content: SiteContentDto }) {
  const { t } = useI18n();
  const social = socialLinksOf(content);
  return (
    <section
      id="contacto"
      aria-labelledby="contact-title"
      className={`scroll-mt-20 bg-sand-100 py-20 sm:py-28 ${belowTheFold}`}
    >
      <div className={`${container} grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16`}>
        <div>
          <p className={sectionEyebrow}>{t('contact.eyebrow')}</p>
          <h2 id="contact-title" className={sectionTitle}>
            {content.contact_title}
          </h2>
          <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-stone-700">
            {content.contact_description}
          </p>
          <ul className="mt-8 space-y-4 text-stone-800">
            <li className="flex gap-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-stone-200">
                <Icon name="pin" />
              </span>
              <span>
                <span className="block text-xs font-semibold uppercase tracking-wider text-stone-600">
                  {t('contact.address')}
                </span>
                {content.company_address}
              </span>
            </li>
            <li className="flex gap-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-stone-200">
                <Icon name="mail" />
              </span>
              <span>
                <span className="block text-xs font-semibold uppercase tracking-wider text-stone-600">
                  {t('contact.email')}
                </span>
                <CompanyEmail
                  email={content.company_email}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                />
              </span>
            </li>
          </ul>
          {social.length > 0 ? (
            <>
              <h3 className="mt-8 text-xs font-semibold uppercase tracking-wider text-stone-600">
                {t('contact.follow')}
              </h3>
              <div className="mt-3">
                <SocialLinks links={social} />
              </div>
            </>
          ) : null}
        </div>
        <IslandSlot name="contact-form" />
      </div>
    </section>
  );
}
