import { btnPrimary, container } from './classes';

export function NotFoundPage() {
  return (
    <main id="contenido" className="bg-white">
      <div className={`${container} flex min-h-[50vh] flex-col items-start justify-center py-20`}>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-800">Error 404</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold text-stone-900">Página no encontrada</h1>
        <p className="mt-4 max-w-xl text-stone-600">
          La página que buscas no existe o ha cambiado de dirección. Puede que la vivienda ya no esté publicada.
        </p>
        <a href="/#propiedades" className={`${btnPrimary} mt-8`}>
          Ver Propiedades
        </a>
      </div>
    </main>
  );
}
