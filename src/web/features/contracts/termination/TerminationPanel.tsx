import { useState } from 'react';

import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import { formatEuros } from '#shared/format/number-format.ts';
import type { TerminationDto } from '#shared/schemas/termination-schema.ts';
import { errorWithDetail, saveBlob } from '#web/lib/api-client.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { fetchTerminationPdf, useSignTermination, useUploadPaperTermination } from './termination-api';

const STATE_LABELS: Record<TerminationDto['state'], string> = {
  open: 'Pendiente de firmas',
  complete: 'Firmado por todas las partes',
  expired: 'Oferta caducada sin todas las firmas',
};

const partyName = (party: TerminationDto['parties'][number]) =>
  party.party === 'company'
    ? `La empresa${party.name ? ` (${party.name})` : ''}`
    : `Comprador ${party.buyer_order}: ${party.name}`;

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The termination agreement of mutual agreement (docs/product.md#mutual-agreement): what it says, each party's
 * signature, the company's own signature (a person with powers) and the paper copy signed by every party.
 */
export function TerminationPanel({ contractId, termination }: { contractId: string; termination: TerminationDto }) {
  const toast = useToast();
  const sign = useSignTermination(contractId);
  const upload = useUploadPaperTermination(contractId);
  const [file, setFile] = useState<File | null>(null);
  const open = termination.state === 'open';
  const companySigned = termination.parties[0]?.signed_at !== null;

  const signForCompany = async () => {
    try {
      await sign.mutateAsync(undefined);
      toast.success('Acuerdo firmado por la empresa');
    } catch (error) {
      toast.error(errorWithDetail('Error al firmar el acuerdo', error));
    }
  };
  const uploadPaper = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync({ document: await base64Of(file) });
      toast.success('Acuerdo en papel guardado: el contrato queda anulado');
    } catch (error) {
      toast.error(errorWithDetail('Error al subir el acuerdo', error));
    }
  };

  return (
    <section
      aria-label="Acuerdo de resolución"
      className="mb-4 rounded-lg border border-stone-200 bg-sand-50 p-3 text-sm"
    >
      <h3 className="font-semibold text-stone-900">Acuerdo de resolución de mutuo acuerdo</h3>
      <p className="mt-1 text-stone-700">
        {STATE_LABELS[termination.state]}. Devolver {formatEuros(termination.amount)} como muy tarde el{' '}
        {formatDate(termination.deadline)}; la oferta caduca el {formatDateTime(termination.expires_at)}.
      </p>
      <ul className="mt-2 space-y-1" aria-label="Firmas del acuerdo">
        {termination.parties.map((party) => (
          <li key={`${party.party}-${party.buyer_order ?? 0}`}>
            {partyName(party)}:{' '}
            {party.signed_at ? `firmado el ${formatDateTime(party.signed_at)}` : 'pendiente de firma'}
          </li>
        ))}
      </ul>
      {termination.paper ? (
        <p className="mt-2">Firmado en papel; huella digital del documento: {termination.paper.sha256}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={async () =>
            saveBlob(await fetchTerminationPdf(contractId), `acuerdo-resolucion-${shortId(contractId)}.pdf`)
          }
        >
          PDF del acuerdo
        </Button>
        {open && !companySigned ? (
          <Button onClick={signForCompany} disabled={sign.isPending}>
            Firmar por la empresa
          </Button>
        ) : null}
      </div>
      {open ? (
        <div className="mt-3">
          <label className="block font-medium text-stone-800" htmlFor={`paper-${contractId}`}>
            ¿Lo habéis firmado todos en papel? Sube el PDF escaneado
          </label>
          <input
            id={`paper-${contractId}`}
            type="file"
            accept="application/pdf"
            className="mt-1 block"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button className="mt-2" variant="secondary" onClick={uploadPaper} disabled={!file || upload.isPending}>
            Subir acuerdo firmado en papel
          </Button>
        </div>
      ) : null}
    </section>
  );
}
