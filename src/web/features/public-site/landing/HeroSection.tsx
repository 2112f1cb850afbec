import type { PropertyDto, SiteContentDto } from '../../../../shared/api-types';
import { btnAccent, btnGhostLight, container } from '../classes';

function portfolioFigures(properties: PropertyDto[]) {
  const count = (status: string) => properties.filter((p) => p.status === status).length;
  return [
    { value: count('vendiendo'), label: 'en venta' },
    { value: count('reformando'), label: 'en reforma' },
    { value: count('vendido'), label: 'vendidas' },
  ].filter((figure) => figure.value > 0);
}

export function HeroSection({ content, properties }: { content: SiteContentDto; properties: PropertyDto[] }) {
  const figures = portfolioFigures(properties);
  return (
    <section id="inicio" aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.14)_1px,transparent_0)] bg-[length:28px_28px]" />
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 -z-10 size-[36rem] rounded-full bg-brand-600/40 blur-3xl"
      />
      <div className={`${container} py-20 sm:py-28 lg:py-36`}>
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-accent-500">{content.company_name} · Barcelona</p>
        <h1 id="hero-title" className="mt-5 max-w-4xl font-serif text-4xl font-semibold leading-[1.08] tracking-tight sm:text-6xl lg:text-7xl">
          {content.hero_title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg font-medium text-brand-100 sm:text-xl">{content.hero_subtitle}</p>
        <p className="mt-4 max-w-2xl text-base leading-relaxed text-stone-300">{content.hero_description}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href="#propiedades" className={btnAccent}>
            Ver Propiedades
          </a>
          <a href="#contacto" className={btnGhostLight}>
            Contactar
          </a>
        </div>
        {figures.length > 0 ? (
          <dl className="mt-14 flex flex-wrap gap-x-10 gap-y-4 border-t border-white/15 pt-8">
            {figures.map((figure) => (
              <div key={figure.label} className="flex items-baseline gap-2">
                <dt className="sr-only">Viviendas {figure.label}</dt>
                <dd className="font-serif text-3xl font-semibold text-white">{figure.value}</dd>
                <dd aria-hidden="true" className="text-sm text-stone-300">
                  {figure.label}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
