import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PropertyDto } from '../../../../shared/api/api-types';
import { propertyTypeLabel } from '../../../../shared/site/labels';
import { Button } from '../../../ui/Button';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useToast } from '../../../ui/Toast';
import { DragHandle } from '../dnd/DragHandle';
import { useDeleteProperty } from './api';
import { mediaCounts } from './media-counts';
import { PropertyThumbnail } from './PropertyThumbnail';

export function PropertyRow({ property, onEdit }: { property: PropertyDto; onEdit: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: property.id,
    attributes: { roleDescription: 'fila ordenable' },
  });
  const remove = useDeleteProperty();
  const confirm = useConfirm();
  const toast = useToast();

  const onDelete = async () => {
    const ok = await confirm({ message: '¿Estás seguro de que quieres eliminar esta propiedad?', title: 'Eliminar propiedad' });
    if (!ok) return;
    remove.mutate(property.id, {
      onSuccess: () => toast.success('Propiedad eliminada'),
      onError: () => toast.error('Error al eliminar la propiedad'),
    });
  };

  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`bg-white ${isDragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
      data-testid="property-row"
    >
      <td className="px-3 py-3">
        <div className="flex items-center gap-2">
          <DragHandle
            label={`Mover ${property.title}`}
            attributes={attributes}
            listeners={listeners}
            setActivatorNodeRef={setActivatorNodeRef}
          />
          <PropertyThumbnail property={property} />
          <div className="min-w-0">
            <p className="font-semibold break-words text-stone-900">{property.title}</p>
            <p className="text-xs text-stone-600">{propertyTypeLabel(property.property_type)}</p>
            <p className="text-xs text-stone-600 md:hidden">{property.neighborhood}</p>
            <StatusBadge status={property.status} className="mt-1 sm:hidden" />
          </div>
        </div>
      </td>
      <td className="hidden px-3 py-3 md:table-cell">
        <p className="font-medium text-stone-800">{property.neighborhood}</p>
        <p className="text-xs text-stone-600">{property.address}</p>
      </td>
      <td className="hidden px-3 py-3 sm:table-cell">
        <StatusBadge status={property.status} />
      </td>
      <td className="hidden px-3 py-3 whitespace-nowrap text-stone-700 lg:table-cell">
        {property.bedrooms} hab. · {property.bathrooms} baños · {property.size_m2} m²
      </td>
      <td className="hidden px-3 py-3 whitespace-nowrap text-stone-700 lg:table-cell">{mediaCounts(property)}</td>
      <td className="px-3 py-3">
        <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Editar ${property.title}`}>
            Editar
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-label={`Eliminar ${property.title}`}
          >
            Eliminar
          </Button>
        </div>
      </td>
    </tr>
  );
}
