import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import type { VerifyDocumentDto } from '../../../shared/api/document-dtos';
import { NOT_A_PDF_MESSAGE } from '../../../shared/api/document-dtos';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { verifyPdf } from './api';
import { VerifyResult } from './VerifyResult';

type State =
  | { kind: 'idle' }
  | { kind: 'checking'; filename: string }
  | { kind: 'done'; filename: string; result: VerifyDocumentDto }
  | { kind: 'error'; message: string };

/** /verificar: anyone drops a contract PDF and learns whether it is the sealed original (docs/product.md §5.5). */
export function VerifyPage() {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const check = async (file: File) => {
    setState({ kind: 'checking', filename: file.name });
    try {
      setState({ kind: 'done', filename: file.name, result: await verifyPdf(file) });
    } catch (error) {
      const message = error instanceof ApiError && error.detail ? error.detail : 'No se pudo comprobar el documento. Inténtelo de nuevo.';
      setState({ kind: 'error', message });
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'application/pdf': ['.pdf'] },
    multiple: false,
    disabled: state.kind === 'checking',
    onDropAccepted: ([file]) => {
      if (file) void check(file);
    },
    onDropRejected: () => setState({ kind: 'error', message: NOT_A_PDF_MESSAGE }),
  });

  return (
    <div className="min-h-dvh bg-sand-50">
      <title>Verificar un contrato firmado · Casa Nova</title>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-4">
          <a href="/" className="font-serif text-xl font-semibold text-brand-800">
            Casa Nova
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-12">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-stone-900">Verificar un contrato firmado</h1>
          <p className="mt-3 text-stone-700">
            Los contratos que firman todas las partes se emiten en PDF con un sello electrónico. Suba aquí el PDF para comprobar que
            es el original y que nadie lo ha modificado. Solo se calcula su huella: el archivo no se guarda.
          </p>
        </div>

        <div
          {...getRootProps({
            className: `flex min-h-44 cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-600/40 ${
              isDragActive ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-white hover:border-brand-500'
            }`,
            role: 'button',
          })}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-stone-400" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M7 3h7l5 5v13H7zM14 3v5h5M12 11v6m0-6l-3 3m3-3l3 3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="font-medium text-stone-900">{isDragActive ? 'Suelte el PDF aquí' : 'Arrastre aquí el PDF o pulse para elegirlo'}</p>
          <p className="text-sm text-stone-600">Un archivo PDF de hasta 20 MB.</p>
        </div>
        {/* Outside the drop zone, so the zone is the one control: it opens this input on click, Enter or Space. */}
        <input {...getInputProps({ 'aria-label': 'PDF del contrato' })} />

        <div aria-live="polite">
          {state.kind === 'checking' ? <Spinner label={`Comprobando «${state.filename}»...`} showLabel className="py-6" /> : null}
          {state.kind === 'done' ? <VerifyResult result={state.result} filename={state.filename} /> : null}
          {state.kind === 'error' ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
              {state.message}
            </p>
          ) : null}
        </div>
        {state.kind === 'done' || state.kind === 'error' ? (
          <Button variant="secondary" onClick={() => setState({ kind: 'idle' })}>
            Comprobar otro documento
          </Button>
        ) : null}
      </main>
    </div>
  );
}
