import { eq } from 'drizzle-orm';

import {
  SETTINGS_DEFAULTS,
  settingsSchema,
  type AppSettings,
  type SettingKey,
} from '#shared/schemas/settings-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';

/** The row that records who decided on the signing policy (docs/product.md §5.7): saving the settings once. */
export const SIGNING_POLICY_DECISION = 'signing_policy_decision';
export type SigningPolicyDecision = { by: string; user_id: number | null; at: string };

/** Stored values over the defaults; a stored value that no longer passes the schema falls back to its default. */
export async function getSettings(db: Executor): Promise<AppSettings> {
  const rows = await db.select().from(appSettings);
  const settings: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  for (const row of rows) {
    if (!(row.key in SETTINGS_DEFAULTS)) continue;
    const field = settingsSchema.shape[row.key as SettingKey];
    const parsed = field.safeParse(row.value);
    if (parsed.success) settings[row.key] = parsed.data;
  }
  return settings as AppSettings;
}

/** Who saved the settings last, and when; null until an owner has (a fresh install, or one that never saved them). */
export async function signingPolicyDecision(db: Executor): Promise<SigningPolicyDecision | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SIGNING_POLICY_DECISION));
  const value = row?.value as Partial<SigningPolicyDecision> | undefined;
  return value && typeof value.by === 'string' && typeof value.at === 'string'
    ? { by: value.by, user_id: value.user_id ?? null, at: value.at }
    : null;
}
