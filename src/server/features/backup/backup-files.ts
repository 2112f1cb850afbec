import path from 'node:path';

/** Backups live in DATA_DIR/backups, named by UTC time so they sort chronologically. */
export const backupDir = (dataDir: string) => path.join(dataDir, 'backups');

export function backupFileName(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return kind === 'pglite' ? `casanova-${stamp}.pglite.tar.gz` : `casanova-${stamp}.pgdump`;
}
