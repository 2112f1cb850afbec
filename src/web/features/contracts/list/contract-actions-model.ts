// Which row actions a contract offers (docs/product.md §5.3), kept pure so it is tested without a DOM.
import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { canTransition, isCancelled, isDraft } from '#shared/contract-lifecycle/index.ts';

export type RowAction = 'sign' | 'pdf' | 'payment' | 'cancel' | 'remove';

/** In display order. 'remove' reads 'Eliminar' on a draft and 'Archivar' on anything else. */
export function rowActions(contract: Pick<ContractDto, 'status' | 'archived_at'>): RowAction[] {
  const archived = contract.archived_at !== null;
  const actions: RowAction[] = [];
  if (canTransition(contract.status, 'admin_sign') && !archived) actions.push('sign');
  actions.push('pdf');
  if (!archived && !isCancelled(contract.status)) actions.push('payment');
  if (canTransition(contract.status, 'cancel')) actions.push('cancel');
  if (!archived) actions.push('remove');
  return actions;
}

export const removeLabel = (contract: Pick<ContractDto, 'status'>) =>
  isDraft(contract.status) ? 'Eliminar' : 'Archivar';

type ActionStyle = 'primary' | 'secondary' | 'danger';

/**
 * How each action looks: the ones that end something for good (Anular, Eliminar a draft) in red, each behind its
 * confirmation; Archivar only files a contract away, keeping every row (docs/product.md §5.3), so it stays neutral.
 */
export function actionStyle(action: RowAction, contract: Pick<ContractDto, 'status'>): ActionStyle {
  if (action === 'sign') return 'primary';
  if (action === 'cancel') return 'danger';
  if (action === 'remove') return isDraft(contract.status) ? 'danger' : 'secondary';
  return 'secondary';
}
