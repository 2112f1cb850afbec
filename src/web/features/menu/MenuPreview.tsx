import type { MenuItemDto } from '#shared/api/api-types.ts';

/** How the header will look: active items only, in order. */
export function MenuPreview({ items }: { items: MenuItemDto[] }) {
  const active = items.filter((item) => item.is_active);
  return (
    <section aria-labelledby="menu-preview" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id="menu-preview" className="font-semibold text-stone-900">
        Vista previa
      </h2>
      {active.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No hay elementos activos.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 rounded-lg bg-brand-900 px-4 py-3 text-sm font-medium text-white">
          {active.map((item) => (
            <li key={item.id}>{item.label}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
