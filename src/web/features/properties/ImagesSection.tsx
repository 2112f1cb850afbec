import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';

import { screenReaderInstructions, spanishAnnouncements } from '#web/ui/dnd/accessibility.ts';
import { useSortableSensors } from '#web/ui/dnd/sensors.ts';

import { FormSection } from './FormSection';
import { ImageCard } from './ImageCard';
import { ImageDropzone } from './ImageDropzone';
import type { ImageDraft } from './property-form-model';

export type SetImages = (change: (images: ImageDraft[]) => ImageDraft[]) => void;

type Props = { images: ImageDraft[]; setImages: SetImages; onUploadingChange: (count: number) => void };

export function ImagesSection({ images, setImages, onUploadingChange }: Props) {
  const sensors = useSortableSensors();
  const nameOf = (id: unknown) => {
    const index = images.findIndex((image) => image.key === id);
    return `la imagen ${index + 1}`;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setImages((list) =>
      arrayMove(
        list,
        list.findIndex((image) => image.key === active.id),
        list.findIndex((image) => image.key === over.id),
      ),
    );
  };

  const patch = (key: string, change: Partial<ImageDraft>) =>
    setImages((list) => list.map((image) => (image.key === key ? { ...image, ...change } : image)));

  return (
    <FormSection
      title="Imágenes"
      description="La primera imagen es la portada. Arrastra las imágenes para cambiar su orden."
    >
      <ImageDropzone
        onUploaded={(image) => setImages((list) => [...list, image])}
        onUploadingChange={onUploadingChange}
      />
      {images.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: spanishAnnouncements(nameOf), screenReaderInstructions }}
        >
          <SortableContext items={images.map((image) => image.key)} strategy={rectSortingStrategy}>
            <ul
              className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3"
              aria-label="Imágenes de la propiedad"
            >
              {images.map((image, index) => (
                <ImageCard
                  key={image.key}
                  image={image}
                  position={index + 1}
                  onChange={(change) => patch(image.key, change)}
                  onRemove={() => setImages((list) => list.filter((item) => item.key !== image.key))}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : null}
    </FormSection>
  );
}
