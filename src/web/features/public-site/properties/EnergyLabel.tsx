import { formatNumber } from '#shared/i18n/locale-format.ts';
import { ENERGY_RATING_PENDING, ENERGY_RATINGS, energyRatingColor } from '#shared/site/labels.ts';
import { useI18n } from '#web/features/public-site/i18n.tsx';

type Props = { rating: string | null; consumption?: number | null; emissions?: number | null; compact?: boolean };

// Dark text on the light end of the scale (C, D, E), white on the rest, for contrast.
const darkText = new Set(['C', 'D', 'E']);

/** Spanish energy certificate: the EU A–G scale with the property's letter marked (or "En trámite"). */
export function EnergyLabel({ rating, consumption, emissions, compact = false }: Props) {
  const { t, locale } = useI18n();
  if (!rating) return null;
  const letter = rating.toUpperCase();
  const known = (ENERGY_RATINGS as readonly string[]).includes(letter);
  const text = rating === ENERGY_RATING_PENDING ? t('energy.pending') : known ? letter : rating;

  if (compact || !known) {
    return (
      <span className="energy-chip">
        <span className="sr-only">{t('energy.certificate')}</span>
        <span
          aria-hidden={known ? undefined : true}
          className={`energy-letter ${known && !darkText.has(letter) ? 'text-white' : 'text-stone-900'}`}
          style={{ backgroundColor: energyRatingColor(letter) }}
        >
          {known ? letter : '·'}
        </span>
        {known ? <span aria-hidden="true">{t('energy.short')}</span> : <span>{text}</span>}
      </span>
    );
  }

  return (
    <figure className="rounded-xl border border-stone-200 p-4">
      <figcaption className="text-sm font-semibold text-stone-900">
        {`${t('energy.certificate')} `}
        <span className="font-bold">{text}</span>
      </figcaption>
      <ol aria-hidden="true" className="mt-3 space-y-1">
        {ENERGY_RATINGS.map((item, index) => (
          <li key={item} className="flex items-center gap-2">
            <span
              className={`flex h-5 items-center rounded-r-sm pl-2 text-xs font-bold ${darkText.has(item) ? 'text-stone-900' : 'text-white'}`}
              style={{ backgroundColor: energyRatingColor(item), width: `${34 + index * 9}%` }}
            >
              {item}
            </span>
            {item === letter ? <span className="text-xs font-bold text-stone-900">◀ {item}</span> : null}
          </li>
        ))}
      </ol>
      {consumption != null || emissions != null ? (
        <dl className="mt-3 grid grid-cols-2 gap-2 text-xs text-stone-600">
          {consumption != null ? (
            <div>
              <dt>{t('energy.consumption')}</dt>
              <dd className="font-semibold text-stone-900">
                {t('energy.consumptionValue', { value: formatNumber(consumption, locale) })}
              </dd>
            </div>
          ) : null}
          {emissions != null ? (
            <div>
              <dt>{t('energy.emissions')}</dt>
              <dd className="font-semibold text-stone-900">
                {t('energy.emissionsValue', { value: formatNumber(emissions, locale) })}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </figure>
  );
}
