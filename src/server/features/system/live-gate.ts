import type { SetupCheck } from '#shared/site/setup-checklist.ts';
import type { AppContext } from '#server/context.ts';
import { installationMode, writeInstallationMode } from '#server/features/settings/index.ts';
import { LAST_BACKUP_KEY, readMeta } from '#server/lib/app-meta.ts';
import type { Actor } from '#server/lib/audit.ts';
import { conflict } from '#server/lib/errors.ts';

import { getSetupChecklist } from './setup-checklist';

/** The checklist's open errors: what keeps an installation from going live, or a live one from signing. */
export async function openSetupErrors(ctx: AppContext, adminEmail: string | null): Promise<SetupCheck[]> {
  const { checks } = await getSetupChecklist(ctx, {
    adminEmail,
    lastBackupAt: await readMeta(ctx.db, LAST_BACKUP_KEY),
  });
  return checks.filter((check) => !check.done && check.severity === 'error');
}

const listed = (errors: readonly SetupCheck[]) => errors.map((check) => `«${check.label}»`).join(', ');

export const goLiveRefusal = (errors: readonly SetupCheck[]) =>
  `No se puede poner en marcha la instalación: antes hay que resolver lo que la lista de puesta en marcha marca en rojo: ${listed(errors)}.`;

export const liveSigningRefusal = (errors: readonly SetupCheck[]) =>
  `La instalación está en marcha y la lista de puesta en marcha tiene puntos en rojo: ${listed(errors)}. ` +
  'Resuélvelos en el panel antes de firmar.';

/** POST /api/cms/go-live: an owner's act, refused (409, naming each open error) while the checklist is red. */
export async function goLive(ctx: AppContext, actor: Actor, adminEmail: string | null) {
  const errors = await openSetupErrors(ctx, adminEmail);
  if (errors.length > 0) throw conflict(goLiveRefusal(errors), 'setup_incomplete');
  const current = await installationMode(ctx.db);
  if (current.live) return current;
  const mode = { live: true, since: ctx.now().toISOString(), by: actor.name, upgraded_in_test_mode: false };
  await ctx.db.transaction((tx) => writeInstallationMode(tx, actor, mode, ctx.now()));
  return mode;
}

/**
 * In a live installation «Firmar» never goes ahead with a red checklist (docs/product.md#test-mode): 409 with one
 * message listing what is missing. In test mode the specification's flow runs unchanged.
 */
export async function assertLiveCanSign(ctx: AppContext, signerEmail: string | null): Promise<void> {
  if (!(await installationMode(ctx.db)).live) return;
  const errors = await openSetupErrors(ctx, signerEmail);
  if (errors.length > 0) throw conflict(liveSigningRefusal(errors), 'setup_incomplete');
}
