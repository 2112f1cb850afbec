import { conflict } from '#server/lib/errors.ts';

import { isBlocked, type BuyerFileRow } from './queries';

const BUYER_FILE_BLOCKED =
  'Este expediente superó su plazo de conservación de 10 años y está bloqueado: ya no se puede consultar ni modificar.';

/** After the retention date nothing reads or changes the file (art. 25 Ley 10/2010; docs/product.md §5.7). */
export function assertNotBlocked(row: BuyerFileRow, now: Date): void {
  if (isBlocked(row, now)) throw conflict(BUYER_FILE_BLOCKED, 'buyer_file_blocked');
}
