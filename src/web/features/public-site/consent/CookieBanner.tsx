import { btnPrimary, btnSecondary } from '../classes';

type Props = { onConfigure: () => void; onRejectAll: () => void; onAcceptAll: () => void };

export function CookieBanner({ onConfigure, onRejectAll, onAcceptAll }: Props) {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-stone-200 bg-white p-5 shadow-2xl sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <h2 id="cookie-banner-title" className="font-serif text-lg font-semibold text-stone-900">
        Tu privacidad
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-stone-700">
        Usamos almacenamiento local necesario para que la web funcione y, solo si lo aceptas, cookies analíticas,
        funcionales y de marketing (como los vídeos de YouTube). Puedes cambiar tu elección cuando quieras. Más
        información en la{' '}
        <a href="/cookies" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Política de Cookies
        </a>
        .
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onConfigure} className={btnSecondary}>
          Configurar
        </button>
        <button type="button" onClick={onRejectAll} className={btnSecondary}>
          Rechazar todas
        </button>
        <button type="button" onClick={onAcceptAll} className={btnPrimary}>
          Aceptar todas
        </button>
      </div>
    </section>
  );
}
