import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { openPglite, type DatabaseHandle } from '#server/db/client.ts';
import { contacts, storedFiles } from '#server/db/schema.ts';
import { LAST_BACKUP_KEY, readMeta } from '#server/lib/app-meta.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { saveFile } from '#server/lib/storage.ts';
import { projectRoot } from '#server/paths.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

import { backupFileName } from './backup-files';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const dataDir = path.join(projectRoot(), '.tmp', `backup-${process.pid}-${Date.now()}`);

/** Owner only: mode 0600 in a 0700 folder. */
function expectPrivate(file: string) {
  expect((fs.statSync(file).mode & 0o777).toString(8), file).toBe('600');
  expect((fs.statSync(path.dirname(file)).mode & 0o777).toString(8), path.dirname(file)).toBe('700');
}
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function snapshot(handle: DatabaseHandle) {
  const [rows] = await handle.db.select({ n: count() }).from(contacts);
  const files = await handle.db
    .select({ id: storedFiles.id, sha256: storedFiles.sha256, data: storedFiles.data })
    .from(storedFiles);
  return {
    contacts: Number(rows!.n),
    files: files.map((f) => ({ id: f.id, sha256: f.sha256, recomputed: sha256Hex(f.data) })),
  };
}

describe('backup and restore (embedded database)', () => {
  it('round-trips rows and stored files, and records the backup time', async () => {
    let handle = await openPglite({ dataDir });
    await handle.migrate();
    for (const name of ['Ana', 'Pau', 'Nuria']) {
      await handle.db
        .insert(contacts)
        .values({ name, email: `${name}@ejemplo.es`, message: 'Hola, me interesa el piso.' });
    }
    await saveFile(handle.db, { data: Buffer.from('%PDF-1.4 contrato'), contentType: 'application/pdf' });
    await saveFile(handle.db, { data: Buffer.alloc(50_000, 7), contentType: 'image/webp', isPublic: true });
    const before = await snapshot(handle);

    // A backup an earlier version left readable by everyone.
    fs.mkdirSync(path.join(dataDir, 'backups'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'backups', 'casanova-antigua.pglite.tar.gz'), 'x', { mode: 0o644 });
    // Backups beyond BACKUP_RETENTION_DAYS go once the new one is complete; younger ones and other files stay.
    const daysAgo = (days: number) => backupFileName('pglite', new Date(Date.now() - days * 24 * 60 * 60_000));
    const [expired, kept] = [daysAgo(36), daysAgo(34)];
    for (const name of [expired, kept]) fs.writeFileSync(path.join(dataDir, 'backups', name), 'x', { mode: 0o600 });
    const file = await createBackup(handle, { dataDir, retentionDays: 35 });
    const remaining = fs.readdirSync(path.join(dataDir, 'backups'));
    expect(remaining).not.toContain(expired);
    expect(remaining).toEqual(expect.arrayContaining([kept, path.basename(file), 'casanova-antigua.pglite.tar.gz']));
    expect(path.basename(file)).toMatch(/^casanova-\d{4}-\d{2}-\d{2}T.*\.pglite\.tar\.gz$/);
    expectPrivate(file);
    expectPrivate(path.join(dataDir, 'backups', 'casanova-antigua.pglite.tar.gz'));
    expect(await readMeta(handle.db, LAST_BACKUP_KEY)).toMatch(/^\d{4}-/);

    // Changes after the backup are undone by the restore.
    await handle.db.delete(contacts);
    await handle.db.delete(storedFiles);
    await handle.close();

    await restoreBackup(file, { dataDir });
    handle = await openPglite({ dataDir });
    try {
      const after = await snapshot(handle);
      expect(after).toEqual(before);
      expect(after.files.every((f) => f.sha256 === f.recomputed)).toBe(true);
    } finally {
      await handle.close();
    }
    expect(fs.readdirSync(dataDir).some((f) => f.startsWith('pgdata.before-restore-'))).toBe(true);
  }, 60_000);
});

describe("backup and restore (the suite's database: PostgreSQL in CI)", () => {
  it('round-trips rows and stored files with the matching tool', async () => {
    const handle = await createTestDatabase();
    try {
      await handle.db
        .insert(contacts)
        .values({ name: 'Marta', email: 'marta@ejemplo.es', message: 'Quiero visitar el ático.' });
      await saveFile(handle.db, { data: Buffer.from('firma'), contentType: 'image/png' });
      const before = await snapshot(handle);
      const file = await createBackup(handle, { dataDir, databaseUrl: handle.url, retentionDays: 35 });
      expectPrivate(file);
      await handle.db.delete(contacts);
      await handle.db.delete(storedFiles);
      if (handle.kind === 'postgres') {
        expect(file.endsWith('.pgdump')).toBe(true);
        await restoreBackup(file, { dataDir, databaseUrl: handle.url });
        expect(await snapshot(handle)).toEqual(before);
      } else {
        expect(file.endsWith('.pglite.tar.gz')).toBe(true);
        const restored = await openPglite({ loadDataDir: new Blob([fs.readFileSync(file)]) });
        try {
          expect(await snapshot(restored)).toEqual(before);
        } finally {
          await restored.close();
        }
      }
    } finally {
      await handle.close();
    }
  }, 60_000);
});
