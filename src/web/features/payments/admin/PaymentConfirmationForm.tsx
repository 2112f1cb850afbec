import { useState } from 'react';

import { formatIban, isValidIban, normalizeIban } from '#shared/banking/iban.ts';
import { todayIsoDateInMadrid } from '#shared/format/dates.ts';
import { MAX_REASON_LENGTH, reasonError } from '#shared/schemas/reason-schema.ts';
import { Field } from '#web/ui/Field.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { useMarkPaid, type ByHandConfirmation } from './api';

/** The value the payer select gives for someone who is not one of the contract's buyers. */
const OTHER_PAYER = '__other__';
/** The API takes up to 14 000 000 base64 characters: a PDF of 10 MB. */
const MAX_ADVICE_BYTES = 10 * 1024 * 1024;

type Proof = 'pdf' | 'line';

/**
 * A line of an imported bank statement that is the proof (docs/product.md#manual-confirmation): its payer, as the bank
 * names them, and its text are the bank's and are sent as they are; its ordering account and booking date fill the
 * IBAN and the value date. The import offers it only for a payer who is not (exactly) a buyer, so a reason is asked.
 */
export type StatementLineProof = {
  payerName: string | null;
  payerIban: string | null;
  valueDate: string | null;
  /** The line as the proof: amount, date, payer, accounts and remittance text. */
  evidence: string;
};

type Form = {
  payer: string;
  otherName: string;
  iban: string;
  valueDate: string;
  proof: Proof;
  advice: File | null;
  line: string;
  reason: string;
};

type Errors = Partial<Record<'payer' | 'iban' | 'valueDate' | 'advice' | 'line' | 'reason', string>>;

/** The bank's advice, as the base64 the API takes. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** What is missing or wrong, field by field, before anything is sent (the same rules as the API's). */
function validate(form: Form, today: string, statementLine: StatementLineProof | undefined): Errors {
  const errors: Errors = {};
  const other = form.payer === OTHER_PAYER;
  // A statement line's payer is the bank's: whether it may be missing is the server's to say (422 once live).
  if (!statementLine) {
    if (form.payer === '') errors.payer = 'Indica quién hizo la transferencia';
    else if (other && form.otherName.trim() === '')
      errors.payer = 'Escribe el nombre del ordenante tal como lo dice el banco';
  }
  if (form.iban.trim() === '') errors.iban = 'Indica el IBAN de la cuenta desde la que llegó el dinero';
  else if (!isValidIban(form.iban)) errors.iban = 'La cuenta del ordenante no es un IBAN válido';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.valueDate)) errors.valueDate = 'Indica la fecha valor del abono';
  else if (form.valueDate > today) errors.valueDate = 'La fecha valor no puede ser posterior a hoy';
  if (statementLine) {
    // The line itself is the proof.
  } else if (form.proof === 'pdf') {
    if (!form.advice) errors.advice = 'Sube el aviso de abono del banco en PDF';
    else if (form.advice.type !== 'application/pdf') errors.advice = 'El aviso del banco debe ser un PDF';
    else if (form.advice.size > MAX_ADVICE_BYTES) errors.advice = 'El PDF es demasiado grande (máximo 10 MB)';
  } else if (form.line.trim() === '') errors.line = 'Pega la línea del extracto tal como la da el banco';
  if (other || statementLine) {
    const reason = reasonError(form.reason, 'El motivo para aceptar el pago de otra persona');
    if (reason) errors.reason = reason;
  }
  return errors;
}

/**
 * The state and the sending of a confirmation by hand, shared by «Confirmado» and the statement import's «Confirmar a
 * mano» (docs/product.md#manual-confirmation). `submit` resolves true once the server confirmed, false when a field
 * is missing or wrong (said under it), and throws the server's refusal for the caller to show.
 */
export function usePaymentConfirmation({
  transactionId,
  buyers,
  statementLine,
}: {
  transactionId: string;
  buyers: readonly string[];
  statementLine?: StatementLineProof;
}) {
  const today = todayIsoDateInMadrid(new Date());
  const [form, setForm] = useState<Form>(() => ({
    payer: statementLine ? OTHER_PAYER : buyers.length === 1 ? buyers[0]! : '',
    otherName: statementLine?.payerName ?? '',
    iban: statementLine?.payerIban ? formatIban(statementLine.payerIban) : '',
    valueDate: statementLine?.valueDate ?? today,
    proof: statementLine ? 'line' : 'pdf',
    advice: null,
    line: statementLine?.evidence ?? '',
    reason: '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const markPaid = useMarkPaid();
  const errors = submitted ? validate(form, today, statementLine) : {};
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const submit = async (): Promise<boolean> => {
    setSubmitted(true);
    if (Object.keys(validate(form, today, statementLine)).length > 0) return false;
    const other = form.payer === OTHER_PAYER;
    const body: ByHandConfirmation = {
      payer_name: statementLine ? statementLine.payerName : other ? form.otherName.trim() : form.payer,
      payer_iban: normalizeIban(form.iban),
      value_date: form.valueDate,
      evidence: statementLine
        ? statementLine.evidence
        : form.proof === 'pdf' && form.advice
          ? await base64Of(form.advice)
          : form.line.trim(),
      ...(other || statementLine ? { reason: form.reason.trim() } : {}),
    };
    await markPaid.mutateAsync({ transactionId, byHand: body });
    return true;
  };

  return { form, set, errors, submit, pending: markPaid.isPending, today, buyers, statementLine };
}

export type PaymentConfirmation = ReturnType<typeof usePaymentConfirmation>;

/** The fields of a confirmation by hand: the payer, the ordering IBAN, the value date, the proof and, if due, why. */
export function PaymentConfirmationFields({ confirmation }: { confirmation: PaymentConfirmation }) {
  const { form, set, errors, today, buyers, statementLine } = confirmation;
  const other = form.payer === OTHER_PAYER;
  const payerOptions = [
    { value: '', label: 'Elige quién pagó' },
    ...buyers.map((name) => ({ value: name, label: name })),
    { value: OTHER_PAYER, label: 'Otra persona' },
  ];
  return (
    <>
      {statementLine ? (
        <p className="text-sm text-stone-800">
          {statementLine.payerName ? (
            <>
              Ordenante según el extracto: <strong>{statementLine.payerName}</strong>
            </>
          ) : (
            'El extracto no dice quién hizo la transferencia.'
          )}
        </p>
      ) : (
        <>
          <SelectField
            label="Ordenante"
            required
            options={payerOptions}
            value={form.payer}
            error={other ? null : errors.payer}
            hint="Quién hizo la transferencia, según el aviso o el extracto del banco."
            onChange={(event) => set({ payer: event.target.value })}
          />
          {other ? (
            <TextField
              label="Nombre del ordenante"
              required
              maxLength={200}
              value={form.otherName}
              error={errors.payer}
              hint="Tal como lo dice el banco."
              onChange={(event) => set({ otherName: event.target.value })}
            />
          ) : null}
        </>
      )}
      <TextField
        label="IBAN del ordenante"
        required
        autoComplete="off"
        value={form.iban}
        error={errors.iban}
        hint={
          statementLine?.payerIban
            ? 'La cuenta desde la que llegó el dinero, según el extracto: su país cuenta para identificar al comprador.'
            : 'La cuenta desde la que llegó el dinero: su país cuenta para identificar al comprador.'
        }
        onChange={(event) => set({ iban: event.target.value })}
      />
      <TextField
        label="Fecha valor"
        type="date"
        required
        max={today}
        value={form.valueDate}
        error={errors.valueDate}
        onChange={(event) => set({ valueDate: event.target.value })}
      />
      {statementLine ? (
        <div className="text-sm text-stone-800">
          <p className="font-medium">Justificante: la línea del extracto</p>
          <p className="mt-1 rounded-lg bg-stone-100 p-2 font-mono text-xs break-words">{statementLine.evidence}</p>
        </div>
      ) : (
        <>
          <SelectField
            label="Justificante del banco"
            required
            options={[
              { value: 'pdf', label: 'Aviso de abono en PDF' },
              { value: 'line', label: 'Línea del extracto (texto)' },
            ]}
            value={form.proof}
            onChange={(event) => set({ proof: event.target.value as Proof })}
          />
          {form.proof === 'pdf' ? (
            <AdviceInput error={errors.advice} onChoose={(advice) => set({ advice })} />
          ) : (
            <TextAreaField
              label="Línea del extracto"
              required
              rows={3}
              value={form.line}
              error={errors.line}
              hint="Cópiala tal como la muestra el banco: fecha, ordenante, concepto e importe."
              onChange={(event) => set({ line: event.target.value })}
            />
          )}
        </>
      )}
      {other || statementLine ? (
        <TextAreaField
          label={statementLine ? 'Motivo para aceptar este pago' : 'Motivo para aceptar el pago de otra persona'}
          required
          rows={3}
          maxLength={MAX_REASON_LENGTH}
          value={form.reason}
          error={errors.reason}
          hint={
            statementLine
              ? 'El ordenante no es exactamente ninguno de los compradores: explica por qué se acepta (al menos 20 caracteres), por ejemplo que lo pagó un familiar del comprador desde su cuenta. Queda en el historial del contrato y en el expediente.'
              : 'El ordenante no es ninguno de los compradores: explica por qué se acepta (al menos 20 caracteres). Queda en el historial del contrato y en el expediente.'
          }
          onChange={(event) => set({ reason: event.target.value })}
        />
      ) : null}
    </>
  );
}

function AdviceInput({ error, onChoose }: { error: string | undefined; onChoose: (file: File | null) => void }) {
  return (
    <Field label="Aviso de abono del banco (PDF)" required error={error}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          type="file"
          accept="application/pdf"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-medium file:text-white hover:file:bg-brand-800"
        />
      )}
    </Field>
  );
}
