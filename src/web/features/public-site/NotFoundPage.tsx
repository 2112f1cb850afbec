import { btnPrimary, container } from './classes';
import { useI18n } from './i18n';

export function NotFoundPage() {
  const { t, path } = useI18n();
  return (
    <main id="contenido" className="bg-white">
      <div className={`${container} flex min-h-[50vh] flex-col items-start justify-center py-20`}>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-800">{t('notFound.eyebrow')}</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold text-stone-900">{t('notFound.title')}</h1>
        <p className="mt-4 max-w-xl text-stone-600">{t('notFound.text')}</p>
        <a href={path('/#propiedades')} className={`${btnPrimary} mt-8`}>
          {t('notFound.action')}
        </a>
      </div>
    </main>
  );
}
