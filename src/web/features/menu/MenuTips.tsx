export function MenuTips() {
  return (
    <aside aria-label="Tipos de enlace" className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
      <p className="font-semibold">Tipos de enlace</p>
      <ul className="mt-2 space-y-1">
        <li>
          <code className="rounded bg-white px-1">#seccion</code> para ir a una sección de la misma página (ej:
          #propiedades).
        </li>
        <li>
          <code className="rounded bg-white px-1">https://…</code> para páginas externas; se abren en una pestaña nueva.
        </li>
        <li>
          <code className="rounded bg-white px-1">/ruta</code> para otras páginas del sitio (ej: /privacidad).
        </li>
      </ul>
    </aside>
  );
}
