import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { projectRoot } from '#server/paths.ts';

import { acquireDataDirLock, DataDirLockedError, readLockOwner } from './data-dir-lock';

const root = path.join(projectRoot(), '.tmp', `lock-${process.pid}-${Date.now()}`);
let counter = 0;
const freshDir = () => path.join(root, String(counter++));
const shells: ChildProcess[] = [];
const holders: number[] = [];
afterEach(() => {
  for (const pid of holders.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const shell of shells.splice(0)) shell.kill('SIGKILL');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * Another process takes the lock. Its parent is a shell that `exec`s into `sleep`, which never reaps children:
 * once killed, the holder stays a zombie, as a server killed with its process group often is for a moment.
 */
async function holdLockInAnotherProcess(dir: string): Promise<number> {
  const holder = path.join(projectRoot(), 'src/server/test/hold-data-dir-lock.ts');
  const shell = spawn('sh', ['-c', `"${process.execPath}" --import tsx "${holder}" "${dir}" & exec sleep 60`], {
    cwd: projectRoot(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  shells.push(shell);
  return new Promise((resolve, reject) => {
    let output = '';
    shell.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /locked (\d+)/.exec(output);
      if (match) {
        holders.push(Number(match[1]));
        resolve(Number(match[1]));
      }
    });
    shell.on('exit', () => reject(new Error(`lock holder did not start: ${output}`)));
  });
}

const processState = (pid: number) => /^\d+ \(.*\) (\S)/.exec(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('data directory lock', () => {
  it('refuses a second holder while the first one lives, naming its PID', async () => {
    const dir = freshDir();
    const owner = await holdLockInAnotherProcess(dir);
    expect(readLockOwner(dir)).toBe(owner);
    const started = Date.now();
    const attempt = acquireDataDirLock(dir, { waitMs: 400 });
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(`ya está en uso por otro proceso (PID ${owner})`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('is free as soon as its owner was SIGKILLed, even while the dead owner is still a zombie', async () => {
    const dir = freshDir();
    const owner = await holdLockInAnotherProcess(dir);
    process.kill(owner, 'SIGKILL');
    await until(() => processState(owner) === 'Z');
    // What the old PID check saw: signal 0 reaches a zombie, so it looked alive (and stayed so until reaped).
    expect(() => process.kill(owner, 0)).not.toThrow();
    // The leader turns zombie while its other threads may still be exiting: allow them a moment.
    const started = Date.now();
    const release = await acquireDataDirLock(dir);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(readLockOwner(dir)).toBe(process.pid);
    expect(processState(owner)).toBe('Z');
    release();
  });

  it('waits for an owner that is exiting instead of refusing', async () => {
    const dir = freshDir();
    const owner = await holdLockInAnotherProcess(dir);
    setTimeout(() => process.kill(owner, 'SIGKILL'), 500);
    const release = await acquireDataDirLock(dir);
    expect(readLockOwner(dir)).toBe(process.pid);
    release();
  });

  it('refuses a second open in the same process and is free again once released', async () => {
    const dir = freshDir();
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirLockedError);
    release();
    release(); // harmless twice
    const again = await acquireDataDirLock(dir, { waitMs: 0 });
    again();
  });
});
