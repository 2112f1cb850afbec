import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { projectRoot } from './paths';
import { databaseStartupError, listenStartupError } from './startup-errors';
import { freePort } from './test/free-port';
import { spawnServer, type SpawnOptions } from './test/spawn-server';

const root = path.join(projectRoot(), '.tmp', `startup-${process.pid}-${Date.now()}`);
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Starts the real server and expects it to give up: exit code 1 and exactly one plain line of output. */
async function failedStart(env: Record<string, string>, options: SpawnOptions = {}) {
  const server = await spawnServer({ LOG_LEVEL: 'info', ...env }, options);
  const code = await server.exited;
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');
  return { code, lines };
}

function expectOneSpanishLine(result: { code: number | null; lines: string[] }, pattern: RegExp) {
  expect(result.code).toBe(1);
  // Only the failure itself is plain text: log entries before it (info, or the warning that the web app is not
  // built when tests run before a build) are JSON, and no stack trace is printed.
  const failure = result.lines.filter((line) => !/^\{"level":(30|40),/.test(line));
  expect(failure, result.lines.join('\n')).toHaveLength(1);
  expect(failure[0]).toMatch(pattern);
  expect(failure[0]).not.toMatch(/^\{|"stack"|\s+at\s/);
}

describe('a start that cannot work', () => {
  it('names a DATA_DIR it may not write to', async () => {
    const dir = path.join(root, 'solo-lectura');
    fs.mkdirSync(dir, { recursive: true });
    fs.chmodSync(dir, 0o555);
    // root writes anywhere: the server then runs without the capability that lets it, as any user would.
    const result = await failedStart({ DATA_DIR: dir }, { withoutPermissionOverride: true });
    expectOneSpanishLine(
      result,
      /^No se puede escribir en DATA_DIR \(.*solo-lectura\): no hay permiso de escritura\. .*DATA_DIR\.$/,
    );
  });

  it('names a port that is taken', async () => {
    const port = await freePort();
    const taken = net.createServer().listen(port, '127.0.0.1');
    cleanups.push(() => new Promise((r) => taken.close(r)));
    await new Promise((r) => taken.once('listening', r));
    const result = await failedStart({ DATA_DIR: path.join(root, 'puerto'), PORT: String(port) });
    expectOneSpanishLine(result, new RegExp(`^El puerto ${port} ya está en uso por otro programa\\. .*PORT\\.$`));
  });

  it('names a DATABASE_URL that leads nowhere, without its password', async () => {
    const port = await freePort();
    const result = await failedStart({
      DATA_DIR: path.join(root, 'pg'),
      DATABASE_URL: `postgres://casanova:secreta@127.0.0.1:${port}/casanova`,
    });
    expectOneSpanishLine(
      result,
      new RegExp(
        `^No se puede conectar con PostgreSQL en 127\\.0\\.0\\.1:${port}/casanova: conexión rechazada\\. .*DATABASE_URL`,
      ),
    );
    expect(result.lines.join('\n')).not.toContain('secreta');
  });

  it('names a data directory locked by a running server', async () => {
    const dir = path.join(root, 'bloqueada');
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot(), 'src/server/test/hold-data-dir-lock.ts'), dir],
      {
        cwd: projectRoot(),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cleanups.push(() => holder.kill('SIGKILL'));
    await new Promise<void>((resolve) =>
      holder.stdout!.on('data', (chunk) => String(chunk).includes('locked') && resolve()),
    );
    const result = await failedStart({ DATA_DIR: dir });
    expectOneSpanishLine(
      result,
      new RegExp(
        `ya está en uso por otro proceso \\(PID ${holder.pid}\\)\\. Detén ese proceso o usa otro DATA_DIR\\.$`,
      ),
    );
  }, 30_000);
});

describe('startup failure lines', () => {
  const pg = loadConfig({ DATABASE_URL: 'postgres://app:clave@db.example:6543/casanova' });
  it.each([
    [{ code: 'ENOTFOUND' }, 'db.example:6543/casanova: ese servidor no existe'],
    [{ code: '28P01' }, 'el usuario o la contraseña no son válidos'],
    [{ code: '3D000' }, 'la base de datos no existe. Créala (createdb)'],
    [new Error('timeout exceeded when trying to connect'), 'el servidor no responde'],
    [
      new Error('Failed query', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) }),
      'conexión rechazada',
    ],
  ])('PostgreSQL %o', (error, text) => {
    const line = databaseStartupError(error, pg)!.message;
    expect(line).toContain(text);
    expect(line).not.toContain('clave');
  });

  it('leaves unknown failures to the full log', () => {
    expect(databaseStartupError(new Error('algo raro'), pg)).toBeNull();
    expect(listenStartupError(new Error('algo raro'), pg)).toBeNull();
    expect(listenStartupError({ code: 'EACCES' }, loadConfig({ PORT: '80' }))!.message).toContain('puerto 80');
  });
});
