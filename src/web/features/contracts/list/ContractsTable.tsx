import type { ContractDto } from '#shared/api/contract-dtos.ts';

import { ContractRow } from './ContractRow';
import type { ContractActions } from './use-contract-actions';

export function ContractsTable({ contracts, actions }: { contracts: ContractDto[]; actions: ContractActions }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left">
        <caption className="sr-only">Contratos</caption>
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="w-[22%] px-4 py-3">
              Contrato
            </th>
            <th scope="col" className="w-[28%] px-4 py-3">
              Compradores
            </th>
            {/* As narrow as their content, so the actions keep to one line where they can. */}
            <th scope="col" className="w-px whitespace-nowrap px-4 py-3">
              Estado
            </th>
            <th scope="col" className="w-px whitespace-nowrap px-4 py-3">
              Fecha
            </th>
            <th scope="col" className="px-4 py-3">
              Acciones
            </th>
          </tr>
        </thead>
        {contracts.map((contract) => (
          <tbody key={contract.id} className="border-t border-stone-200">
            <ContractRow contract={contract} actions={actions} />
          </tbody>
        ))}
      </table>
    </div>
  );
}
