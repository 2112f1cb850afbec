// Which row actions a contract offers (docs/product.md §5.3), kept pure so it is tested without a DOM.
import type { ContractDto } from '#shared/api/contract-dtos.ts';

export type RowAction = 'sign' | 'pdf' | 'payment' | 'cancel' | 'remove';

const CANCELLABLE = new Set(['pending_signature', 'partially_signed', 'signed']);

/** In display order. 'remove' reads 'Eliminar' on a draft and 'Archivar' on anything else. */
export function rowActions(contract: Pick<ContractDto, 'status' | 'archived_at'>): RowAction[] {
  const archived = contract.archived_at !== null;
  const actions: RowAction[] = [];
  if (contract.status === 'draft' && !archived) actions.push('sign');
  actions.push('pdf');
  if (!archived && contract.status !== 'cancelled') actions.push('payment');
  if (CANCELLABLE.has(contract.status)) actions.push('cancel');
  if (!archived) actions.push('remove');
  return actions;
}

export const removeLabel = (contract: Pick<ContractDto, 'status'>) =>
  contract.status === 'draft' ? 'Eliminar' : 'Archivar';

type ActionStyle = 'primary' | 'secondary' | 'danger';

/**
 * How each action looks: the ones that end something for good (Anular, Eliminar a draft) in red, each behind its
 * confirmation; Archivar only files a contract away, keeping every row (docs/product.md §5.3), so it stays neutral.
 */
export function actionStyle(action: RowAction, contract: Pick<ContractDto, 'status'>): ActionStyle {
  if (action === 'sign') return 'primary';
  if (action === 'cancel') return 'danger';
  if (action === 'remove') return contract.status === 'draft' ? 'danger' : 'secondary';
  return 'secondary';
}
