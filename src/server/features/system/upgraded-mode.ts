import { isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { AppContext } from '#server/context.ts';
import { contracts } from '#server/db/schema.ts';
import { installationModeDecided, writeInstallationMode } from '#server/features/settings/index.ts';

import { openSetupErrors } from './live-gate';

const SYSTEM = { userId: null, name: 'sistema (actualización)', ip: null };

/**
 * An installation upgraded from a release before test mode, that already signed contracts (docs/product.md#test-mode):
 * it starts live when its checklist is green, otherwise in test mode with a dashboard banner naming what is missing.
 * Decided once; a fresh install stays in test mode until an owner puts it live. Contracts signed before never change.
 */
export async function decideUpgradedInstallationMode(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const { db } = ctx;
  if (await installationModeDecided(db)) return;
  const [signed] = await db.select({ id: contracts.id }).from(contracts).where(isNotNull(contracts.frozenAt)).limit(1);
  if (!signed) return;
  const errors = await openSetupErrors(ctx, null);
  const now = ctx.now();
  const live = errors.length === 0;
  await db.transaction((tx) =>
    writeInstallationMode(
      tx,
      SYSTEM,
      { live, since: live ? now.toISOString() : null, by: live ? SYSTEM.name : null, upgraded_in_test_mode: !live },
      now,
    ),
  );
  if (live) log.info('upgraded installation with signed contracts and a green checklist: live');
  else
    log.warn(
      { missing: errors.map((check) => check.id) },
      'upgraded installation stays in test mode until its checklist is green',
    );
}
