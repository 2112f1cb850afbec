import fs from 'node:fs';
import path from 'node:path';

import type { Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

/**
 * A start that cannot work ends with one Spanish line naming the problem and its fix, and exit code 1: no JSON,
 * no stack trace (docs/product.md#7-security-and-operations). Anything not recognised here is logged in full.
 */
export class StartupError extends Error {}

const codeOf = (error: unknown): string => {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return '';
};
const messageOf = (error: unknown) => String((error as { message?: unknown })?.message ?? '');

const WRITE_PROBLEMS: Record<string, string> = {
  EROFS: 'el sistema de ficheros es de solo lectura',
  EACCES: 'no hay permiso de escritura',
  EPERM: 'no hay permiso de escritura',
  ENOSPC: 'el disco está lleno',
  EDQUOT: 'se ha superado la cuota de disco',
  ENOTDIR: 'no es una carpeta',
  EEXIST: 'no es una carpeta',
};

/** DATA_DIR must exist (it is created if missing) and take a file: checked before anything uses it. */
export function ensureWritableDataDir(dir: string): void {
  const probe = path.join(dir, `.escritura-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const problem = WRITE_PROBLEMS[codeOf(error)] ?? `error ${codeOf(error) || messageOf(error)}`;
    throw new StartupError(
      `No se puede escribir en DATA_DIR (${dir}): ${problem}. ` +
        'Da permiso de escritura a esa carpeta (o móntala en modo lectura y escritura) o indica otra en DATA_DIR.',
    );
  }
}

/** Where DATABASE_URL points, without its password. */
function databaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Opening and migrating the database failed: a locked data directory, or PostgreSQL out of reach. */
export function databaseStartupError(error: unknown, config: Config): StartupError | null {
  if (error instanceof DataDirLockedError) return new StartupError(error.message);
  if (!config.databaseUrl) return null;
  const code = codeOf(error);
  const message = messageOf(error);
  const at = `No se puede conectar con PostgreSQL en ${databaseTarget(config.databaseUrl)}`;
  const check = 'Comprueba DATABASE_URL y que el servidor de base de datos esté en marcha.';
  if (code === 'ECONNREFUSED') return new StartupError(`${at}: conexión rechazada. ${check}`);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new StartupError(`${at}: ese servidor no existe. ${check}`);
  if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || /timeout/i.test(message)) {
    return new StartupError(`${at}: el servidor no responde. ${check}`);
  }
  if (code === '28P01' || code === '28000') {
    return new StartupError(
      `${at}: el usuario o la contraseña no son válidos. Corrige el usuario y la contraseña de DATABASE_URL.`,
    );
  }
  if (code === '3D000') {
    return new StartupError(
      `${at}: la base de datos no existe. Créala (createdb) o corrige el nombre en DATABASE_URL.`,
    );
  }
  if (/SSL|certificate/i.test(message))
    return new StartupError(`${at}: la conexión segura (SSL) falló. Revisa las opciones SSL de DATABASE_URL.`);
  return null;
}

/** Listening on HOST:PORT failed. */
export function listenStartupError(error: unknown, config: Config): StartupError | null {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `El puerto ${config.port} ya está en uso por otro programa. Detén ese programa o indica otro puerto en PORT.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `No hay permiso para escuchar en el puerto ${config.port}. Usa un puerto a partir de 1024 en PORT.`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new StartupError(
      `La dirección ${config.host} no pertenece a esta máquina. Usa 0.0.0.0 o una dirección de la máquina en HOST.`,
    );
  }
  return null;
}
