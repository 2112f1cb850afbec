import type { ContractDto } from '../../../../shared/api/contract-dtos';
import { Button } from '../../../ui/Button';
import { shortId } from '../format';
import type { ContractActions } from './use-contract-actions';

/**
 * Firmar (drafts only), PDF, Pago and Eliminar (spec §2). Each accessible name says which contract
 * it acts on, since every row or card repeats the same visible words.
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
  /** `grid`: equal finger-sized cells on cards (two rows of two, or one row of three). */
  layout: 'row' | 'grid';
}) {
  const label = `${contract.contract_type_name} ${shortId(contract.id)}`;
  const canSign = contract.status === 'draft';
  const className = layout === 'row' ? 'flex flex-wrap gap-2' : `grid gap-2 ${canSign ? 'grid-cols-2' : 'grid-cols-3'}`;
  return (
    <div className={className}>
      {canSign ? (
        <Button size={size} onClick={() => void actions.sign(contract)} disabled={actions.busy} aria-label={`Firmar ${label}`}>
          Firmar
        </Button>
      ) : null}
      <Button size={size} variant="secondary" onClick={() => void actions.downloadPdf(contract)} aria-label={`PDF de ${label}`}>
        PDF
      </Button>
      <Button
        size={size}
        variant="secondary"
        onClick={() => void actions.requestPayment(contract)}
        disabled={actions.busy}
        aria-label={`Pago de ${label}`}
      >
        Pago
      </Button>
      <Button
        size={size}
        variant="danger"
        onClick={() => void actions.remove(contract)}
        disabled={actions.busy}
        aria-label={`Eliminar ${label}`}
      >
        Eliminar
      </Button>
    </div>
  );
}
