import type { ContractDto } from '../../../../shared/contract-dtos';
import { formatDate } from '../../../../shared/dates';
import { Button } from '../../../ui/Button';
import { ContractStatusBadge } from '../ContractStatusBadge';
import { formatFileSize, shortId } from '../format';
import { BuyerSummary } from './BuyerSummary';
import { SigningLinks } from './SigningLinks';
import type { ContractActions } from './use-contract-actions';

const AWAITING_BUYERS = new Set(['pending_signature', 'partially_signed']);

/** One contract: summary cells, actions and, while buyers are due to sign, links and documents. */
export function ContractRow({ contract, actions }: { contract: ContractDto; actions: ContractActions }) {
  const awaitingBuyers = AWAITING_BUYERS.has(contract.status);
  const hasDetails = awaitingBuyers || contract.attachments.length > 0;
  const label = `${contract.contract_type_name} ${shortId(contract.id)}`;
  return (
    <>
      <tr className="align-top">
        <td className="px-4 py-4">
          <p className="font-medium text-stone-900">{contract.contract_type_name}</p>
          <p className="font-mono text-xs text-stone-500">{shortId(contract.id)}</p>
        </td>
        <td className="px-4 py-4">
          <BuyerSummary buyers={contract.buyers} />
        </td>
        <td className="px-4 py-4">
          <ContractStatusBadge status={contract.status} />
        </td>
        <td className="whitespace-nowrap px-4 py-4 text-sm text-stone-700">{formatDate(contract.created_at)}</td>
        <td className="px-4 py-4">
          <div className="flex flex-wrap gap-2">
            {contract.status === 'draft' ? (
              <Button size="sm" onClick={() => void actions.sign(contract)} disabled={actions.busy} aria-label={`Firmar ${label}`}>
                Firmar
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={() => void actions.downloadPdf(contract)} aria-label={`PDF de ${label}`}>
              PDF
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void actions.requestPayment(contract)} disabled={actions.busy} aria-label={`Pago de ${label}`}>
              Pago
            </Button>
            <Button size="sm" variant="danger" onClick={() => void actions.remove(contract)} disabled={actions.busy} aria-label={`Eliminar ${label}`}>
              Eliminar
            </Button>
          </div>
        </td>
      </tr>
      {hasDetails ? (
        <tr>
          <td colSpan={5} className="border-t border-dashed border-stone-200 bg-stone-50 px-4 py-4">
            <div className="space-y-4">
              {awaitingBuyers ? (
                <>
                  <Button size="sm" onClick={() => void actions.sendEmails(contract)} disabled={actions.busy}>
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
                      <li key={file.index}>
                        <Button size="sm" variant="ghost" onClick={() => void actions.downloadAttachment(contract, file.index, file.filename)}>
                          ⬇ {file.filename} ({formatFileSize(file.size)})
                        </Button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}
