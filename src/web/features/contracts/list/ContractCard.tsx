import { useId } from 'react';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { formatDate } from '#shared/format/dates.ts';
import { BuyerFileFlags } from '#web/features/buyer-file/index.ts';
import { ContractStatusBadge } from '#web/ui/ContractStatusBadge.tsx';
import { ShortId } from '#web/ui/ShortId.tsx';

import { BuyerSummary } from './BuyerSummary';
import { ContractActionButtons } from './ContractActionButtons';
import { ContractDetails, hasContractDetails } from './ContractDetails';
import type { ContractActions } from './use-contract-actions';

/** One contract on a phone: the table's columns stacked, with finger-sized buttons. */
export function ContractCard({ contract, actions }: { contract: ContractDto; actions: ContractActions }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="space-y-4 p-4">
        <header>
          <h3 id={titleId} className="font-semibold text-stone-900">
            {contract.contract_type_name}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
            <ContractStatusBadge status={contract.status} archived={contract.archived_at !== null} />
            <ShortId id={contract.id} />
            <span>{formatDate(contract.created_at)}</span>
          </div>
          <BuyerFileFlags contractId={contract.id} />
        </header>
        <section aria-label="Compradores">
          <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-600">Compradores</h4>
          <BuyerSummary buyers={contract.buyers} />
        </section>
        <ContractActionButtons contract={contract} actions={actions} size="md" layout="grid" />
      </div>
      {hasContractDetails(contract) ? (
        <div className="border-t border-dashed border-stone-200 bg-stone-50 p-4">
          <ContractDetails contract={contract} actions={actions} size="md" />
        </div>
      ) : null}
    </article>
  );
}
