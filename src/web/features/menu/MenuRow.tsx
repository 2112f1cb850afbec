import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';

import type { MenuItemDto } from '#shared/api/api-types.ts';
import { Button } from '#web/ui/Button.tsx';
import { DragHandle } from '#web/ui/dnd/DragHandle.tsx';

export function MenuRow({ item, onEdit, onDelete }: { item: MenuItemDto; onEdit: () => void; onDelete: () => void }) {
  const labelId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    attributes: { roleDescription: 'elemento ordenable' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-xl bg-white p-2 shadow-sm ring-1 ring-stone-200 ${isDragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
      data-testid="menu-row"
    >
      <DragHandle
        label={`Mover ${item.label}`}
        attributes={attributes}
        listeners={listeners}
        setActivatorNodeRef={setActivatorNodeRef}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={labelId} className="font-semibold break-words text-stone-900">
            {item.label}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.is_active ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-700'}`}
          >
            {item.is_active ? 'Activo' : 'Inactivo'}
          </span>
        </p>
        <p className="truncate text-xs text-stone-600">
          {item.href} · Orden {item.order}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-describedby={labelId}>
          Editar
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-describedby={labelId}
        >
          Eliminar
        </Button>
      </div>
    </li>
  );
}
