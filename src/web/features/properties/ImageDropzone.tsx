import { useEffect, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';

import { ApiError } from '#web/lib/api-client.ts';
import { clientId } from '#web/lib/client-id.ts';
import { ProgressBar } from '#web/ui/ProgressBar.tsx';

import type { ImageDraft } from './property-form-model';
import { uploadImage } from './upload-image';

// Accepted: jpeg, jpg, png, gif, webp; several at once. The server checks the bytes again.
const ACCEPT = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

type Upload = { key: string; name: string; progress: number; error: string | null };

type Props = { onUploaded: (image: ImageDraft) => void; onUploadingChange: (count: number) => void };

/** Drop zone that uploads each file on its own request, with a progress bar per file. */
export function ImageDropzone({ onUploaded, onUploadingChange }: Props) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const active = uploads.filter((u) => u.error === null).length;

  useEffect(() => onUploadingChange(active), [active, onUploadingChange]);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (file: File) => {
    const key = clientId('upload');
    setUploads((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
    uploadImage(file, (progress) => patch(key, { progress }))
      .then((image) => {
        setUploads((list) => list.filter((u) => u.key !== key));
        onUploaded({
          key,
          id: image.id,
          url: image.url,
          caption: '',
          caption_ca: '',
          caption_en: '',
          is_before: false,
          is_after: false,
        });
      })
      .catch((error: unknown) => {
        console.error('Error al subir la imagen', file.name, error);
        const detail = error instanceof ApiError && error.detail ? error.detail : 'No se pudo subir la imagen.';
        patch(key, { error: detail });
      });
  };

  const reject = (rejections: FileRejection[]) =>
    setUploads((list) => [
      ...list,
      ...rejections.map(({ file }) => ({
        key: clientId('upload'),
        name: file.name,
        progress: 0,
        error: 'Formato no admitido. Usa JPEG, PNG, GIF o WebP.',
      })),
    ]);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    onDropAccepted: (files) => files.forEach(start),
    onDropRejected: reject,
  });

  return (
    <div>
      <div
        {...getRootProps({
          className: `flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition ${
            isDragActive ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-stone-50 hover:border-brand-500'
          }`,
          'aria-label': 'Añadir imágenes: arrastra los archivos aquí o pulsa para elegirlos',
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Elegir imágenes' })} />
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8 text-stone-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path
            d="M4 16l4-4 3 3 5-5 4 4M4 20h16M12 3v9m0-9l-3 3m3-3l3 3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p className="text-sm font-medium text-stone-800">
          {isDragActive ? 'Suelta las imágenes aquí' : 'Arrastra imágenes aquí o pulsa para seleccionarlas'}
        </p>
        <p className="text-xs text-stone-600">JPEG, PNG, GIF o WebP. Puedes elegir varias a la vez.</p>
      </div>
      {uploads.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="Subidas">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-lg bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
              <div className="flex items-center justify-between gap-3 text-sm">
                <span className="truncate font-medium text-stone-800">{upload.name}</span>
                {upload.error ? (
                  <button
                    type="button"
                    onClick={() => setUploads((list) => list.filter((u) => u.key !== upload.key))}
                    className="shrink-0 rounded px-2 text-xs font-semibold text-stone-600 hover:bg-stone-200"
                  >
                    Quitar
                  </button>
                ) : (
                  <span className="shrink-0 text-xs tabular-nums text-stone-600">
                    {Math.round(upload.progress * 100)} %
                  </span>
                )}
              </div>
              {upload.error ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {upload.error}
                </p>
              ) : (
                <ProgressBar fraction={upload.progress} aria-label={`Subiendo ${upload.name}`} className="mt-2" />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
