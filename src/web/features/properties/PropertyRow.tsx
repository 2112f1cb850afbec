import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { ENERGY_LABEL_WARNING, needsEnergyLabel } from '#shared/site/energy-label.ts';
import { propertyTypeLabel } from '#shared/site/labels.ts';
import { missingPropertyTranslations } from '#shared/site/translated-content.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { DragHandle } from '#web/ui/dnd/DragHandle.tsx';
import { StatusBadge } from '#web/ui/StatusBadge.tsx';
import { useToast } from '#web/ui/Toast.tsx';
import { MissingTranslations } from '#web/ui/translations/MissingTranslations.tsx';

import { useDeleteProperty } from './api';
import { mediaCounts } from './media-counts';
import { PropertyThumbnail } from './PropertyThumbnail';

export function PropertyRow({ property, onEdit }: { property: PropertyDto; onEdit: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: property.id,
    attributes: { roleDescription: 'fila ordenable' },
  });
  const titleId = useId();
  const remove = useDeleteProperty();
  const confirm = useConfirm();
  const toast = useToast();

  const onDelete = async () => {
    const ok = await confirm({
      message: '¿Estás seguro de que quieres eliminar esta propiedad?',
      title: 'Eliminar propiedad',
    });
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
            <p id={titleId} className="font-semibold break-words text-stone-900">
              {property.title}
            </p>
            <p className="text-xs text-stone-600">{propertyTypeLabel(property.property_type)}</p>
            <p className="text-xs text-stone-600 md:hidden">{property.neighborhood}</p>
            <StatusBadge status={property.status} className="mt-1 sm:hidden" />
            {needsEnergyLabel(property) ? (
              <p
                className="mt-1 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                title={ENERGY_LABEL_WARNING}
              >
                <span aria-hidden="true">⚠&nbsp;</span>Sin certificado energético
              </p>
            ) : null}
            <MissingTranslations missing={missingPropertyTranslations(property)} className="mt-1" />
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
      <td className="sticky right-0 bg-white px-3 py-3 whitespace-nowrap shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]">
        <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-describedby={titleId}>
            Editar
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-describedby={titleId}
          >
            Eliminar
          </Button>
        </div>
      </td>
    </tr>
  );
}
