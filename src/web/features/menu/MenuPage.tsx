import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { MenuItemDto } from '#shared/api/api-types.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { screenReaderInstructions, spanishAnnouncements } from '#web/ui/dnd/accessibility.ts';
import { useSortableSensors } from '#web/ui/dnd/sensors.ts';
import { PageHeader, StatCard } from '#web/ui/PageHeader.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { menuQuery, useSaveMenu } from './api';
import { menuCounts, removeItem, renumber, sortByOrder, upsertItem } from './menu-model';
import { MenuItemForm } from './MenuItemForm';
import { MenuPreview } from './MenuPreview';
import { MenuRow } from './MenuRow';
import { MenuTips } from './MenuTips';

type Editing = { item: MenuItemDto | null } | null;

const withDetail = (message: string, error: unknown) =>
  error instanceof ApiError && error.detail ? `${message}: ${error.detail}` : message;

export function MenuPage() {
  const menu = useQuery(menuQuery);
  const save = useSaveMenu();
  const confirm = useConfirm();
  const toast = useToast();
  const sensors = useSortableSensors();
  const [editing, setEditing] = useState<Editing>(null);
  const items = sortByOrder(menu.data ?? []);
  const counts = menuCounts(items);

  const saveItem = (item: MenuItemDto) => {
    const saved = editing;
    save.mutate(upsertItem(items, item), {
      onSuccess: () => {
        // A form opened again while this one was saving stays open.
        setEditing((current) => (current === saved ? null : current));
        toast.success('Menú guardado');
      },
      onError: (error) => toast.error(withDetail('Error al guardar el elemento del menú', error)),
    });
  };

  const deleteItem = async (item: MenuItemDto) => {
    const ok = await confirm({
      message: '¿Estás seguro de que quieres eliminar este elemento del menú?',
      title: 'Eliminar elemento del menú',
    });
    if (!ok) return;
    save.mutate(removeItem(items, item.id), {
      onSuccess: () => toast.success('Elemento eliminado'),
      onError: (error) => toast.error(withDetail('Error al eliminar el elemento del menú', error)),
    });
  };

  // A drag renumbers from 1 and saves at once; the previous list comes back if saving fails (docs/product.md §4).
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moved = arrayMove(
      items,
      items.findIndex((i) => i.id === active.id),
      items.findIndex((i) => i.id === over.id),
    );
    save.mutate(renumber(moved), {
      onError: (error) => toast.error(withDetail('Error al guardar el elemento del menú', error)),
    });
  };
  const labelOf = (id: unknown) => items.find((i) => i.id === id)?.label ?? 'el elemento';

  return (
    <>
      <PageHeader
        title="Menú"
        description="Enlaces de la cabecera de la web. Arrastra los elementos para cambiar su orden."
        actions={
          <Button onClick={() => setEditing({ item: null })}>
            <span aria-hidden="true">+</span>
            Nuevo elemento
          </Button>
        }
      />
      <div className="grid grid-cols-3 gap-3">
        <StatCard label="Total" value={counts.total} />
        <StatCard label="Activos" value={counts.active} tone="text-emerald-700" />
        <StatCard label="Inactivos" value={counts.inactive} tone="text-stone-500" />
      </div>

      {editing ? (
        <MenuItemForm
          key={editing.item?.id ?? 'new'}
          item={editing.item}
          nextOrder={items.length + 1}
          saving={save.isPending}
          onSave={saveItem}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="menu-items" className="lg:col-span-2">
          <h2 id="menu-items" className="mb-3 text-lg font-semibold text-stone-900">
            Elementos
          </h2>
          <div role="status" aria-live="polite" className="text-sm text-stone-600">
            {save.isPending ? 'Guardando el menú...' : null}
          </div>
          {menu.isPending ? (
            <Spinner className="py-10" />
          ) : items.length === 0 ? (
            <p className="rounded-xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
              No hay elementos en el menú
            </p>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{ announcements: spanishAnnouncements(labelOf), screenReaderInstructions }}
            >
              <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
                <ul className="space-y-2">
                  {items.map((item) => (
                    <MenuRow
                      key={item.id}
                      item={item}
                      onEdit={() => setEditing({ item })}
                      onDelete={() => void deleteItem(item)}
                    />
                  ))}
                </ul>
              </SortableContext>
            </DndContext>
          )}
        </section>
        <div className="space-y-6">
          <MenuPreview items={items} />
          <MenuTips />
        </div>
      </div>
    </>
  );
}
