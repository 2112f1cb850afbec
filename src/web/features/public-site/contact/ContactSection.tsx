import type { SiteContentDto } from '../../../../shared/api/api-types';
import { container, sectionEyebrow, sectionTitle, belowTheFold } from '../classes';
import { Icon } from '../icons';
import { CompanyEmail } from '../layout/CompanyEmail';
import { SOCIAL_LINKS } from '../layout/social-links';
import { SocialLinks } from '../layout/SocialLinks';
import { useI18n } from '../i18n';
import { IslandSlot } from '../islands';

export function ContactSection({ content }: { content: SiteContentDto }) {
  const { t } = useI18n();
  return (
    <section id="contacto" aria-labelledby="contact-title" className={`scroll-mt-20 bg-sand-100 py-20 sm:py-28 ${belowTheFold}`}>
      <div className={`${container} grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16`}>
        <div>
          <p className={sectionEyebrow}>{t('contact.eyebrow')}</p>
          <h2 id="contact-title" className={sectionTitle}>
            {content.contact_title}
          </h2>
          <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-stone-700">{content.contact_description}</p>
          <ul className="mt-8 space-y-4 text-stone-800">
            <li className="flex gap-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-stone-200">
                <Icon name="pin" />
              </span>
              <span>
                <span className="block text-xs font-semibold uppercase tracking-wider text-stone-600">{t('contact.address')}</span>
                {content.company_address}
              </span>
            </li>
            <li className="flex gap-3">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-stone-200">
                <Icon name="mail" />
              </span>
              <span>
                <span className="block text-xs font-semibold uppercase tracking-wider text-stone-600">{t('contact.email')}</span>
                <CompanyEmail email={content.company_email} className="font-medium text-brand-800 underline-offset-2 hover:underline" />
              </span>
            </li>
          </ul>
          <h3 className="mt-8 text-xs font-semibold uppercase tracking-wider text-stone-600">{t('contact.follow')}</h3>
          <div className="mt-3">
            <SocialLinks links={SOCIAL_LINKS} />
          </div>
        </div>
        <IslandSlot name="contact-form" />
      </div>
    </section>
  );
}
