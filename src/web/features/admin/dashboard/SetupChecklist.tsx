import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';

import { adminBase } from '#web/lib/admin-base.ts';
import { setupChecklistQuery } from '#web/lib/setup-checklist-query.ts';

/** The words of each check's link, by the admin page it opens (a `#field-…` after it lands on the field). */
const LINK_LABELS: Record<string, string> = {
  '/content': 'Completar en Contenido',
  '/properties': 'Revisar las propiedades',
  '/contracts': 'Decidir en Ajustes de firma',
  '/people': 'Indicar quién firma en Personas',
};

/** What is still missing before the company can sign and collect safely (docs/product.md §4). */
export function SetupChecklist() {
  const checklist = useQuery(setupChecklistQuery);
  const base = adminBase(useLocation().pathname);
  const checks = checklist.data?.checks;
  if (!checks) return null;
  const pending = checks.filter((check) => !check.done);
  return (
    <section aria-labelledby="setup-checklist" className="mb-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-checklist" className="font-semibold text-stone-900">
          Puesta en marcha
        </h2>
        <p className="text-sm text-stone-600">
          {checks.length - pending.length} de {checks.length} completados
        </p>
      </div>
      {pending.length === 0 ? (
        <p className="mt-2 text-sm text-emerald-800">Todo listo para firmar contratos y cobrar con seguridad.</p>
      ) : (
        <p className="mt-1 text-sm text-stone-600">Antes de firmar contratos y cobrar, completa lo que falta:</p>
      )}
      <ul className="mt-3 divide-y divide-stone-100">
        {checks.map((check) => (
          <li key={check.id} className="flex gap-3 py-2.5" data-check={check.id}>
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                check.done
                  ? 'bg-emerald-100 text-emerald-800'
                  : check.severity === 'error'
                    ? 'bg-red-100 text-red-800'
                    : 'bg-amber-100 text-amber-900'
              }`}
            >
              {check.done ? '✓' : '!'}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-stone-900">
                {check.label}
                <span className="sr-only">
                  : {check.done ? 'hecho' : check.severity === 'error' ? 'error' : 'pendiente'}
                </span>
              </p>
              <p
                className={`break-words ${!check.done && check.severity === 'error' ? 'text-red-800' : 'text-stone-600'}`}
              >
                {check.detail}
              </p>
              {check.technical ? (
                // For the installer, visually secondary: the line above is the one the administrator acts on.
                <p className="mt-0.5 text-xs break-words text-stone-500">
                  Detalle técnico: <span className="font-mono">{check.technical}</span>
                </p>
              ) : null}
              {!check.done && check.link ? (
                <Link
                  to={`${base}${check.link}`}
                  className="font-semibold text-brand-700 underline hover:text-brand-900"
                >
                  {LINK_LABELS[check.link.split('#')[0]!] ?? 'Abrir'}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
