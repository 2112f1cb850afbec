import { useState } from 'react';
import {
  CONTENT_FIELD_META,
  CONTENT_MAX_LENGTH,
  contentWarning,
  validateContentValue,
  type ContentKey,
} from '../../../../shared/site/content';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toast';
import { useSaveContent } from './api';

/** One editable text with its own draft and saving state (docs/product.md §4). */
export function ContentCard({ contentKey, saved }: { contentKey: ContentKey; saved: string }) {
  const meta = CONTENT_FIELD_META[contentKey];
  // null: not edited, the saved value is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaveContent();
  const toast = useToast();
  const value = draft ?? saved;
  const changed = draft !== null && draft !== saved;
  const problem = changed ? validateContentValue(contentKey, value) : null;
  // Shown for the saved value too: it does not block saving, it explains what the public site will do with it.
  const warning = problem ? null : contentWarning(contentKey, value);

  const submit = () => {
    if (problem) return;
    save.mutate(
      { key: contentKey, content: value },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success(`«${meta.label}» guardado`);
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.detail
              ? `Error al guardar el contenido: ${error.detail}`
              : 'Error al guardar el contenido',
          ),
      },
    );
  };

  const fieldProps = {
    label: meta.label,
    hint: meta.hint,
    value,
    error: problem,
    maxLength: CONTENT_MAX_LENGTH,
    name: contentKey,
  };

  return (
    <article className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200" data-content-key={contentKey}>
      {meta.multiline ? (
        <TextAreaField {...fieldProps} rows={4} onChange={(e) => setDraft(e.target.value)} />
      ) : (
        <TextField {...fieldProps} onChange={(e) => setDraft(e.target.value)} />
      )}
      {warning ? (
        <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          {warning}
        </p>
      ) : null}
      {changed ? (
        <div className="mt-3 rounded-lg bg-stone-50 p-3 text-xs text-stone-700 ring-1 ring-stone-200">
          <p className="font-semibold">Valor guardado:</p>
          <p className="mt-1 break-words whitespace-pre-line">{saved || '(vacío)'}</p>
        </div>
      ) : null}
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={() => setDraft(null)} disabled={!changed || save.isPending}>
          Cancelar
        </Button>
        <Button size="sm" onClick={submit} disabled={!changed || save.isPending || problem !== null}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </article>
  );
}
