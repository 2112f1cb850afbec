import { useId, useState } from 'react';

import { ATTACHMENT_ACCEPT, validateAttachmentFile } from '#shared/schemas/index.ts';
import { formatFileSize } from '#web/lib/file-size.ts';
import { Button } from '#web/ui/Button.tsx';

import type { AttachmentDraft } from '../contract-body';

type Props = { attachments: AttachmentDraft[]; onChange: (attachments: AttachmentDraft[]) => void };

const UPLOAD_ERROR = 'Error al subir archivos';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(UPLOAD_ERROR));
    reader.readAsDataURL(file);
  });
}

/** Documents attached to the contract: PDF, Word, JPEG, PNG or GIF, 10 MB each (docs/product.md §9). */
export function AttachmentsInput({ attachments, onChange }: Props) {
  const inputId = useId();
  const [errors, setErrors] = useState<string[]>([]);

  const add = async (files: FileList | null) => {
    if (!files) return;
    const problems: string[] = [];
    const added: AttachmentDraft[] = [];
    for (const file of Array.from(files)) {
      const problem = validateAttachmentFile(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      try {
        added.push({
          filename: file.name,
          content: await readBase64(file),
          content_type: file.type,
          size: file.size,
          uploaded_at: new Date().toISOString(),
        });
      } catch {
        problems.push(UPLOAD_ERROR);
      }
    }
    setErrors(problems);
    if (added.length > 0) onChange([...attachments, ...added]);
  };

  return (
    <fieldset className="rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">Documentos adjuntos</legend>
      <label htmlFor={inputId} className="block text-sm text-stone-700">
        Adjuntar documentos (PDF, Word, JPEG, PNG o GIF; máximo 10MB cada uno)
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        onChange={(event) => {
          void add(event.target.files);
          event.target.value = '';
        }}
      />
      {errors.length > 0 ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {errors.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
      {attachments.length > 0 ? (
        <ul className="mt-3 divide-y divide-stone-100 rounded-lg border border-stone-200">
          {attachments.map((file, index) => (
            <li key={`${file.filename}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 truncate">
                {file.filename} <span className="text-stone-500">({formatFileSize(file.size)})</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Quitar ${file.filename}`}
                onClick={() => onChange(attachments.filter((_, i) => i !== index))}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
