import {
  SETTINGS_DEFAULTS,
  settingsSchema,
  type AppSettings,
  type SettingKey,
} from '#shared/schemas/settings-schema.ts';
import type { Executor } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';

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
