import type { Executor } from '#server/db/client.ts';
import { installationMode } from '#server/features/settings/index.ts';

import type { ContractRow } from './queries';

/**
 * Whether a contract's documents, pages and mails say they are a test (docs/product.md#test-mode): frozen with the
 * signed terms once the company signed (a contract signed in test mode stays a test; one signed live never is one),
 * the installation's mode while it is a draft. Contracts signed by releases before test mode existed are real.
 */
export async function isTestContract(
  db: Executor,
  contract: Pick<ContractRow, 'frozenAt' | 'signedTerms'>,
): Promise<boolean> {
  if (contract.frozenAt !== null) return contract.signedTerms?.test_mode === true;
  return !(await installationMode(db)).live;
}
