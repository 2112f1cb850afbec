import type { SiteContentDto } from '#shared/api/api-types.ts';
import { belowTheFold, container, sectionEyebrow, sectionTitle } from '#web/features/public-site/classes.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';
import { Icon, type IconName } from '#web/features/public-site/icons.tsx';

/** The three fixed blurbs of docs/product.md §3. */
const STEPS: { key: 'buy' | 'renovate' | 'sell'; icon: IconName }[] = [
  { key: 'buy', icon: 'key' },
  { key: 'renovate', icon: 'hammer' },
  { key: 'sell', icon: 'tag' },
];

export function AboutSection({ content }: { content: SiteContentDto }) {
  const { t } = useI18n();
  return (
    <section
      id="sobre-nosotros"
      aria-labelledby="about-title"
      className={`scroll-mt-20 bg-white py-20 sm:py-28 ${belowTheFold}`}
    >
      <div className={`${container} grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16`}>
        <div>
          <p className={sectionEyebrow}>{t('about.eyebrow')}</p>
          <h2 id="about-title" className={sectionTitle}>
            {content.about_title}
          </h2>
          <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-stone-700">{content.about_description}</p>
        </div>
        <ol className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {STEPS.map((step) => (
            <li
              key={step.key}
              className="flex gap-4 rounded-2xl border border-stone-200 bg-sand-50 p-5 sm:block sm:p-6"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={step.icon} className="size-6" />
              </span>
              <div>
                <h3 className="font-serif text-xl font-semibold text-stone-900 sm:mt-5">
                  {t(`about.${step.key}Title`)}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(`about.${step.key}Text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
