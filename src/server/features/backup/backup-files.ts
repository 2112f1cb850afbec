import path from 'node:path';

/** Backups live in DATA_DIR/backups, named by UTC time so they sort chronologically. */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');

export function backupFileName(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return kind === 'pglite' ? `casanova-${stamp}.pglite.tar.gz` : `casanova-${stamp}.pgdump`;
}

/** When a backup was taken, read from its name (`casanova-2026-11-27T03-00-00-000Z.pgdump`); null for other files. */
export function backupTime(name: string): Date | null {
  const match = /^casanova-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(pglite\.tar\.gz|pgdump)$/.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const time = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}
