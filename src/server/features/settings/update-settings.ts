import type { AppSettings, SettingsUpdate } from '#shared/schemas/settings-schema.ts';
import type { Database } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

import { getSettings, SIGNING_POLICY_DECISION, type SigningPolicyDecision } from './queries';

/**
 * Saves the given settings (the others keep their value) with the audit row, in one transaction. Saving them is the
 * owner's decision on the email code and the buyer's file: the person and the time are kept for the setup checklist.
 */
export async function updateSettings(
  db: Database,
  actor: Actor,
  update: SettingsUpdate,
  now: Date,
): Promise<AppSettings> {
  return db.transaction(async (tx) => {
    const entries = Object.entries(update).filter(([, value]) => value !== undefined);
    for (const [key, value] of entries) {
      await tx
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
    }
    const decision: SigningPolicyDecision = { by: actor.name, user_id: actor.userId, at: now.toISOString() };
    await tx
      .insert(appSettings)
      .values({ key: SIGNING_POLICY_DECISION, value: decision })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: decision, updatedAt: now } });
    await recordAudit(tx, actor, 'update', 'settings', null, Object.fromEntries(entries));
    return getSettings(tx);
  });
}
