import { btnPrimary, btnSecondary } from '../classes';

type Props = { onConfigure: () => void; onRejectAll: () => void; onAcceptAll: () => void };

export function CookieBanner({ onConfigure, onRejectAll, onAcceptAll }: Props) {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-stone-200 bg-white p-4 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <h2 id="cookie-banner-title" className="font-serif text-lg font-semibold text-stone-900">
        Tu privacidad
      </h2>
      <p className="mt-1.5 text-[13px] leading-relaxed text-stone-700 sm:text-sm">
        Usamos almacenamiento necesario para que la web funcione y, solo si lo aceptas, cookies analíticas,
        funcionales y de marketing (vídeos de YouTube). Más información en la{' '}
        <a href="/cookies" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Política de Cookies
        </a>
        .
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <button type="button" onClick={onConfigure} className={btnSecondary}>
          Configurar
        </button>
        <button type="button" onClick={onRejectAll} className={btnSecondary}>
          Rechazar todas
        </button>
        <button type="button" onClick={onAcceptAll} className={`${btnPrimary} col-span-2`}>
          Aceptar todas
        </button>
      </div>
    </section>
  );
}
