import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { formatDate } from '#shared/format/dates.ts';
import { BuyerFileFlags } from '#web/features/buyer-file/index.ts';
import { ContractStatusBadge } from '#web/ui/ContractStatusBadge.tsx';
import { ShortId } from '#web/ui/ShortId.tsx';

import { BuyerSummary } from './BuyerSummary';
import { ContractActionButtons } from './ContractActionButtons';
import { ContractDetails, hasContractDetails } from './ContractDetails';
import type { ContractActions } from './use-contract-actions';

/** One contract in the desktop table: summary cells, actions and, below, links and documents. */
export function ContractRow({ contract, actions }: { contract: ContractDto; actions: ContractActions }) {
  return (
    <>
      <tr className="align-top">
        <td className="px-4 py-4">
          <p className="font-medium text-stone-900">{contract.contract_type_name}</p>
          <p className="text-xs text-stone-600">
            <ShortId id={contract.id} />
          </p>
        </td>
        <td className="px-4 py-4">
          <BuyerSummary buyers={contract.buyers} />
        </td>
        <td className="px-4 py-4">
          <ContractStatusBadge status={contract.status} archived={contract.archived_at !== null} />
          <BuyerFileFlags contractId={contract.id} />
        </td>
        <td className="whitespace-nowrap px-4 py-4 text-sm text-stone-700">{formatDate(contract.created_at)}</td>
        <td className="px-4 py-4">
          <ContractActionButtons contract={contract} actions={actions} size="sm" layout="row" />
        </td>
      </tr>
      {hasContractDetails(contract) ? (
        <tr>
          <td colSpan={5} className="border-t border-dashed border-stone-200 bg-stone-50 px-4 py-4">
            <ContractDetails contract={contract} actions={actions} size="sm" />
          </td>
        </tr>
      ) : null}
    </>
  );
}
