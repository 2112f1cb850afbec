import { eq } from 'drizzle-orm';

import { isViewingOpen, VIEWING_STATUS } from '#shared/contact-lifecycle/index.ts';
import type { ViewingDto } from '#shared/schemas/enquiry-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { viewings } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';
import { conflict } from '#server/lib/errors.ts';

import { viewingDto, type ViewingRow } from './dto';
import { queueViewingMail } from './mails';
import { findProperty, findViewing, viewingAddress, viewingOfLink } from './queries';

export const VIEWING_CLOSED = 'La visita ya está anulada o hecha.';

/** The visitor confirms from their link; confirming twice is harmless. */
export async function confirmViewing(db: Database, id: number, token: string, now: Date): Promise<ViewingRow> {
  return db.transaction(async (tx) => {
    const viewing = await viewingOfLink(tx, id, token, true);
    if (viewing.status === VIEWING_STATUS.confirmed) return viewing;
    if (!isViewingOpen(viewing.status)) throw conflict(VIEWING_CLOSED, 'viewing_closed');
    const [row] = await tx
      .update(viewings)
      .set({ status: VIEWING_STATUS.confirmed, confirmedAt: now })
      .where(eq(viewings.id, id))
      .returning();
    return row!;
  });
}

/** The visitor cancels from their link: their calendar gets the cancellation of the same event. */
export async function cancelViewingByVisitor(db: Database, id: number, token: string, now: Date): Promise<ViewingRow> {
  return db.transaction(async (tx) => {
    const viewing = await viewingOfLink(tx, id, token, true);
    if (viewing.status === VIEWING_STATUS.cancelled) return viewing;
    return cancel(tx, viewing, now);
  });
}

/** The company cancels: the visitor is told, in their language, with the calendar's cancellation. */
export async function cancelViewingByCompany(db: Database, actor: Actor, id: number, now: Date): Promise<ViewingDto> {
  return db.transaction(async (tx) => {
    const viewing = await findViewing(tx, id, true);
    const row = await cancel(tx, viewing, now);
    await recordAudit(tx, actor, 'cancel', 'viewing', id);
    return viewingDto(row);
  });
}

async function cancel(tx: Executor, viewing: ViewingRow, now: Date): Promise<ViewingRow> {
  if (!isViewingOpen(viewing.status)) throw conflict(VIEWING_CLOSED, 'viewing_closed');
  const [row] = await tx
    .update(viewings)
    .set({ status: VIEWING_STATUS.cancelled, cancelledAt: now, calendarSequence: viewing.calendarSequence + 1 })
    .where(eq(viewings.id, viewing.id))
    .returning();
  const property = viewing.propertyId ? await findProperty(tx, viewing.propertyId).catch(() => null) : null;
  await queueViewingMail(
    tx,
    { viewing: row!, address: property ? viewingAddress(property) : viewing.propertyLabel, link: '', now },
    'CANCEL',
  );
  return row!;
}
