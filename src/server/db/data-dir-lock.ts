import fs from 'node:fs';
import path from 'node:path';
import fileLocks from 'fs-native-extensions';

export class DataDirLockedError extends Error {}

const LOCK_FILE_NAME = 'casanova.lock';
/** How long to wait for an owner that is still exiting (the kernel drops its lock once it is gone). */
const LOCK_WAIT_MS = 5_000;
const POLL_MS = 100;

/** The PID written by the process holding the lock, or null (no owner recorded). */
export function readLockOwner(dir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function lockedMessage(dir: string, owner: number | null): string {
  const who = owner ? `otro proceso (PID ${owner})` : 'otro proceso';
  return `La base de datos embebida en ${dir} ya está en uso por ${who}. Detén ese proceso o usa otro DATA_DIR.`;
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it. The lock is an
 * open-file-description lock (fcntl F_OFD_SETLK) on DATA_DIR/casanova.lock, which the kernel drops as soon as the
 * owner's files are closed: on exit, SIGKILL or an OOM kill, before the dead process even becomes a zombie. A
 * recorded PID cannot tell a zombie, a dying process or a recycled PID from a live owner; the kernel can.
 * An owner that is exiting still holds the lock while the kernel tears down its memory, so a start waits up to
 * `waitMs` before refusing. The file only records the owner's PID (for messages and `npm run backup`); it is never
 * deleted, because unlinking a locked file lets two processes lock two different files of the same name.
 * See docs/product.md#7-security-and-operations.
 */
export async function acquireDataDirLock(dir: string, options: { waitMs?: number } = {}): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  try {
    while (!fileLocks.tryLock(fd)) {
      if (Date.now() >= deadline) throw new DataDirLockedError(lockedMessage(dir, readLockOwner(dir)));
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `${process.pid}\n`, 0);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      fs.ftruncateSync(fd, 0);
    } finally {
      // Closing the descriptor releases the lock.
      fs.closeSync(fd);
    }
  };
}

/** PGlite may leave postmaster.pid behind after a kill; with our lock held it is always stale. */
export function removeStalePostmasterPid(pgDataDir: string): void {
  fs.rmSync(path.join(pgDataDir, 'postmaster.pid'), { force: true });
}
