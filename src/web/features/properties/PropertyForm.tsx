import { useCallback, useState, type FormEvent } from 'react';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { PortalsSection } from '#web/features/portals/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useSaveProperty } from './api';
import { BasicInfoSection } from './BasicInfoSection';
import { BuildingDetailsSection } from './BuildingDetailsSection';
import { BuyerDetailsSection } from './BuyerDetailsSection';
import type { UpdateValues } from './FormSection';
import { ImagesSection, type SetImages } from './ImagesSection';
import {
  formValuesFromProperty,
  newPropertyValues,
  toPropertyBody,
  validatePropertyForm,
  type PropertyFormErrors,
} from './property-form-model';
import { VideosSection } from './VideosSection';

type PropertyFormProps = { property: PropertyDto | null; order: number; onDone: () => void };

export function PropertyForm({ property, order, onDone }: PropertyFormProps) {
  const [values, setValues] = useState(() =>
    property ? formValuesFromProperty(property) : newPropertyValues(todayIsoDateInMadrid()),
  );
  // Messages appear after the first submit and then follow the edits.
  const [submitted, setSubmitted] = useState(false);
  const errors: PropertyFormErrors = submitted ? validatePropertyForm(values) : {};
  const [uploading, setUploading] = useState(0);
  const save = useSaveProperty();
  const toast = useToast();
  const editing = property !== null;

  // Stable, so sections may use it in effects (the portal section fills the stored coordinates once read).
  const update: UpdateValues = useCallback((patch) => setValues((current) => ({ ...current, ...patch })), []);
  const setImages: SetImages = (change) => setValues((current) => ({ ...current, images: change(current.images) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validatePropertyForm(values)).length > 0) {
      // Focus the first invalid field once React has rendered the messages.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(
      { id: property?.id ?? null, body: toPropertyBody(values, order) },
      {
        onSuccess: () => {
          toast.success(editing ? 'Propiedad actualizada' : 'Propiedad creada');
          onDone();
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.detail
              ? `Error al guardar la propiedad: ${error.detail}`
              : 'Error al guardar la propiedad',
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-stone-900">{editing ? 'Editar Propiedad' : 'Nueva Propiedad'}</h1>
        <Button variant="secondary" onClick={onDone}>
          Volver al listado
        </Button>
      </div>
      <BasicInfoSection values={values} errors={errors} update={update} />
      <BuyerDetailsSection values={values} errors={errors} update={update} />
      <BuildingDetailsSection values={values} errors={errors} update={update} />
      <PortalsSection propertyId={property?.id ?? null} values={values} errors={errors} update={update} />
      <ImagesSection images={values.images} setImages={setImages} onUploadingChange={setUploading} />
      <VideosSection videos={values.videos} update={update} />
      <div className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-3 border-t border-stone-200 bg-sand-50/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:justify-end sm:rounded-xl sm:border sm:px-5">
        {uploading > 0 ? (
          <p className="text-sm text-stone-600 sm:mr-auto sm:self-center">
            Espera a que terminen de subirse las imágenes.
          </p>
        ) : null}
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending || uploading > 0}>
          {save.isPending ? 'Guardando...' : editing ? 'Actualizar Propiedad' : 'Crear Propiedad'}
        </Button>
      </div>
    </form>
  );
}
