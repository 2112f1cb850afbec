import type { VerifyDocumentDto } from '../../../shared/api/document-dtos';
import { formatDateTime } from '../../../shared/format/dates';
import { contractStatusLabel } from '../../../shared/site/labels';

/** The answer in plain Spanish: what 'genuine' and 'unknown' mean for the person holding the file. */
export function VerifyResult({ result, filename }: { result: VerifyDocumentDto; filename: string }) {
  if (result.status === 'genuine') {
    return (
      <section aria-labelledby="verify-result-title" className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950">
        <h2 id="verify-result-title" className="text-xl font-semibold">
          ✓ Documento auténtico
        </h2>
        <p className="mt-2">
          «{filename}» es exactamente el PDF que emitimos al firmarse el contrato, y su sello electrónico es válido: no se ha
          modificado desde entonces.
        </p>
        {result.contract_status === 'cancelled' ? (
          <p role="status" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-900">
            Atención: este contrato fue anulado después de firmarse. El documento es auténtico, pero el contrato ya no está en vigor.
          </p>
        ) : null}
        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">Contrato</dt>
          <dd>
            {result.contract_type_name} <span className="font-mono text-xs">({result.contract_id.slice(0, 8)})</span>
          </dd>
          <dt className="font-medium">Estado actual</dt>
          <dd>{contractStatusLabel(result.contract_status)}</dd>
          <dt className="font-medium">Firmado por todas las partes</dt>
          <dd>{result.signed_at ? `${formatDateTime(result.signed_at)} (hora de Madrid)` : '—'}</dd>
          <dt className="font-medium">Firmantes</dt>
          <dd>
            <ul className="space-y-1">
              {result.signers.map((signer, index) => (
                <li key={index}>
                  {signer.name}
                  {signer.signed_at ? <span className="text-emerald-800"> · firmó el {formatDateTime(signer.signed_at)}</span> : null}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="font-medium">Fecha del sello</dt>
          <dd>
            {result.seal.timestamp
              ? `${formatDateTime(result.seal.timestamp.time)} (hora de Madrid), fecha cierta de la autoridad de sellado de tiempo «${result.seal.timestamp.authority}»`
              : `${formatDateTime(result.seal.sealed_at)} (hora de Madrid), según el reloj de nuestro servidor`}
          </dd>
          <dt className="font-medium">Huella SHA-256</dt>
          <dd className="break-all font-mono text-xs">{result.sha256}</dd>
        </dl>
      </section>
    );
  }
  return (
    <section aria-labelledby="verify-result-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <h2 id="verify-result-title" className="text-xl font-semibold">
        No podemos confirmar este documento
      </h2>
      <p className="mt-2">
        «{filename}» no coincide con ningún contrato sellado por nosotros. Puede que se haya modificado después de firmarse (basta con
        cambiar un solo carácter), que sea una copia escaneada o impresa en PDF, o que lo haya emitido otra empresa.
      </p>
      <p className="mt-2">Pida el PDF original a quien se lo envió o póngase en contacto con nosotros.</p>
      <p className="mt-4 text-sm">
        <span className="font-medium">Huella SHA-256 del archivo: </span>
        <span className="break-all font-mono text-xs">{result.sha256}</span>
      </p>
    </section>
  );
}
