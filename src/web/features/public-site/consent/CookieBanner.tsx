import { useI18n } from '#web/features/public-site/i18n.tsx';

type Props = { onConfigure: () => void; onRejectAll: () => void; onAcceptAll: () => void };

// Rejecting is as easy and as visible as accepting (AEPD cookie guide, 2023): the two buttons share one
// look and one width. The banner stays low and short (under a quarter of a phone's screen) and the page
// keeps room below its content, so it never hides the hero's buttons (docs/product.md §3).
const choiceButton =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-brand-700 bg-brand-700 px-3 py-2 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function CookieBanner({ onConfigure, onRejectAll, onAcceptAll }: Props) {
  const { t, path } = useI18n();
  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-cookie-banner=""
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-xl border border-stone-200 bg-white p-3 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:flex sm:items-center sm:gap-6 sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="cookie-banner-title" className="text-sm font-semibold text-stone-900 sm:text-base">
            {t('cookies.bannerTitle')}
          </h2>
          <button
            type="button"
            onClick={onConfigure}
            className="min-h-6 shrink-0 rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('cookies.configure')}
          </button>
        </div>
        <p className="mt-1 text-sm leading-snug text-stone-700">
          {t('cookies.bannerText')}{' '}
          <a
            href={path('/cookies')}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t('cookies.policyLink')}
          </a>
          .
        </p>
      </div>
      <div className="mt-2.5 flex gap-2 sm:mt-0 sm:w-80 sm:shrink-0">
        <button type="button" onClick={onRejectAll} className={choiceButton}>
          {t('cookies.rejectAll')}
        </button>
        <button type="button" onClick={onAcceptAll} className={choiceButton}>
          {t('cookies.acceptAll')}
        </button>
      </div>
    </section>
  );
}
