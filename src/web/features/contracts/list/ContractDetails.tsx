import type { ContractDto } from '../../../../shared/api/contract-dtos';
import { Button } from '../../../ui/Button';
import { formatFileSize } from '../format';
import { SigningLinks } from './SigningLinks';
import type { ContractActions } from './use-contract-actions';

const AWAITING_BUYERS = new Set(['pending_signature', 'partially_signed']);

/** Whether a contract has anything for the details area: buyers due to sign, or attachments. */
export const hasContractDetails = (contract: ContractDto) =>
  AWAITING_BUYERS.has(contract.status) || contract.attachments.length > 0;

/** While buyers are due to sign: 'Enviar Emails a Compradores' and each link; then the attachments. */
export function ContractDetails({ contract, actions, size }: { contract: ContractDto; actions: ContractActions; size: 'sm' | 'md' }) {
  return (
    <div className="space-y-4">
      {AWAITING_BUYERS.has(contract.status) ? (
        <>
          <Button size={size} onClick={() => void actions.sendEmails(contract)} disabled={actions.busy} className="w-full sm:w-auto">
            Enviar Emails a Compradores
          </Button>
          <SigningLinks buyers={contract.buyers} />
        </>
      ) : null}
      {contract.attachments.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-stone-800">Documentos adjuntos</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {contract.attachments.map((file) => (
              <li key={file.index} className="min-w-0 max-w-full">
                <Button
                  size={size}
                  variant="ghost"
                  className="max-w-full text-left"
                  onClick={() => void actions.downloadAttachment(contract, file.index, file.filename)}
                >
                  <span aria-hidden="true">⬇</span>
                  <span className="min-w-0 break-all">
                    {file.filename} <span className="font-normal text-stone-600">({formatFileSize(file.size)})</span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
