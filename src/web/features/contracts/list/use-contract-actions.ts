import { useState } from 'react';

import type { PaymentInstructionsDto } from '#shared/api/api-types.ts';
import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { isDraft, type CancelReasonCode } from '#shared/contract-lifecycle/index.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import {
  fetchContractAttachment,
  fetchContractPdf,
  useAdminSign,
  useCancelContract,
  useCreatePaymentLink,
  useDeleteContract,
  useSendSignatureEmails,
  type CancelRequest,
} from '#web/features/contracts/api.ts';
import { errorWithDetail, saveBlob } from '#web/lib/api-client.ts';
import { shortId } from '#web/lib/short-id.ts';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { useToast } from '#web/ui/Toast.tsx';

/** What archiving keeps, said before the administrator confirms (docs/product.md §5.3). */
const ARCHIVE_MESSAGE =
  'El contrato saldrá de la lista y sus enlaces de firma dejarán de funcionar. Se conservan los compradores, los ' +
  'documentos adjuntos, el texto firmado, las firmas, el registro de evidencias, los pagos y el PDF; podrás ' +
  'consultarlo y descargarlo en «Archivados».';

/** Every row action with its success and error texts; 'Firmar' and 'Anular' open their own dialogs. */
export function useContractActions(onPaymentLink: (instructions: PaymentInstructionsDto, warnings: string[]) => void) {
  const toast = useToast();
  const confirm = useConfirm();
  const sign = useAdminSign();
  const send = useSendSignatureEmails();
  const remove = useDeleteContract();
  const cancel = useCancelContract();
  const payment = useCreatePaymentLink();
  const [signing, setSigning] = useState<ContractDto | null>(null);
  const [cancelling, setCancelling] = useState<ContractDto | null>(null);

  return {
    busy: sign.isPending || send.isPending || remove.isPending || payment.isPending || cancel.isPending,
    /** The contract whose 'Firmar' dialog is open. */
    signing,
    /** The contract whose 'Anular' dialog is open. */
    cancelling,
    closeDialogs() {
      setSigning(null);
      setCancelling(null);
    },
    sign(contract: ContractDto) {
      setSigning(contract);
    },
    /** `signer`: the person the signature names, said in the toast ("…: Laura Vidal Roca, consejera delegada"). */
    async confirmSign(contract: ContractDto, signer: string | null = null, overrideReason?: string) {
      try {
        await sign.mutateAsync({ id: contract.id, overrideReason });
        setSigning(null);
        toast.success(
          signer ? `Contrato firmado por el administrador: ${signer}` : 'Contrato firmado por el administrador',
        );
      } catch (error) {
        toast.error(errorWithDetail('Error al firmar el contrato', error));
      }
    },
    cancel(contract: ContractDto) {
      setCancelling(contract);
    },
    async confirmCancel(
      contract: ContractDto,
      reason: string,
      reasonCode: CancelReasonCode,
      extra?: CancelRequest['extra'],
    ) {
      try {
        const answer = await cancel.mutateAsync({ id: contract.id, reason, reasonCode, extra });
        setCancelling(null);
        // Mutual agreement cancels nothing yet: the agreement goes to every party to sign.
        toast.success(
          answer.termination ? 'Acuerdo de resolución enviado a las partes para firmar' : 'Contrato anulado',
        );
      } catch (error) {
        toast.error(errorWithDetail('Error al anular el contrato', error));
      }
    },
    /**
     * 'Enviar Emails a Compradores'. The first send mails every buyer their signing link, for good: it says to whom
     * first (docs/product.md#last-look).
     */
    async sendEmails(contract: ContractDto, { firstSend }: { firstSend: boolean } = { firstSend: false }) {
      if (firstSend) {
        const recipients = contract.buyers.filter((buyer) => buyer.signed_at === null);
        const confirmed = await confirm({
          title: 'Enviar Emails a Compradores',
          message: `Se enviará a cada comprador su enlace de firma, en su idioma: ${recipients
            .map((buyer) => `${buyer.name} (${buyer.email})`)
            .join(', ')}. ¿Enviar ahora?`,
          confirmLabel: 'Enviar',
          destructive: false,
        });
        if (!confirmed) return;
      }
      try {
        await send.mutateAsync(contract.id);
        toast.success('Emails de firma enviados exitosamente');
      } catch (error) {
        toast.error(errorWithDetail('Error al enviar emails', error));
      }
    },
    /** 'Eliminar' on a draft; 'Archivar' on anything else. */
    async remove(contract: ContractDto) {
      const draft = isDraft(contract.status);
      const confirmed = await confirm(
        draft
          ? { title: 'Eliminar contrato', message: '¿Estás seguro de que quieres eliminar este contrato?' }
          : { title: 'Archivar contrato', message: ARCHIVE_MESSAGE, confirmLabel: 'Archivar', destructive: false },
      );
      if (!confirmed) return;
      try {
        const result = await remove.mutateAsync(contract.id);
        toast.success(result.deleted ? 'Contrato eliminado exitosamente' : 'Contrato archivado exitosamente');
      } catch (error) {
        toast.error(errorWithDetail(draft ? 'Error al eliminar el contrato' : 'Error al archivar el contrato', error));
      }
    },
    async requestPayment(contract: ContractDto) {
      const paymentType = getContractType(contract.contract_type)?.payment.payment_type;
      try {
        if (!paymentType) throw new Error('unknown contract type');
        const instructions = await payment.mutateAsync({ contract_id: contract.id, payment_type: paymentType });
        // What the buyer must have before paying on account and does not: the modal says it above the link.
        onPaymentLink(
          instructions,
          contract.pre_payment_warnings.map((warning) => warning.message),
        );
      } catch (error) {
        toast.error(errorWithDetail('Error al generar enlace de pago', error));
      }
    },
    async downloadPdf(contract: ContractDto) {
      try {
        saveBlob(await fetchContractPdf(contract.id), `contrato-${shortId(contract.id)}.pdf`);
      } catch {
        toast.error('Error al descargar el PDF');
      }
    },
    async downloadAttachment(contract: ContractDto, index: number, filename: string) {
      try {
        saveBlob(await fetchContractAttachment(contract.id, index), filename);
      } catch {
        toast.error('Error al descargar el documento');
      }
    },
  };
}

export type ContractActions = ReturnType<typeof useContractActions>;
