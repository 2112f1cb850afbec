import { useState } from 'react';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import {
  canTransition,
  CONTRACT_OUTCOME_LABELS,
  CONTRACT_OUTCOMES,
  isBuyerWithdrawal,
  type ContractOutcome as Outcome,
} from '#shared/contract-lifecycle/index.ts';
import { formatEuros } from '#shared/format/amount-words.ts';
import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import {
  contractOutcomeSchema,
  outcomeCorrectionSchema,
  type OutcomeAnswer,
} from '#shared/schemas/contract-outcome-schema.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { MailPreviewList, useMailPreview } from '../mail-preview/MailPreview';
import { useRecordOutcome } from './outcome-api';

/** A date of the record (YYYY-MM-DD) as the admin reads dates: UTC midnight is that same day in Madrid. */
const day = (date: string) => formatDate(date);

/**
 * After the money (docs/product.md#outcome): a completed contract shows what happened next, or, for an owner, the
 * form that records it once — the deed at the notary or a withdrawal under the penitential arras.
 */
export function ContractOutcome({ contract, size }: { contract: ContractDto; size: 'sm' | 'md' }) {
  const isOwner = useIsOwner();
  const [recording, setRecording] = useState(false);
  const outcome = contract.outcome;
  if (!outcome && (!canTransition(contract.status, 'record_outcome') || contract.archived_at !== null || !isOwner))
    return null;
  return (
    <div>
      {outcome ? <RecordedOutcome outcome={outcome} /> : null}
      {isOwner ? (
        <>
          <Button size={size} variant="secondary" onClick={() => setRecording(true)} className={outcome ? 'mt-2' : ''}>
            {outcome ? 'Corregir el resultado' : 'Registrar resultado'}
            <span className="sr-only">
              {' '}
              de {contract.contract_type_name} {shortId(contract.id)}
            </span>
          </Button>
          {outcome ? null : (
            <p className="mt-1 text-xs text-stone-600">
              Cuando se firme la escritura o una de las partes desista, regístralo aquí: se comunica a cada comprador.
            </p>
          )}
        </>
      ) : null}
      {recording ? (
        <OutcomeDialog contract={contract} correcting={outcome !== null} onClose={() => setRecording(false)} />
      ) : null}
    </div>
  );
}

/** What was recorded, with the amounts and the clause of the signed terms (docs/product.md#outcome). */
function RecordedOutcome({ outcome }: { outcome: OutcomeAnswer }) {
  const clause = outcome.clause ? ` (cláusula ${outcome.clause})` : '';
  const due = outcome.refund_due_date ? day(outcome.refund_due_date) : 'el último día del plazo de la cláusula';
  return (
    <section
      aria-label="Resultado del contrato"
      className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200"
    >
      <h4 className="font-semibold">{CONTRACT_OUTCOME_LABELS[outcome.outcome]}</h4>
      <p className="mt-1">
        {outcome.outcome === 'deed_signed'
          ? `El ${day(outcome.date)}, ante el notario ${outcome.notary ?? '—'}, protocolo n.º ${outcome.protocol ?? '—'}.`
          : outcome.outcome === 'buyer_withdrew'
            ? `El ${day(outcome.date)}. La empresa hace suyas las cantidades que cubre la cláusula firmada${clause}: ${formatEuros(outcome.forfeited_amount ?? 0)}.`
            : `El ${day(outcome.date)}. La empresa debe devolver ${formatEuros(outcome.refund_amount ?? 0)}${clause} como muy tarde el ${due}.`}
      </p>
      {outcome.reason ? <p className="mt-1">Motivo: {outcome.reason}</p> : null}
      <p className="mt-1 text-sky-800">
        Registrado por {outcome.recorded_by}, {formatDateTime(outcome.recorded_at)}. Se comunicó a cada comprador.
      </p>
    </section>
  );
}

const OUTCOME_OPTIONS = [
  { value: '', label: 'Elige qué ha pasado' },
  ...CONTRACT_OUTCOMES.map((outcome) => ({ value: outcome, label: CONTRACT_OUTCOME_LABELS[outcome] })),
];

/** What the law makes of each outcome, said before the owner records it (CCCat 621-8, CC 1454). */
const EFFECTS: Record<Outcome, string> = {
  deed_signed: 'La compraventa queda formalizada ante notario; lo pagado se imputa al precio.',
  buyer_withdrew:
    'La parte compradora que desiste pierde lo entregado que cubre la cláusula penitencial firmada: la empresa se lo queda y el ' +
    'contrato se extingue. Hace falta la declaración de cada comprador desde su enlace, o una prueba escrita (su carta o ' +
    'correo firmado, o el acta notarial de incomparecencia).',
  seller_withdrew:
    'La empresa que desiste devuelve el doble de lo entregado que cubre la cláusula penitencial, en el plazo que fija el ' +
    'contrato firmado, y el contrato se extingue.',
  buyer_withdrew_justified:
    'Solo si el contrato pacta una financiación y el banco la denegó (art. 621-49 CCCat): la empresa devuelve lo entregado, ' +
    'sin penalización. Adjunta la denegación por escrito del banco.',
};

type Draft = {
  outcome: Outcome | '';
  date: string;
  notary: string;
  protocol: string;
  reason: string;
  correction: string;
  evidence: string | null;
  evidenceName: string;
};

/** A PDF chosen in the dialog, as the base64 the API takes. */
const fileAsBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function OutcomeDialog({
  contract,
  correcting,
  onClose,
}: {
  contract: ContractDto;
  correcting: boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({
    outcome: '',
    date: '',
    notary: '',
    protocol: '',
    reason: '',
    correction: '',
    evidence: null,
    evidenceName: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const record = useRecordOutcome(contract.id, correcting);
  const preview = useMailPreview(`/api/cms/contracts/${contract.id}/outcome/preview`);
  const toast = useToast();
  const deed = draft.outcome === 'deed_signed';
  const input = {
    outcome: draft.outcome,
    date: draft.date,
    notary: deed ? draft.notary : null,
    protocol: deed ? draft.protocol : null,
    reason: deed ? null : draft.reason,
    evidence: draft.evidence,
    ...(correcting ? { correction_reason: draft.correction } : {}),
  };
  const parsed = (correcting ? outcomeCorrectionSchema : contractOutcomeSchema).safeParse(input);
  const errorOf = (field: keyof Draft) =>
    field === 'outcome' && submitted && draft.outcome === ''
      ? 'Elige qué ha pasado'
      : submitted && !parsed.success
        ? (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null)
        : null;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  // A first record is mailed to every buyer for good: the dialog shows each mail before sending
  // (docs/product.md#last-look). A correction says what it corrects, and is itself the way back.
  const previewed = parsed.success && !correcting ? preview.mailsFor(parsed.data) : null;
  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success) return;
    if (!correcting && previewed === null) {
      try {
        await preview.load(parsed.data);
      } catch (error) {
        toast.error(errorWithDetail('No se pudo preparar el correo a los compradores', error));
      }
      return;
    }
    try {
      await record.mutateAsync(parsed.data);
      toast.success(
        correcting
          ? 'Corrección registrada y comunicada a los compradores'
          : 'Resultado registrado y comunicado a los compradores',
      );
      onClose();
    } catch (error) {
      toast.error(errorWithDetail('Error al registrar el resultado', error));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={correcting ? 'Corregir el resultado' : 'Registrar el resultado'}
      description={`${contract.contract_type_name} ${shortId(contract.id)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} disabled={record.isPending || preview.isPending}>
            {correcting || previewed !== null ? 'Registrar y comunicar' : 'Ver lo que recibirá cada comprador'}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-stone-700">
        {correcting
          ? 'La corrección queda en el historial junto al resultado anterior y cada comprador recibe de nuevo el correo, que dice qué comunicación corrige y por qué.'
          : 'Queda en el registro de evidencias y en la verificación del documento (solo qué pasó y su fecha), y se envía un correo a cada comprador, en su idioma, con su efecto legal y las cantidades de la cláusula firmada.'}
      </p>
      <div className="space-y-4">
        <SelectField
          label="Qué ha pasado"
          required
          options={OUTCOME_OPTIONS}
          value={draft.outcome}
          error={errorOf('outcome')}
          onChange={set('outcome')}
        />
        {draft.outcome ? <p className="text-sm text-stone-700">{EFFECTS[draft.outcome]}</p> : null}
        <TextField
          label={deed ? 'Fecha de la escritura' : 'Fecha'}
          type="date"
          required
          value={draft.date}
          error={errorOf('date')}
          onChange={set('date')}
        />
        {deed ? (
          <>
            <TextField
              label="Notario"
              required
              maxLength={200}
              value={draft.notary}
              error={errorOf('notary')}
              onChange={set('notary')}
            />
            <TextField
              label="Número de protocolo"
              required
              maxLength={50}
              value={draft.protocol}
              error={errorOf('protocol')}
              onChange={set('protocol')}
            />
          </>
        ) : draft.outcome ? (
          <TextAreaField
            label="Motivo"
            required
            rows={3}
            maxLength={2000}
            value={draft.reason}
            error={errorOf('reason')}
            hint="Cómo y cuándo se comunicó el desistimiento (p. ej. burofax del 1 de marzo), en al menos 20 caracteres."
            onChange={set('reason')}
          />
        ) : null}
        {draft.outcome && isBuyerWithdrawal(draft.outcome) ? (
          <label className="block text-sm text-stone-800">
            <span className="font-medium">Prueba escrita (PDF)</span>
            <span className="block text-xs text-stone-600">
              Si algún comprador no ha declarado su desistimiento desde su enlace: su declaración firmada, el acta
              notarial de incomparecencia o, para el desistimiento justificado, la denegación del banco.
            </span>
            <input
              type="file"
              accept="application/pdf"
              className="mt-1 block text-sm"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                void fileAsBase64(file).then((evidence) =>
                  setDraft((current) => ({ ...current, evidence, evidenceName: file.name })),
                );
              }}
            />
            {draft.evidenceName ? <span className="text-xs text-stone-600">{draft.evidenceName}</span> : null}
          </label>
        ) : null}
        {correcting ? (
          <TextAreaField
            label="Motivo de la corrección"
            required
            rows={2}
            maxLength={1000}
            value={draft.correction}
            error={errorOf('correction_reason' as keyof Draft)}
            onChange={set('correction')}
          />
        ) : null}
      </div>
      {previewed ? <MailPreviewList mails={previewed} /> : null}
    </Dialog>
  );
}
