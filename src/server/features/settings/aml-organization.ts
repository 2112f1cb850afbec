import { eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

/**
 * The company's own anti-money-laundering organisation (Ley 10/2010 art. 26, docs/product.md#aml-organisation): who
 * approves high-risk clients (a person with an owner account) and the internal manual (a stored PDF and its date).
 */
export const AML_ORGANISATION = 'aml_organisation';

export type AmlOrganisation = {
  approver_user_id: number | null;
  manual: { file_id: string; filename: string; sha256: string; dated: string; uploaded_at: string; by: string } | null;
};

const NONE: AmlOrganisation = { approver_user_id: null, manual: null };

export async function amlOrganisation(db: Executor): Promise<AmlOrganisation> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, AML_ORGANISATION));
  const value = row?.value as Partial<AmlOrganisation> | undefined;
  if (!value) return NONE;
  return {
    approver_user_id: typeof value.approver_user_id === 'number' ? value.approver_user_id : null,
    manual: value.manual && typeof value.manual.file_id === 'string' ? value.manual : null,
  };
}

export async function writeAmlOrganisation(db: Executor, actor: Actor, next: AmlOrganisation, now: Date) {
  await db
    .insert(appSettings)
    .values({ key: AML_ORGANISATION, value: next })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: now } });
  await recordAudit(db, actor, 'update', 'settings', AML_ORGANISATION, {
    approver_user_id: next.approver_user_id,
    manual_sha256: next.manual?.sha256 ?? null,
  });
}
