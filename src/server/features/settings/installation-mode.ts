import { eq } from 'drizzle-orm';

import type { Executor } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema.ts';
import { recordAudit, type Actor } from '#server/lib/audit.ts';

/**
 * Test mode or live (docs/product.md#test-mode): a fresh install is in test mode — the specification's flows run
 * unchanged and every contract document says it is a test — until an owner puts it live with a green checklist.
 */
export const INSTALLATION_MODE = 'installation_mode';

export type InstallationMode = {
  live: boolean;
  /** When and by whom the installation went live (or was found live on upgrade); null in test mode. */
  since: string | null;
  by: string | null;
  /**
   * An installation upgraded with signed contracts but a red checklist stays in test mode: the dashboard names what
   * is missing. Null otherwise.
   */
  upgraded_in_test_mode: boolean;
};

const TEST_MODE: InstallationMode = { live: false, since: null, by: null, upgraded_in_test_mode: false };

export async function installationMode(db: Executor): Promise<InstallationMode> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, INSTALLATION_MODE));
  const value = row?.value as Partial<InstallationMode> | undefined;
  if (!value || typeof value.live !== 'boolean') return TEST_MODE;
  return {
    live: value.live,
    since: typeof value.since === 'string' ? value.since : null,
    by: typeof value.by === 'string' ? value.by : null,
    upgraded_in_test_mode: value.upgraded_in_test_mode === true,
  };
}

/** Whether the mode was ever decided (an upgrade decides it once, at start). */
export async function installationModeDecided(db: Executor): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, INSTALLATION_MODE));
  return row !== undefined;
}

export async function writeInstallationMode(
  db: Executor,
  actor: Actor,
  mode: InstallationMode,
  now: Date,
): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: INSTALLATION_MODE, value: mode })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: mode, updatedAt: now } });
  await recordAudit(db, actor, 'update', 'settings', INSTALLATION_MODE, { ...mode });
}
