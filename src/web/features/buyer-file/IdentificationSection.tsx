import { useState } from 'react';

import { formatDateTime } from '#shared/format/dates.ts';
import {
  IDENTIFICATION_MEASURE_LABELS,
  IDENTIFICATION_MEASURES,
  type IdentificationMeasure,
} from '#shared/identity/buyer-identification.ts';
import type { AdminBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import type { IdentificationDto } from '#shared/schemas/identification-schema.ts';
import { MAX_REASON_LENGTH, reasonError } from '#shared/schemas/reason-schema.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useIdentificationMeasure } from './buyer-file-admin-api';

const REASON_LABEL = 'La descripción de la medida';

/** The payment behind the identification: who paid, from which account and its country (outside the EU/EEA said). */
function paymentLine(payment: NonNullable<IdentificationDto['payment']>): string {
  const account = payment.payer_iban
    ? `${payment.payer_iban}${payment.country ? ` (${payment.country})` : ''}${payment.eu_eea === false ? ' — fuera de la UE/EEE' : ''}`
    : 'cuenta ordenante no consta';
  return `Pago de ${payment.payer_name ?? 'ordenante sin indicar'} desde ${account}${payment.value_date ? `, fecha valor ${payment.value_date}` : ''}.`;
}

/**
 * How this buyer's identity was verified, or what is still missing (docs/product.md#identified-buyers): the payer
 * check of RD 304/2014 art. 21.1.c, or the measure an owner records here — once, with a reason that says what was done.
 */
export function IdentificationSection({ contractId, file }: { contractId: string; file: AdminBuyerFileDto }) {
  const identification = file.identification;
  if (!identification) return null;
  return (
    <section aria-label="Identificación" className="space-y-2">
      <h5 className="text-sm font-semibold text-stone-800">Identificación</h5>
      {identification.open_item ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Identificación por completar: {identification.label}
        </p>
      ) : (
        <p className="text-sm text-stone-700">
          {identification.verified ? 'Identidad verificada: ' : ''}
          {identification.label}
        </p>
      )}
      {identification.payment ? <p className="text-sm text-stone-700">{paymentLine(identification.payment)}</p> : null}
      {identification.reason && identification.method !== 'payer_check' ? (
        <p className="text-sm text-stone-700">
          Medida registrada por {identification.by ?? '—'}
          {identification.at ? `, ${formatDateTime(identification.at)}` : ''}: {identification.reason}
        </p>
      ) : null}
      {identification.verified ? null : <MeasureForm contractId={contractId} buyerId={file.buyer_id} />}
    </section>
  );
}

function MeasureForm({ contractId, buyerId }: { contractId: string; buyerId: number }) {
  const [measure, setMeasure] = useState<IdentificationMeasure | ''>('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const record = useIdentificationMeasure(contractId, buyerId);
  const toast = useToast();
  const measureProblem = submitted && measure === '' ? 'Elige la medida que se tomó' : null;
  // The same rule as the API (docs/product.md#reasons), said under the field before sending.
  const reasonProblem = submitted ? reasonError(reason, REASON_LABEL) : null;
  const save = async () => {
    setSubmitted(true);
    if (measure === '' || reasonError(reason, REASON_LABEL)) return;
    try {
      await record.mutateAsync({ measure, reason: reason.trim() });
      toast.success('Medida de identificación registrada');
    } catch (failure) {
      toast.error(errorWithDetail('Error al registrar la medida', failure));
    }
  };
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <SelectField
        label="Medida de identificación"
        required
        value={measure}
        error={measureProblem}
        onChange={(event) => setMeasure(event.target.value as IdentificationMeasure | '')}
        options={[
          { value: '', label: 'Elige' },
          ...IDENTIFICATION_MEASURES.map((value) => ({ value, label: IDENTIFICATION_MEASURE_LABELS[value] })),
        ]}
      />
      <TextAreaField
        label="Qué se hizo"
        required
        rows={2}
        maxLength={MAX_REASON_LENGTH}
        value={reason}
        error={reasonProblem}
        hint="Quién lo comprobó, cuándo y con qué documento. Se registra una sola vez y queda en el expediente y su exportación."
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={record.isPending}>
        Registrar medida
      </Button>
    </form>
  );
}
