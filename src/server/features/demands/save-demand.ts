import { eq } from 'drizzle-orm';

import { centsFromEuros } from '#shared/money/cents.ts';
import type { DemandDto, DemandInput } from '#shared/schemas/enquiry-schema.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { buyerDemands } from '#server/db/schema.ts';
import { findContact } from '#server/features/contacts/index.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import { demandDto } from './dto';

/** What the contact looks for, replacing what was there (docs/product.md §4.3). min > max is refused by the schema. */
export async function saveDemand(
  db: Database,
  actor: Actor,
  contactId: number,
  input: DemandInput,
): Promise<DemandDto> {
  return db.transaction(async (tx) => {
    await findContact(tx, contactId);
    const values = {
      zones: [...new Set(input.zones.map((zone) => zone.trim()).filter(Boolean))],
      minPriceCents: input.min_price == null ? null : centsFromEuros(input.min_price),
      maxPriceCents: input.max_price == null ? null : centsFromEuros(input.max_price),
      minBedrooms: input.min_bedrooms ?? null,
      minAreaM2: input.min_area_m2 ?? null,
      propertyType: input.property_type?.trim() || null,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(buyerDemands)
      .values({ contactId, ...values })
      .onConflictDoUpdate({ target: buyerDemands.contactId, set: values })
      .returning();
    await recordAudit(tx, actor, 'update', 'demand', contactId);
    return demandDto(row!);
  });
}

export async function demandOfContact(db: Executor, contactId: number): Promise<DemandDto | null> {
  const [row] = await db.select().from(buyerDemands).where(eq(buyerDemands.contactId, contactId));
  return row ? demandDto(row) : null;
}
