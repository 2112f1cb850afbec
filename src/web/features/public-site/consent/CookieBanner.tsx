import { btnPrimary, btnSecondary } from '../classes';
import { useI18n } from '../i18n';

type Props = { onConfigure: () => void; onRejectAll: () => void; onAcceptAll: () => void };

export function CookieBanner({ onConfigure, onRejectAll, onAcceptAll }: Props) {
  const { t, path } = useI18n();
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-stone-200 bg-white p-4 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <h2 id="cookie-banner-title" className="font-serif text-lg font-semibold text-stone-900">
        {t('cookies.bannerTitle')}
      </h2>
      <p className="mt-1.5 text-[13px] leading-relaxed text-stone-700 sm:text-sm">
        {t('cookies.bannerText')}{' '}
        <a href={path('/cookies')} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t('cookies.policyLink')}
        </a>
        .
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <button type="button" onClick={onConfigure} className={btnSecondary}>
          {t('cookies.configure')}
        </button>
        <button type="button" onClick={onRejectAll} className={btnSecondary}>
          {t('cookies.rejectAll')}
        </button>
        <button type="button" onClick={onAcceptAll} className={`${btnPrimary} col-span-2`}>
          {t('cookies.acceptAll')}
        </button>
      </div>
    </section>
  );
}
