import { useId, useRef, useState } from 'react';

import { MAX_BUYER_FILE_DOCUMENTS, type BuyerFileDocumentKind } from '#shared/schemas/buyer-file-schema.ts';
import { DocumentFileInput, DocumentUploadProgress, identityDocumentProblem } from '#web/features/signing/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { useToast } from '#web/ui/Toast.tsx';

import { useBuyerFileEntry } from './buyer-file-admin-api';

const PROBLEMS = {
  invalidType: 'El documento debe ser una foto (JPEG, PNG o WebP) o un PDF.',
  tooLarge: 'El documento es demasiado grande (máximo 10 MB).',
} as const;

const TEXTS: Readonly<Record<BuyerFileDocumentKind, { label: string; help: string }>> = {
  identity: {
    label: 'Añadir documento de identidad',
    help: 'Foto o PDF de las dos caras del DNI, NIE o pasaporte: JPEG, PNG, WebP o PDF, hasta 10 MB cada archivo.',
  },
  funds: {
    label: 'Añadir documento del origen de los fondos',
    help: 'Lo que acredita de dónde viene el dinero o el patrimonio (escritura de venta, extractos, nóminas, herencia…; Ley 10/2010, art. 14): JPEG, PNG, WebP o PDF, hasta 10 MB.',
  },
};

/**
 * The owner adds a photo or PDF to a buyer's file (docs/product.md §5.7): the identity document of a buyer identified
 * in person, or (`kind="funds"`) evidence of the source of funds or wealth that a high-risk approval needs
 * (docs/product.md#file-before-bond).
 */
export function IdentityDocumentUpload({
  contractId,
  buyerId,
  documentCount,
  kind = 'identity',
}: {
  contractId: string;
  buyerId: number;
  documentCount: number;
  kind?: BuyerFileDocumentKind;
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
      await upload.mutateAsync({ file: chosen, kind, onProgress: setProgress });
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
        {TEXTS[kind].label}
      </label>
      <p id={helpId} className="mt-1 text-xs text-stone-600">
        {TEXTS[kind].help}
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
