import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

import { TRANSLATION_FALLBACK_HINT } from '#shared/site/translated-content.ts';
import { Button } from '#web/ui/Button.tsx';
import { DragHandle } from '#web/ui/dnd/DragHandle.tsx';
import { Tabs } from '#web/ui/Tabs.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { languageTabs, translatedLabel } from '#web/ui/translations/language-tabs.tsx';

import type { ImageDraft } from './property-form-model';

const CAPTION_FIELD = { es: 'caption', ca: 'caption_ca', en: 'caption_en' } as const;

type Props = {
  image: ImageDraft;
  position: number;
  onChange: (change: Partial<ImageDraft>) => void;
  onRemove: () => void;
};

export function ImageCard({ image, position, onChange, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.key,
    attributes: { roleDescription: 'imagen ordenable' },
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`overflow-hidden rounded-lg bg-white ring-1 ring-stone-200 ${isDragging ? 'relative z-10 shadow-xl ring-2 ring-brand-500' : ''}`}
      data-testid="image-card"
      data-url={image.url}
    >
      <div className="relative aspect-[4/3] bg-stone-100">
        <img src={image.url} alt={image.caption || `Imagen ${position}`} className="size-full object-cover" />
        <span className="absolute top-2 left-2 rounded-full bg-stone-900/75 px-2 py-0.5 text-xs font-semibold text-white">
          {position === 1 ? 'Portada' : position}
        </span>
        <div className="absolute top-1 right-1 rounded-lg bg-white/90">
          <DragHandle
            label={`Mover imagen ${position}`}
            attributes={attributes}
            listeners={listeners}
            setActivatorNodeRef={setActivatorNodeRef}
          />
        </div>
      </div>
      <div className="space-y-3 p-3">
        <Tabs
          label={`Idioma de la descripción de la imagen ${position}`}
          tabs={languageTabs(
            (locale) => (
              <TextField
                label={translatedLabel(`Descripción de la imagen ${position}`, locale)}
                value={image[CAPTION_FIELD[locale]]}
                maxLength={500}
                hint={locale === 'es' ? undefined : TRANSLATION_FALLBACK_HINT}
                onChange={(e) => onChange({ [CAPTION_FIELD[locale]]: e.target.value })}
              />
            ),
            // Only a caption written in Spanish has something to translate.
            (locale) => locale !== 'es' && image.caption.trim() !== '' && image[CAPTION_FIELD[locale]].trim() === '',
          )}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Toggle
            label="Antes"
            pressed={image.is_before}
            // An image shows the state before or after the works, not both.
            onToggle={() => onChange({ is_before: !image.is_before, is_after: false })}
          />
          <Toggle
            label="Después"
            pressed={image.is_after}
            onToggle={() => onChange({ is_after: !image.is_after, is_before: false })}
          />
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto text-red-700 hover:bg-red-50"
            onClick={onRemove}
            aria-label={`Eliminar imagen ${position}`}
          >
            Eliminar
          </Button>
        </div>
      </div>
    </li>
  );
}

function Toggle({ label, pressed, onToggle }: { label: string; pressed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={`min-h-9 rounded-full px-3 text-xs font-semibold ring-1 transition ${
        pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
      }`}
    >
      {label}
    </button>
  );
}
