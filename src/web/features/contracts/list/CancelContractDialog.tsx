import { useState } from 'react';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { CANCEL_REASON_LABELS, cancelReasonsFor, type CancelReasonCode } from '#shared/contract-lifecycle/index.ts';
import { CANCEL_REASON_MAX, cancelContractSchema } from '#shared/schemas/contract-lifecycle-schema.ts';
import { zodIssuesToSpanish } from '#shared/schemas/zod-errors.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';

import type { ContractActions } from './use-contract-actions';

/** 'Anular': final, with a reason that goes into the contract's audit trail (docs/product.md §5.3). */
export function CancelContractDialog({ actions }: { actions: ContractActions }) {
  const contract = actions.cancelling;
  if (!contract) return null;
  return <CancelDialog key={contract.id} contract={contract} actions={actions} />;
}

/** Only the reasons that can apply to this contract's type: no doubled arras in a reservation. */
const reasonOptions = (contractType: string) => [
  { value: '', label: 'Elige el motivo' },
  ...cancelReasonsFor(contractType).map((code) => ({ value: code, label: CANCEL_REASON_LABELS[code] })),
];

function CancelDialog({ contract, actions }: { contract: ContractDto; actions: ContractActions }) {
  const [reason, setReason] = useState('');
  const [reasonCode, setReasonCode] = useState<CancelReasonCode | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const parsed = cancelContractSchema.safeParse({ reason });
  const error = submitted && !parsed.success ? zodIssuesToSpanish(parsed.error) : null;
  // The API accepts the free text alone (older clients); this screen asks for the category as well.
  const codeError = submitted && reasonCode === '' ? 'Elige el motivo de la anulación' : null;

  const submit = () => {
    setSubmitted(true);
    if (parsed.success && reasonCode !== '') void actions.confirmCancel(contract, parsed.data.reason, reasonCode);
  };

  return (
    <Dialog
      open
      onClose={actions.closeDialogs}
      title="Anular contrato"
      description={`${contract.contract_type_name} ${shortId(contract.id)}`}
      footer={
        <>
          {/* 'Cancelar' next to 'Anular contrato' would read as the same act: this one only closes. */}
          <Button variant="secondary" onClick={actions.closeDialogs}>
            Volver
          </Button>
          <Button variant="danger" onClick={submit} disabled={actions.busy}>
            Anular contrato
          </Button>
        </>
      }
    >
      <p className="mb-4 text-stone-700">
        La anulación es definitiva: el contrato pasará a «Cancelado», sus enlaces de firma y de pago dejarán de
        funcionar y nadie más podrá firmarlo. Se conservan el texto, las firmas, el registro de evidencias y los pagos.
      </p>
      <SelectField
        label="Motivo"
        required
        options={reasonOptions(contract.contract_type)}
        value={reasonCode}
        error={codeError}
        onChange={(event) => setReasonCode(event.target.value as CancelReasonCode | '')}
      />
      <TextAreaField
        label="Explicación"
        required
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        value={reason}
        error={error}
        hint="Queda registrada, con la fecha y la hora, en el historial del contrato, y se envía a cada comprador que recibió su enlace."
        onChange={(event) => setReason(event.target.value)}
      />
    </Dialog>
  );
}
