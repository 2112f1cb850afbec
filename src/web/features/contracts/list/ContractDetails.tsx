import { useQuery } from '@tanstack/react-query';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { isAwaitingSignatures } from '#shared/contract-lifecycle/index.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { BuyerFilesPanel } from '#web/features/buyer-file/index.ts';
import { signingLinksQuery } from '#web/features/contracts/evidence/evidence-api.ts';
import { EvidenceTimeline } from '#web/features/contracts/evidence/EvidenceTimeline.tsx';
import { ContractOutcome } from '#web/features/contracts/outcome/ContractOutcome.tsx';
import { PrePaymentWarnings } from '#web/features/payments/index.ts';
import { formatFileSize } from '#web/lib/file-size.ts';
import { Button } from '#web/ui/Button.tsx';

import { SigningLinks } from './SigningLinks';
import type { ContractActions } from './use-contract-actions';

/** Buyers can still sign: the links are alive (an archived contract's are dead). */
const awaitingBuyers = (contract: ContractDto) =>
  isAwaitingSignatures(contract.status) && contract.archived_at === null;

/** Whether any signing link was mailed yet: the first send asks to whom, 'Reenviar enlace' comes only after it. */
function useLinksSent(contract: ContractDto): boolean {
  const states = useQuery({ ...signingLinksQuery(contract.id), enabled: awaitingBuyers(contract) }).data;
  return states?.some((state) => state.sent_at !== null) ?? false;
}

/** Every contract has a details area: at least its evidence timeline. */
export const hasContractDetails = (_contract: ContractDto) => true;

/** When and why it was cancelled or archived (docs/product.md §5.3). */
function LifecycleNote({ contract }: { contract: ContractDto }) {
  if (contract.archived_at === null && contract.cancelled_at === null) return null;
  return (
    <dl className="space-y-1 text-sm text-stone-700">
      {contract.cancelled_at ? (
        <div>
          <dt className="inline font-semibold text-stone-800">
            Cancelado el {formatDateTime(contract.cancelled_at)}.{' '}
          </dt>
          <dd className="inline">Motivo: {contract.cancel_reason}</dd>
        </div>
      ) : null}
      {contract.archived_at ? (
        <div>
          <dt className="inline font-semibold text-stone-800">Archivado el {formatDateTime(contract.archived_at)}. </dt>
          <dd className="inline">
            Sus enlaces de firma ya no funcionan; se conservan todos sus datos, documentos y el PDF.
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** While buyers are due to sign: 'Enviar Emails a Compradores' and each link; the attachments; the evidence. */
export function ContractDetails({
  contract,
  actions,
  size,
}: {
  contract: ContractDto;
  actions: ContractActions;
  size: 'sm' | 'md';
}) {
  const linksSent = useLinksSent(contract);
  return (
    <div className="space-y-4">
      <PrePaymentWarnings warnings={contract.pre_payment_warnings.map((warning) => warning.message)} />
      <LifecycleNote contract={contract} />
      <ContractOutcome contract={contract} size={size} />
      {awaitingBuyers(contract) ? (
        <>
          <Button
            size={size}
            onClick={() => void actions.sendEmails(contract, { firstSend: !linksSent })}
            disabled={actions.busy}
            className="w-full sm:w-auto"
          >
            Enviar Emails a Compradores
          </Button>
          <SigningLinks contractId={contract.id} buyers={contract.buyers} />
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
      <BuyerFilesPanel contract={contract} />
      <EvidenceTimeline contractId={contract.id} />
    </div>
  );
}
