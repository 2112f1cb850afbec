// `npm run backup`: a consistent, timestamped backup of everything under DATA_DIR/backups.
import { loadConfig } from '#server/config.ts';
import { runBackupCli } from '#server/features/backup/run-backup-cli.ts';

try {
  const file = await runBackupCli(loadConfig());
  console.log(`Copia de seguridad creada: ${file}`);
} catch (error) {
  console.error(`No se pudo crear la copia de seguridad: ${(error as Error).message}`);
  process.exit(1);
}
