import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

import { ADMIN_EMAIL, ADMIN_PASSWORD, ROOT, startServer } from './server';

/** Where the browser tests' data-folder templates are made (one per run, replaced each time). */
const TEMPLATES = path.join(ROOT, '.tmp', 'e2e-templates');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data folders a built server migrated (and seeded with the demo), then left with a clean stop. */
    e2eDataTemplates: { demo: string; empty: string };
  }
}

/**
 * Migrates and seeds once per run, as src/server/test/global-setup.ts does for the unit tests: the built server
 * starts on an empty folder with the demo and on one without, stops cleanly, and each browser test's server starts
 * on a copy (e2e/support/server.ts), so 27 files no longer migrate and render the demo's images each.
 */
export default async function setup(project: TestProject) {
  fs.rmSync(TEMPLATES, { recursive: true, force: true });
  const make = async (name: 'demo' | 'empty') => {
    const dataDir = path.join(TEMPLATES, name);
    fs.mkdirSync(dataDir, { recursive: true });
    const server = await startServer({
      dataDir,
      env: { SEED_DEMO: name === 'demo' ? 'true' : 'false', ADMIN_PASSWORD, ADMIN_EMAIL },
    });
    const code = await server.stop('SIGTERM');
    if (code !== 0) throw new Error(`template server (${name}) exited with ${code}:\n${server.logs()}`);
    return dataDir;
  };
  const [demo, empty] = await Promise.all([make('demo'), make('empty')]);
  project.provide('e2eDataTemplates', { demo, empty });
}
