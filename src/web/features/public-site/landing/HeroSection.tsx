import type { PortfolioSummary, PropertyCardDto, SiteContentDto } from '#shared/api/api-types.ts';
import { btnAccent, btnGhostLight, container } from '#web/features/public-site/classes.ts';
import { useI18n, type PublicTranslate } from '#web/features/public-site/i18n.tsx';
import { Icon } from '#web/features/public-site/icons.tsx';
import { DesktopPicture } from '#web/features/public-site/properties/DesktopPicture.tsx';

function portfolioFigures(summary: PortfolioSummary, t: PublicTranslate) {
  return [
    { value: summary.vendiendo, label: t('hero.forSale') },
    { value: summary.reformando, label: t('hero.renovating') },
    { value: summary.vendido, label: t('hero.sold') },
  ].filter((figure) => figure.value > 0);
}

type Props = {
  content: SiteContentDto;
  summary: PortfolioSummary;
  /** The first cards of the portfolio: the cover picture is the first of them with an image. */
  cards: PropertyCardDto[];
};

export function HeroSection({ content, summary, cards }: Props) {
  const { t } = useI18n();
  const figures = portfolioFigures(summary, t);
  const first = cards.find((card) => card.cover);
  const cover = first?.cover ? { image: first.cover, alt: first.cover.caption || first.title } : null;
  return (
    <section
      id="inicio"
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.14)_1px,transparent_0)] bg-[length:28px_28px]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 -z-10 size-[36rem] rounded-full bg-brand-600/40 blur-3xl"
      />
      <div className={`${container} grid items-center gap-16 py-20 sm:py-28 lg:grid-cols-[1.2fr_1fr] lg:py-32`}>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent-500">
            {t('hero.eyebrow', { company: content.company_name })}
          </p>
          <h1
            id="hero-title"
            className="mt-5 max-w-4xl font-serif text-4xl font-semibold leading-[1.08] tracking-tight sm:text-6xl lg:text-7xl"
          >
            {content.hero_title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg font-medium text-brand-100 sm:text-xl">{content.hero_subtitle}</p>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-stone-300">{content.hero_description}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <a href="#propiedades" className={btnAccent}>
              {t('hero.seeProperties')}
            </a>
            <a href="#contacto" className={btnGhostLight}>
              {t('hero.contact')}
            </a>
          </div>
          {figures.length > 0 ? (
            <dl className="mt-14 flex flex-wrap gap-x-10 gap-y-4 border-t border-white/15 pt-8">
              {figures.map((figure) => (
                <div key={figure.label} className="flex items-baseline gap-2">
                  <dt className="sr-only">{t('hero.figureTerm', { label: figure.label })}</dt>
                  <dd className="font-serif text-3xl font-semibold text-white">{figure.value}</dd>
                  <dd aria-hidden="true" className="text-sm text-stone-300">
                    {figure.label}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {cover ? (
          // Desktop only: phones, where it is hidden, never download it (see DesktopPicture).
          <figure className="relative hidden lg:block">
            <div className="aspect-[4/5] overflow-hidden rounded-[2rem] shadow-2xl ring-1 ring-white/10">
              <DesktopPicture image={cover.image} alt={cover.alt} className="size-full object-cover" />
            </div>
            <figcaption className="absolute -bottom-6 -left-8 flex items-center gap-3 rounded-2xl bg-white px-5 py-4 text-stone-900 shadow-xl">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name="shield" />
              </span>
              <span className="text-sm">
                <strong className="block font-semibold">{t('hero.badgeTitle')}</strong>
                <span className="text-stone-600">{t('hero.badgeText')}</span>
              </span>
            </figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  );
}
