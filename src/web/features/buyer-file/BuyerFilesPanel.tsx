import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import {
  ACCESS_REASON_MAX_LENGTH,
  FUNDS_ORIGIN_LABELS,
  RISK_LABELS,
  RISK_LEVELS,
  type AdminBuyerFileDto,
  type RiskLevel,
} from '#shared/schemas/buyer-file-schema.ts';
import { reasonError } from '#shared/schemas/reason-schema.ts';
import { ApiError, errorWithDetail, saveBlob } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import {
  adminBuyerFileQuery,
  fetchBuyerFileDocument,
  fetchBuyerFilePdf,
  useBuyerFileReview,
} from './buyer-file-admin-api';
import { BuyerDeclarationsDialog } from './BuyerDeclarationsDialog';
import { IdentificationSection } from './IdentificationSection';
import { IdentityDocumentUpload } from './IdentityDocumentUpload';
import { RiskGuide } from './RiskGuide';

function Declarations({ file }: { file: AdminBuyerFileDto }) {
  const d = file.declarations;
  if (!d) return <p className="text-sm text-stone-600">Sin declaraciones todavía.</p>;
  const rows: [string, string][] = [
    [
      'Actúa en su propio nombre',
      d.acts_on_own_behalf
        ? 'Sí'
        : `No: por cuenta de ${d.beneficial_owner?.name ?? '—'} (${d.beneficial_owner?.id_document ?? '—'})`,
    ],
    [
      'Compra como sociedad',
      d.is_company
        ? `Sí: ${d.company_beneficial_owners.map((o) => `${o.name} (${o.id_document}${o.ownership ? `, ${o.ownership}` : ''})`).join('; ')}`
        : 'No',
    ],
    ['Responsabilidad pública (PRP)', d.is_pep ? `Sí: ${d.pep_details ?? ''}` : 'No'],
    ['Profesión o actividad', d.occupation],
    ['Origen de los fondos', `${FUNDS_ORIGIN_LABELS[d.funds_origin_category]}: ${d.funds_origin_details}`],
  ];
  return (
    <dl className="grid gap-x-3 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="mb-1 wrap-anywhere sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Review({ contractId, file }: { contractId: string; file: AdminBuyerFileDto }) {
  // A PEP declaration makes the risk high by law (Ley 10/2010 art. 14): it is the only level offered.
  const pep = file.declarations?.is_pep === true;
  const levels = pep ? (['high'] as const) : RISK_LEVELS;
  const [risk, setRisk] = useState<RiskLevel | ''>(file.review?.risk ?? (pep ? 'high' : ''));
  const [reason, setReason] = useState(file.review?.reason ?? '');
  const [approving, setApproving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { review } = useBuyerFileReview(contractId, file.buyer_id);
  const toast = useToast();
  // The same rule as the API (docs/product.md#reasons): at least 20 characters that explain, never "ok".
  const reasonProblem = submitted ? reasonError(reason, 'El motivo de la valoración') : null;
  const save = async () => {
    setSubmitted(true);
    if (reasonError(reason, 'El motivo de la valoración')) return;
    try {
      await review.mutateAsync({ risk: risk as RiskLevel, reason });
      toast.success('Valoración guardada');
    } catch (failure) {
      toast.error(errorWithDetail('Error al guardar la valoración', failure));
    }
  };
  return (
    <div className="space-y-3">
      {file.review ? (
        <p className="text-sm text-stone-700">
          Riesgo <strong>{RISK_LABELS[file.review.risk].toLowerCase()}</strong> según {file.review.by},{' '}
          {formatDateTime(file.review.at)}: {file.review.reason}
        </p>
      ) : null}
      {file.blocks_signing ? (
        <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Riesgo alto sin aprobar: Firmar y cobrar quedan bloqueados hasta que un propietario lo apruebe expresamente,
          con su motivo (Ley 10/2010, art. 14).
          {file.documents.some((document) => document.kind === 'funds')
            ? null
            : ' Antes, el expediente necesita al menos un documento del origen de los fondos o del patrimonio.'}
          <div className="mt-2">
            <Button size="sm" onClick={() => setApproving(true)}>
              Aprobar riesgo alto
            </Button>
          </div>
        </div>
      ) : file.high_risk_confirmed ? (
        <p className="text-sm text-stone-700">
          Riesgo alto aprobado por {file.high_risk_confirmed.name}, {formatDateTime(file.high_risk_confirmed.at)}
          {file.high_risk_confirmed.reason ? `: ${file.high_risk_confirmed.reason}` : '.'}
        </p>
      ) : null}
      {approving ? (
        <ApproveHighRiskDialog contractId={contractId} file={file} onClose={() => setApproving(false)} />
      ) : null}
      {pep ? (
        <p className="text-sm text-stone-700">
          Ha declarado ser persona con responsabilidad pública (PEP), o familiar o allegado de una: su riesgo es alto
          por ley.
        </p>
      ) : null}
      <form
        className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (risk !== '') void save();
        }}
      >
        <SelectField
          label="Riesgo"
          required
          value={risk}
          onChange={(event) => setRisk(event.target.value as RiskLevel | '')}
          options={[
            ...(pep ? [] : [{ value: '', label: 'Elige' }]),
            ...levels.map((level) => ({ value: level, label: RISK_LABELS[level] })),
          ]}
        />
        <TextAreaField
          label="Motivo de la valoración"
          required
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={2000}
          error={reasonProblem}
        />
        <Button type="submit" size="sm" disabled={risk === '' || review.isPending}>
          Guardar valoración
        </Button>
      </form>
      <RiskGuide />
    </div>
  );
}

/**
 * Five years after the relationship ended the file is for internal control only (Ley 10/2010 art. 25): it opens with
 * a stated reason, which the server records with the reading.
 */
function ReasonToOpen({ onOpen }: { onOpen: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length >= 10) onOpen(reason.trim());
      }}
    >
      <p className="text-sm text-stone-700">
        Han pasado más de 5 años desde el fin de la relación: el expediente solo se abre para el control interno o a
        petición de una autoridad. Indica el motivo; quedará registrado con tu nombre.
      </p>
      <TextAreaField
        label="Motivo de la consulta"
        required
        rows={2}
        minLength={10}
        maxLength={ACCESS_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={reason.trim().length < 10}>
        Abrir el expediente
      </Button>
    </form>
  );
}

/** An owner goes ahead with a high risk: expressly, with the reason the compliance archive keeps (art. 14). */
function ApproveHighRiskDialog({
  contractId,
  file,
  onClose,
}: {
  contractId: string;
  file: AdminBuyerFileDto;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { confirm } = useBuyerFileReview(contractId, file.buyer_id);
  const toast = useToast();
  const missing = submitted ? reasonError(reason, 'El motivo de la aprobación') : null;
  const approve = async () => {
    setSubmitted(true);
    if (reasonError(reason, 'El motivo de la aprobación')) return;
    try {
      await confirm.mutateAsync(reason.trim());
      toast.success('Riesgo alto aprobado');
      onClose();
    } catch (failure) {
      toast.error(errorWithDetail('Error al aprobar', failure));
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Aprobar riesgo alto"
      description={file.buyer.name}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void approve()} disabled={confirm.isPending}>
            Aprobar riesgo alto
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-stone-700">
        Con tu aprobación la empresa sigue adelante con este comprador sabiendo que su riesgo es alto: se podrá firmar y
        cobrar. La ley pide que lo decida expresamente un propietario y que quede escrito por qué (Ley 10/2010, art.
        14): tu nombre, la fecha y el motivo quedan en el expediente y en su exportación.
      </p>
      <TextAreaField
        label="Motivo de la aprobación"
        required
        rows={3}
        maxLength={2000}
        value={reason}
        error={missing}
        hint="Qué has comprobado (origen de los fondos, documentos, cargo público) y por qué la empresa sigue adelante."
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}

type FileDocument = AdminBuyerFileDto['documents'][number];

/** A file's documents of one kind, each downloadable (every download is recorded by the server). */
function DocumentList({
  label,
  documents,
  empty,
  onDownload,
}: {
  label?: string;
  documents: FileDocument[];
  empty: string;
  onDownload: (document: FileDocument) => void;
}) {
  if (documents.length === 0) return <p className="text-sm text-stone-600">{empty}</p>;
  return (
    <div>
      {label ? <p className="text-sm font-medium text-stone-800">{label}</p> : null}
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {documents.map((document) => (
          <li key={document.id}>
            <Button size="sm" variant="ghost" onClick={() => onDownload(document)}>
              <span aria-hidden="true">⬇</span> {document.filename}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BuyerFile({ contract, buyer }: { contract: ContractDto; buyer: ContractDto['buyers'][number] }) {
  const [open, setOpen] = useState(false);
  const [entering, setEntering] = useState(false);
  const [reason, setReason] = useState<string>();
  const file = useQuery(adminBuyerFileQuery(contract.id, buyer.id, open, reason));
  const toast = useToast();
  const download = async (load: () => Promise<Blob>, filename: string) => {
    try {
      saveBlob(await load(), filename);
    } catch (failure) {
      toast.error(errorWithDetail('Error al descargar', failure));
    }
  };
  return (
    <details
      className="rounded-lg bg-white ring-1 ring-stone-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer list-inside px-3 py-2 text-sm font-medium text-stone-800">
        {buyer.name}
      </summary>
      <div className="space-y-3 border-t border-stone-200 px-3 py-3">
        {file.isPending ? (
          <Spinner size="sm" label="Cargando el expediente..." showLabel />
        ) : file.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {file.error instanceof ApiError && file.error.status === 403
              ? 'Solo los propietarios pueden ver los expedientes.'
              : errorWithDetail('Error al cargar el expediente', file.error)}
          </p>
        ) : file.data.purged ? (
          <p className="text-sm text-stone-700">
            Expediente borrado el {formatDate(file.data.purged.at)} por {file.data.purged.by}: {file.data.purged.reason}
          </p>
        ) : file.data.blocked ? (
          <p className="text-sm text-stone-700">
            Existe un expediente, conservado hasta el {formatDate(file.data.retention_until!)}: su contenido ya no se
            muestra y se borrará en el próximo borrado automático.
          </p>
        ) : file.data.access_limited && !reason ? (
          <ReasonToOpen onOpen={setReason} />
        ) : (
          <>
            <p className="text-sm text-stone-700">
              {file.data.complete ? 'Completo' : 'Incompleto'}
              {file.data.required ? ' · obligatorio antes de firmar' : ' · opcional'}
              {file.data.retention_until ? ` · se conserva hasta el ${formatDate(file.data.retention_until)}` : ''}
            </p>
            <Declarations file={file.data} />
            <Button size="sm" variant="secondary" onClick={() => setEntering(true)}>
              {file.data.declarations ? 'Editar datos' : 'Introducir datos'}
              <span className="sr-only"> de {buyer.name}</span>
            </Button>
            {entering ? (
              <BuyerDeclarationsDialog
                contractId={contract.id}
                buyerId={buyer.id}
                buyerName={buyer.name}
                declarations={file.data.declarations}
                onClose={() => setEntering(false)}
              />
            ) : null}
            <DocumentList
              documents={file.data.documents.filter((document) => document.kind === 'identity')}
              empty="Sin documento de identidad todavía."
              onDownload={(document) =>
                void download(
                  () => fetchBuyerFileDocument(contract.id, buyer.id, document.id, reason),
                  document.filename,
                )
              }
            />
            <IdentityDocumentUpload
              contractId={contract.id}
              buyerId={buyer.id}
              documentCount={file.data.documents.length}
            />
            <IdentificationSection contractId={contract.id} file={file.data} />
            {/* Evidence of the source of funds or wealth: a high-risk approval needs one (Ley 10/2010 art. 14). */}
            <DocumentList
              label="Origen de los fondos"
              documents={file.data.documents.filter((document) => document.kind === 'funds')}
              empty="Sin documentos del origen de los fondos."
              onDownload={(document) =>
                void download(
                  () => fetchBuyerFileDocument(contract.id, buyer.id, document.id, reason),
                  document.filename,
                )
              }
            />
            <IdentityDocumentUpload
              contractId={contract.id}
              buyerId={buyer.id}
              documentCount={file.data.documents.length}
              kind="funds"
            />
            <Review contractId={contract.id} file={file.data} />
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void download(() => fetchBuyerFilePdf(contract.id, buyer.id, reason), `expediente-${buyer.id}.pdf`)
              }
            >
              Exportar expediente en PDF
            </Button>
          </>
        )}
      </div>
    </details>
  );
}

/** 'Expedientes de los compradores': owners only, each opening recorded (docs/product.md §5.7). */
export function BuyerFilesPanel({ contract }: { contract: ContractDto }) {
  return (
    <section aria-label="Expedientes de los compradores (Ley 10/2010)" className="space-y-2">
      <h4 className="text-sm font-semibold text-stone-800">Expedientes de los compradores (Ley 10/2010)</h4>
      <p className="text-xs text-stone-600">Solo para propietarios. Cada consulta queda registrada con su nombre.</p>
      {contract.buyers.map((buyer) => (
        <BuyerFile key={buyer.id} contract={contract} buyer={buyer} />
      ))}
    </section>
  );
}
