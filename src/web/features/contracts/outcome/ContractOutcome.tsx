import { useState } from 'react';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import {
  canTransition,
  CONTRACT_OUTCOME_LABELS,
  CONTRACT_OUTCOMES,
  DOUBLE_RETURN_DAYS,
  type ContractOutcome as Outcome,
} from '#shared/contract-lifecycle/index.ts';
import { formatEuros } from '#shared/format/amount-words.ts';
import { formatDate, formatDateTime } from '#shared/format/dates.ts';
import { contractOutcomeSchema } from '#shared/schemas/contract-outcome-schema.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

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
  if (outcome) {
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
              ? `El ${day(outcome.date)}. La empresa hace suyas las cantidades entregadas (${formatEuros(outcome.paid_amount)}).`
              : `El ${day(outcome.date)}. La empresa debe devolver ${formatEuros(outcome.refund_amount ?? 0)} como muy tarde el ${outcome.refund_due_date ? day(outcome.refund_due_date) : '—'}.`}
        </p>
        {outcome.reason ? <p className="mt-1">Motivo: {outcome.reason}</p> : null}
        <p className="mt-1 text-sky-800">
          Registrado por {outcome.recorded_by}, {formatDateTime(outcome.recorded_at)}. Se comunicó a cada comprador.
        </p>
      </section>
    );
  }
  if (!canTransition(contract.status, 'record_outcome') || contract.archived_at !== null || !isOwner) return null;
  return (
    <div>
      <Button size={size} variant="secondary" onClick={() => setRecording(true)}>
        Registrar resultado
        <span className="sr-only">
          {' '}
          de {contract.contract_type_name} {shortId(contract.id)}
        </span>
      </Button>
      <p className="mt-1 text-xs text-stone-600">
        Cuando se firme la escritura o una de las partes desista, regístralo aquí: se comunica a cada comprador.
      </p>
      {recording ? <OutcomeDialog contract={contract} onClose={() => setRecording(false)} /> : null}
    </div>
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
    'Con arras penitenciales, la parte compradora que desiste pierde lo entregado: la empresa se lo queda y el contrato se extingue.',
  seller_withdrew: `Con arras penitenciales, la empresa que desiste devuelve el doble de lo entregado, en ${DOUBLE_RETURN_DAYS} días naturales, y el contrato se extingue.`,
};

type Draft = { outcome: Outcome | ''; date: string; notary: string; protocol: string; reason: string };

function OutcomeDialog({ contract, onClose }: { contract: ContractDto; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>({ outcome: '', date: '', notary: '', protocol: '', reason: '' });
  const [submitted, setSubmitted] = useState(false);
  const record = useRecordOutcome(contract.id);
  const toast = useToast();
  const deed = draft.outcome === 'deed_signed';
  const input = {
    outcome: draft.outcome,
    date: draft.date,
    notary: deed ? draft.notary : null,
    protocol: deed ? draft.protocol : null,
    reason: deed ? null : draft.reason,
  };
  const parsed = contractOutcomeSchema.safeParse(input);
  const errorOf = (field: keyof Draft) =>
    field === 'outcome' && submitted && draft.outcome === ''
      ? 'Elige qué ha pasado'
      : submitted && !parsed.success
        ? (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null)
        : null;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success) return;
    try {
      await record.mutateAsync(parsed.data);
      toast.success('Resultado registrado y comunicado a los compradores');
      onClose();
    } catch (error) {
      toast.error(errorWithDetail('Error al registrar el resultado', error));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Registrar el resultado"
      description={`${contract.contract_type_name} ${shortId(contract.id)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void submit()} disabled={record.isPending}>
            Registrar y comunicar
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-stone-700">
        Se registra una sola vez, queda en el registro de evidencias y en la verificación del documento, y se envía un
        correo a cada comprador, en su idioma, con su efecto legal.
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
            hint="Cómo y cuándo se comunicó el desistimiento (p. ej. burofax del 1 de marzo)."
            onChange={set('reason')}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
