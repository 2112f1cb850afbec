import { useState } from 'react';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { CANCEL_REASON_LABELS, cancelReasonsFor, type CancelReasonCode } from '#shared/contract-lifecycle/index.ts';
import { CANCEL_REASON_MAX, cancelContractSchema } from '#shared/schemas/contract-lifecycle-schema.ts';
import { zodIssuesToSpanish } from '#shared/schemas/zod-errors.ts';
import type { CancelRequest } from '#web/features/contracts/api.ts';
import { useTermination } from '#web/features/contracts/termination/termination-api.ts';
import { TerminationPanel } from '#web/features/contracts/termination/TerminationPanel.tsx';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { MailPreviewList, useMailPreview } from '../mail-preview/MailPreview';
import type { ContractActions } from './use-contract-actions';

/** 'Anular': final, with a reason that goes into the contract's audit trail (docs/product.md §5.3). */
export function CancelContractDialog({ actions }: { actions: ContractActions }) {
  const contract = actions.cancelling;
  if (!contract) return null;
  return <CancelDialog key={contract.id} contract={contract} actions={actions} />;
}

/**
 * Only the reasons that can apply to this contract: no doubled arras in a reservation, and no "error" once a buyer
 * signed — the company alone cannot say a signed contract never existed (docs/product.md#cancelling-a-contract).
 */
const reasonOptions = (contract: ContractDto) => {
  const anySigned = contract.buyers.some((buyer) => buyer.signed_at !== null);
  return [
    { value: '', label: 'Elige el motivo' },
    ...cancelReasonsFor(contract.contract_type)
      .filter((code) => !(code === 'error' && anySigned))
      .map((code) => ({ value: code, label: CANCEL_REASON_LABELS[code] })),
  ];
};

type Offer = { amount: string; deadline: string; expiresOn: string };

/** The fields the server takes besides the reason: the communication's day, or the termination offer. */
function extraOf(reasonCode: CancelReasonCode | '', received: string, offer: Offer): CancelRequest['extra'] {
  if (reasonCode === 'condition_not_met') return { communication_received_on: received };
  if (reasonCode !== 'mutual_agreement') return undefined;
  const amount = offer.amount.trim() === '' ? undefined : Number(offer.amount.replace(',', '.'));
  return {
    ...(amount !== undefined ? { amount } : {}),
    ...(offer.deadline ? { deadline: offer.deadline } : {}),
    ...(offer.expiresOn ? { expires_on: offer.expiresOn } : {}),
  };
}

function CancelDialog({ contract, actions }: { contract: ContractDto; actions: ContractActions }) {
  const [reason, setReason] = useState('');
  const [reasonCode, setReasonCode] = useState<CancelReasonCode | ''>('');
  const [received, setReceived] = useState('');
  const [offer, setOffer] = useState<Offer>({ amount: '', deadline: '', expiresOn: '' });
  const [submitted, setSubmitted] = useState(false);
  const termination = useTermination(contract.id).data ?? null;
  const parsed = cancelContractSchema.safeParse({ reason });
  const error = submitted && !parsed.success ? zodIssuesToSpanish(parsed.error) : null;
  // The API accepts the free text alone (older clients); this screen asks for the category as well.
  const codeError = submitted && reasonCode === '' ? 'Elige el motivo de la anulación' : null;
  const receivedError =
    submitted && reasonCode === 'condition_not_met' && received === ''
      ? 'Indica el día en que recibisteis la comunicación del comprador'
      : null;
  const mutual = reasonCode === 'mutual_agreement';

  const preview = useMailPreview(`/api/cms/contracts/${contract.id}/cancel/preview`);
  const extra = extraOf(reasonCode, received, offer);
  const body =
    parsed.success && reasonCode !== '' ? { reason: parsed.data.reason, reason_code: reasonCode, ...extra } : null;
  // The notice each buyer will receive is shown before the contract is cancelled for good (docs/product.md#last-look).
  const previewed = body ? preview.mailsFor(body) : null;
  const [previewError, setPreviewError] = useState<string | null>(null);

  const submit = async () => {
    setSubmitted(true);
    if (!body || reasonCode === '' || (reasonCode === 'condition_not_met' && received === '')) return;
    // A mutual agreement notifies nobody until every party signed it: there is no notice to show yet.
    if (mutual) {
      void actions.confirmCancel(contract, body.reason, reasonCode, extra);
      return;
    }
    if (previewed === null) {
      try {
        setPreviewError(null);
        await preview.load(body);
      } catch (problem) {
        setPreviewError(problem instanceof Error ? problem.message : 'No se pudo preparar el aviso.');
      }
      return;
    }
    void actions.confirmCancel(contract, body.reason, reasonCode, extra);
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
          <Button
            variant={mutual || previewed !== null ? 'danger' : 'primary'}
            onClick={() => void submit()}
            disabled={actions.busy || preview.isPending}
          >
            {mutual
              ? 'Enviar acuerdo de resolución'
              : previewed === null
                ? 'Ver el aviso a los compradores'
                : 'Anular contrato'}
          </Button>
        </>
      }
    >
      {termination ? <TerminationPanel contractId={contract.id} termination={termination} /> : null}
      <p className="mb-4 text-stone-700">
        {mutual
          ? 'El mutuo acuerdo es de todas las partes: se envía un acuerdo de resolución que firman la empresa (una persona con poderes) y cada comprador desde su enlace. El contrato no se anula, ni se avisa a nadie de que termina, hasta que lo han firmado todos (o subes el acuerdo firmado en papel).'
          : 'La anulación es definitiva: el contrato pasará a «Cancelado», sus enlaces de firma y de pago dejarán de funcionar y nadie más podrá firmarlo. Se conservan el texto, las firmas, el registro de evidencias y los pagos.'}
      </p>
      <SelectField
        label="Motivo"
        required
        options={reasonOptions(contract)}
        value={reasonCode}
        error={codeError}
        onChange={(event) => setReasonCode(event.target.value as CancelReasonCode | '')}
      />
      {reasonCode === 'condition_not_met' ? (
        <TextField
          label="Día en que recibisteis la comunicación del comprador"
          type="date"
          required
          value={received}
          error={receivedError}
          hint="El plazo de devolución que fija el contrato se cuenta desde ese día."
          onChange={(event) => setReceived(event.target.value)}
        />
      ) : null}
      {mutual ? (
        <>
          <TextField
            label="Importe a devolver (€)"
            inputMode="decimal"
            value={offer.amount}
            hint="Vacío: todo lo entregado según el contrato firmado (nunca más)."
            onChange={(event) => setOffer({ ...offer, amount: event.target.value })}
          />
          <TextField
            label="Devolver como muy tarde el"
            type="date"
            value={offer.deadline}
            hint="Vacío: el plazo de devolución del contrato firmado, contado desde hoy."
            onChange={(event) => setOffer({ ...offer, deadline: event.target.value })}
          />
          <TextField
            label="La oferta caduca el"
            type="date"
            value={offer.expiresOn}
            hint="Vacío: dentro de 15 días. Pasada esa fecha, ya no se puede firmar."
            onChange={(event) => setOffer({ ...offer, expiresOn: event.target.value })}
          />
        </>
      ) : null}
      <TextAreaField
        label="Explicación"
        required
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        value={reason}
        error={error}
        hint="Al menos 20 caracteres que expliquen el porqué. Queda registrada, con la fecha y la hora, en el historial del contrato, y se envía a cada comprador que recibió su enlace."
        onChange={(event) => setReason(event.target.value)}
      />
      {previewError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {previewError}
        </p>
      ) : null}
      {previewed ? <MailPreviewList mails={previewed} /> : null}
    </Dialog>
  );
}
