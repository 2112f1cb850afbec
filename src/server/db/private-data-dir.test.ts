import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '#server/config.ts';
import { createBackup } from '#server/features/backup/create-backup.ts';
import { restoreBackup } from '#server/features/backup/restore-backup.ts';
import { createLogger } from '#server/lib/logger.ts';
import { projectRoot } from '#server/paths.ts';

import { openPglite } from './client';
import { openDatabase } from './open-database';

const dataDir = path.join(projectRoot(), '.tmp', `private-${process.pid}-${Date.now()}`);
let previousUmask = 0;

beforeEach(() => {
  // The worst umask there is: every file the process creates would be world-writable.
  previousUmask = process.umask(0);
});
afterEach(() => {
  process.umask(previousUmask);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every path under `dir` (and `dir`) that anyone but the owner may read, write or enter. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const check = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, target)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) check(path.join(target, name));
  };
  check(dir);
  return found;
}

function captureLog() {
  const lines: string[] = [];
  const log = createLogger(
    'info',
    new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
  );
  return { log, lines };
}

describe('DATA_DIR is private to its owner', () => {
  it('on a first start, whatever the umask', async () => {
    const { log } = captureLog();
    const { handle } = await openDatabase(loadConfig({ DATA_DIR: dataDir }), log);
    await handle.close();
    expect(fs.readdirSync(dataDir)).toContain('pgdata');
    expect(notPrivate(dataDir)).toEqual([]);
  }, 60_000);

  it('on the start of an older data directory left readable by everyone, and says so in the log', async () => {
    const first = await openPglite({ dataDir });
    await first.close();
    const everyone = (target: string) => {
      fs.chmodSync(target, fs.statSync(target).isDirectory() ? 0o777 : 0o666);
      if (fs.statSync(target).isDirectory())
        for (const name of fs.readdirSync(target)) everyone(path.join(target, name));
    };
    fs.mkdirSync(path.join(dataDir, 'mails'));
    fs.writeFileSync(path.join(dataDir, 'mails', 'old.eml'), 'Subject: hola');
    everyone(dataDir);
    expect(notPrivate(dataDir).length).toBeGreaterThan(100);

    const { log, lines } = captureLog();
    const { handle } = await openDatabase(loadConfig({ DATA_DIR: dataDir }), log);
    await handle.close();
    expect(notPrivate(dataDir)).toEqual([]);
    expect(lines.join('')).toContain('permissions set to owner only');
  }, 60_000);

  it('after a restore, including the copy kept aside', async () => {
    const handle = await openPglite({ dataDir });
    await handle.migrate();
    const file = await createBackup(handle, { dataDir, retentionDays: 35 });
    await handle.close();
    fs.chmodSync(path.join(dataDir, 'pgdata'), 0o755);

    await restoreBackup(file, { dataDir });
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith('pgdata.before-restore-'))).toBe(true);
    expect(notPrivate(dataDir)).toEqual([]);
  }, 60_000);
});
