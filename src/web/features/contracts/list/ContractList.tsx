import type { ContractDto } from '#shared/api/contract-dtos.ts';

import { ContractCard } from './ContractCard';
import { ContractsTable } from './ContractsTable';
import type { ContractActions } from './use-contract-actions';
import { useMediaQuery } from './use-media-query';

/**
 * Tailwind's `xl`. The admin sidebar takes 16rem from `lg` up, so the five columns only have room
 * from here; narrower screens get one card per contract (two side by side on tablets).
 */
const WIDE_ENOUGH_FOR_TABLE = '(min-width: 80rem)';

export function ContractList({ contracts, actions }: { contracts: ContractDto[]; actions: ContractActions }) {
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_TABLE);
  if (wide) return <ContractsTable contracts={contracts} actions={actions} />;
  return (
    <ul aria-label="Contratos" className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
      {contracts.map((contract) => (
        <li key={contract.id}>
          <ContractCard contract={contract} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
