// Test helper run as its own process: takes the data-directory lock of argv[2], says so, and holds it until killed.
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';

await acquireDataDirLock(process.argv[2]!, { waitMs: 0 });
process.stdout.write(`locked ${process.pid}\n`);
setInterval(() => {}, 60_000);
