// `npm run restore FILE`: brings a backup back (stop the server first when using the embedded database).
import { loadConfig } from '#server/config.ts';
import { PRIVATE_UMASK } from '#server/db/private-data-dir.ts';
import { restoreBackup } from '#server/features/backup/restore-backup.ts';

process.umask(PRIVATE_UMASK);

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run restore -- FICHERO');
  process.exit(1);
}
try {
  const config = loadConfig();
  await restoreBackup(file, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  console.log(`Copia restaurada desde ${file}`);
} catch (error) {
  console.error(`No se pudo restaurar la copia: ${(error as Error).message}`);
  process.exit(1);
}
