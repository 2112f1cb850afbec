import { formatDate } from '#shared/format/dates.ts';
import { conflict } from '#server/lib/errors.ts';

import { isBlocked, type BuyerFileRow } from './queries';
import { ACCESS_LIMIT_YEARS, isAccessLimited } from './retention';

const BUYER_FILE_BLOCKED =
  'Este expediente superó su plazo de conservación de 10 años: ya no se puede consultar ni modificar y se borrará en el próximo borrado automático.';
const READ_ONLY = `Han pasado más de ${ACCESS_LIMIT_YEARS} años desde el fin de la relación: el expediente solo se puede consultar, indicando el motivo.`;
export const ACCESS_REASON_REQUIRED = `Han pasado más de ${ACCESS_LIMIT_YEARS} años desde el fin de la relación: el expediente solo se abre para el control interno o a petición de una autoridad, indicando el motivo de la consulta.`;

const purgedMessage = (row: BuyerFileRow) =>
  `Este expediente se borró el ${formatDate(row.purgedAt)} (${row.purgeReason ?? 'plazo de conservación cumplido'}).`;

/** After the retention date nothing reads the file; once deleted, only its tombstone is left (docs/product.md §5.7). */
function assertKept(row: BuyerFileRow, now: Date): void {
  if (row.purgedAt !== null) throw conflict(purgedMessage(row), 'buyer_file_purged');
  if (isBlocked(row, now)) throw conflict(BUYER_FILE_BLOCKED, 'buyer_file_blocked');
}

/** Before any change: kept, and not yet limited to internal control (art. 25 Ley 10/2010). */
export function assertNotBlocked(row: BuyerFileRow, now: Date): void {
  assertKept(row, now);
  if (isAccessLimited(row, now)) throw conflict(READ_ONLY, 'buyer_file_read_only');
}

/** Before a reading of its contents (a document, the export): kept, and with a reason once access is limited. */
export function assertReadable(row: BuyerFileRow, now: Date, reason: string | undefined): void {
  assertKept(row, now);
  if (isAccessLimited(row, now) && !reason) throw conflict(ACCESS_REASON_REQUIRED, 'access_reason_required');
}
