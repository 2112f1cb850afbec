import { useId, useRef, useState } from 'react';

import { MAX_BUYER_FILE_DOCUMENTS } from '#shared/schemas/buyer-file-schema.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { useToast } from '#web/ui/Toast.tsx';

import { useBuyerFileEntry } from './buyer-file-admin-api';
import { identityDocumentProblem } from './declarations-draft';
import { DocumentFileInput } from './DocumentFileInput';
import { DocumentUploadProgress } from './DocumentUploadProgress';

const PROBLEMS = {
  invalidType: 'El documento debe ser una foto (JPEG, PNG o WebP) o un PDF.',
  tooLarge: 'El documento es demasiado grande (máximo 10 MB).',
} as const;

/** The owner adds a photo or PDF of the identity document of a buyer identified in person (docs/product.md §5.7). */
export function IdentityDocumentUpload({
  contractId,
  buyerId,
  documentCount,
}: {
  contractId: string;
  buyerId: number;
  documentCount: number;
}) {
  const { upload } = useBuyerFileEntry(contractId, buyerId);
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();

  if (documentCount >= MAX_BUYER_FILE_DOCUMENTS) {
    return (
      <p className="text-sm text-stone-600">El expediente ya tiene {MAX_BUYER_FILE_DOCUMENTS} documentos, el máximo.</p>
    );
  }

  const send = async (chosen: File) => {
    setError(null);
    const problem = identityDocumentProblem(chosen);
    try {
      if (problem) return setError(PROBLEMS[problem]);
      setProgress(0);
      await upload.mutateAsync({ file: chosen, onProgress: setProgress });
      toast.success(`Documento «${chosen.name}» añadido al expediente`);
    } catch (failure) {
      setError(errorWithDetail('No se pudo subir el documento', failure));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        Añadir documento de identidad
      </label>
      <p id={helpId} className="mt-1 text-xs text-stone-600">
        Foto o PDF de las dos caras del DNI, NIE o pasaporte: JPEG, PNG, WebP o PDF, hasta 10 MB cada archivo.
      </p>
      <DocumentFileInput
        id={inputId}
        inputRef={input}
        describedBy={error ? `${helpId} ${errorId}` : helpId}
        invalid={Boolean(error)}
        disabled={upload.isPending}
        onChoose={(chosen) => void send(chosen)}
      />
      <div aria-live="polite" className="mt-2 text-sm">
        {upload.isPending ? (
          <DocumentUploadProgress label="Subiendo el documento..." fraction={progress} locale="es" />
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
