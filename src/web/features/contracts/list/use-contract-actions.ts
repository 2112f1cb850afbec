import type { PaymentInstructionsDto } from '../../../../shared/api/api-types';
import type { ContractDto } from '../../../../shared/api/contract-dtos';
import { getContractType } from '../../../../shared/contract-types';
import { errorWithDetail, saveBlob } from '../../../lib/api-client';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/Toast';
import {
  fetchContractAttachment,
  fetchContractPdf,
  useAdminSign,
  useCreatePaymentLink,
  useDeleteContract,
  useSendSignatureEmails,
} from '../api';
import { shortId } from '../format';

/** Every row action with the spec's §8 success and error texts. */
export function useContractActions(onPaymentLink: (instructions: PaymentInstructionsDto) => void) {
  const toast = useToast();
  const confirm = useConfirm();
  const sign = useAdminSign();
  const send = useSendSignatureEmails();
  const remove = useDeleteContract();
  const payment = useCreatePaymentLink();

  return {
    busy: sign.isPending || send.isPending || remove.isPending || payment.isPending,
    async sign(contract: ContractDto) {
      try {
        await sign.mutateAsync(contract.id);
        toast.success('Contrato firmado por el administrador');
      } catch (error) {
        toast.error(errorWithDetail('Error al firmar el contrato', error));
      }
    },
    async sendEmails(contract: ContractDto) {
      try {
        await send.mutateAsync(contract.id);
        toast.success('Emails de firma enviados exitosamente');
      } catch (error) {
        toast.error(errorWithDetail('Error al enviar emails', error));
      }
    },
    async remove(contract: ContractDto) {
      const confirmed = await confirm({
        title: 'Eliminar contrato',
        message: '¿Estás seguro de que quieres eliminar este contrato?',
      });
      if (!confirmed) return;
      try {
        await remove.mutateAsync(contract.id);
        toast.success('Contrato eliminado exitosamente');
      } catch (error) {
        toast.error(errorWithDetail('Error al eliminar el contrato', error));
      }
    },
    async requestPayment(contract: ContractDto) {
      const paymentType = getContractType(contract.contract_type)?.payment.payment_type;
      try {
        if (!paymentType) throw new Error('unknown contract type');
        onPaymentLink(await payment.mutateAsync({ contract_id: contract.id, payment_type: paymentType }));
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
