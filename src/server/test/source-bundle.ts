import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

import { TEST_SOURCE_BUNDLE_VARIABLE } from '#server/lib/documents/check-document.ts';
import { projectRoot } from '#server/paths.ts';

import { serverBundleOptions } from '../../../scripts/server-bundle.mjs';

/**
 * Global set-up: the server's source bundled once per run, as the build bundles it (scripts/server-bundle.mjs), for
 * the processes the tests start — servers (spawn-server.ts) and document checkers (check-document.ts). Loaded through
 * tsx instead, each start transformed and resolved hundreds of files again: a run starts dozens of servers and checks
 * hundreds of documents, and tsx doubled the CPU time of each (docs/decisions/044).
 */
export default async function setup(project: TestProject) {
  // Watching, the source changes under a running session: its servers and checkers load it through tsx, as it is now.
  if (project.config.watch) return;
  // The run's own folder: the PGlite and PostgreSQL runs of `npm test` each bundle while the other may be starting one.
  const dir = path.join(projectRoot(), '.tmp', `source-bundle-${process.pid}`);
  await build(serverBundleOptions(projectRoot(), dir));
  // The workers start after the global set-up, with its environment.
  process.env[TEST_SOURCE_BUNDLE_VARIABLE] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
