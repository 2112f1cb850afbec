import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { GLIBC_MALLOC_SETTINGS, SERVER_NODE_FLAGS } from '#server/test/spawn-server.ts';

import * as START from '../scripts/server-settings.mjs';

const root = path.resolve(import.meta.dirname, '..');

// `npm start` is one resident process with glibc's malloc settings and V8's flags (docs/decisions/043): npm's shell
// replaces itself (`exec`) with `env`, which replaces itself with node, so the server is the process npm waits for
// and its signals reach it. start.mjs and the tests' and bench's launcher give the built server the same settings.
describe('the start command', () => {
  const start = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;

  it('replaces npm’s shell with the server, with the same settings as start.mjs and the tests’ launcher', () => {
    const settings = Object.entries(GLIBC_MALLOC_SETTINGS).map(([name, value]) => `${name}=${value}`);
    expect(start).toBe(`exec env ${settings.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
    expect(START.GLIBC_MALLOC_SETTINGS).toEqual(GLIBC_MALLOC_SETTINGS);
    expect(START.SERVER_NODE_FLAGS).toEqual(SERVER_NODE_FLAGS);
  });
});
