import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { screenReaderInstructions, spanishAnnouncements } from '#web/ui/dnd/accessibility.ts';
import { useSortableSensors } from '#web/ui/dnd/sensors.ts';

import { useReorderProperties } from './api';
import { PropertyRow } from './PropertyRow';

type PropertyTableProps = { properties: PropertyDto[]; onEdit: (property: PropertyDto) => void };

export function PropertyTable({ properties, onEdit }: PropertyTableProps) {
  const sensors = useSortableSensors();
  const reorder = useReorderProperties();
  const titleOf = (id: unknown) => properties.find((p) => p.id === id)?.title ?? 'la propiedad';

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = properties.findIndex((p) => p.id === active.id);
    const to = properties.findIndex((p) => p.id === over.id);
    reorder.mutate(arrayMove(properties, from, to));
  };

  return (
    <>
      <div role="status" aria-live="polite">
        {reorder.isPending ? (
          <p className="mb-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-900">
            Actualizando el orden de las propiedades...
          </p>
        ) : null}
      </div>
      {/* Wider than its card (1 280 px with the sidebar), the table scrolls inside it and «Acciones» stays in view
          (docs/product.md#properties-table). */}
      <div data-properties-table className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: spanishAnnouncements(titleOf), screenReaderInstructions }}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold">
                  Propiedad
                </th>
                <th scope="col" className="hidden px-3 py-3 font-semibold md:table-cell">
                  Ubicación
                </th>
                <th scope="col" className="hidden px-3 py-3 font-semibold sm:table-cell">
                  Estado
                </th>
                <th scope="col" className="hidden px-3 py-3 font-semibold lg:table-cell">
                  Características
                </th>
                <th scope="col" className="hidden px-3 py-3 font-semibold lg:table-cell">
                  Multimedia
                </th>
                <th
                  scope="col"
                  className="sticky right-0 bg-stone-50 px-3 py-3 text-right font-semibold shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]"
                >
                  Acciones
                </th>
              </tr>
            </thead>
            <SortableContext items={properties.map((p) => p.id)} strategy={verticalListSortingStrategy}>
              <tbody className="divide-y divide-stone-100">
                {properties.map((property) => (
                  <PropertyRow key={property.id} property={property} onEdit={() => onEdit(property)} />
                ))}
              </tbody>
            </SortableContext>
          </table>
        </DndContext>
      </div>
    </>
  );
}
