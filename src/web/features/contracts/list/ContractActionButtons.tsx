import { useId, type ReactNode } from 'react';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';

import { actionStyle, removeLabel, rowActions, type RowAction } from './contract-actions-model';
import type { ContractActions } from './use-contract-actions';

/**
 * Firmar (drafts only), PDF, Pago, Anular and Eliminar/Archivar (docs/product.md §4–5). Each button's accessible
 * name is exactly its visible word; which contract it acts on is its description, since every row repeats them.
 */
export function ContractActionButtons({
  contract,
  actions,
  size,
  layout,
}: {
  contract: ContractDto;
  actions: ContractActions;
  size: 'sm' | 'md';
  /** `grid`: equal finger-sized cells on cards. */
  layout: 'row' | 'grid';
}) {
  const descriptionId = useId();
  const available = rowActions(contract);
  const buttons: Record<RowAction, { label: string; onClick: () => void; busy: boolean }> = {
    sign: { label: 'Firmar', onClick: () => actions.sign(contract), busy: true },
    pdf: { label: 'PDF', onClick: () => void actions.downloadPdf(contract), busy: false },
    payment: { label: 'Pago', onClick: () => void actions.requestPayment(contract), busy: true },
    cancel: { label: 'Anular', onClick: () => actions.cancel(contract), busy: true },
    remove: { label: removeLabel(contract), onClick: () => void actions.remove(contract), busy: true },
  };
  const columns = ({ 1: 'grid-cols-1', 3: 'grid-cols-3' } as Record<number, string>)[available.length] ?? 'grid-cols-2';
  return (
    <div className={layout === 'row' ? 'flex flex-wrap gap-2' : `grid gap-2 ${columns}`}>
      <span id={descriptionId} className="sr-only">
        {contract.contract_type_name} {shortId(contract.id)}
      </span>
      {available.map((action): ReactNode => {
        const button = buttons[action];
        return (
          <Button
            key={action}
            size={size}
            variant={actionStyle(action, contract)}
            onClick={button.onClick}
            disabled={button.busy && actions.busy}
            aria-describedby={descriptionId}
          >
            {button.label}
          </Button>
        );
      })}
    </div>
  );
}
