import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { ConfigError } from '#server/config.ts';
import { openPostgres } from '#server/db/client.ts';
import { createSelfSignedSealP12, STORED_P12_PASSPHRASE } from '#server/lib/pdf/seal-certificate.ts';
import { projectRoot } from '#server/paths.ts';
import { spawnServer } from '#server/test/spawn-server.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

import { readConfiguredSealKey, storedSealKey } from './seal-key';

const dir = path.join(projectRoot(), '.tmp', `seal-key-${process.pid}-${Date.now()}`);
fs.mkdirSync(dir, { recursive: true });
const p12Path = path.join(dir, 'sello.p12');
fs.writeFileSync(p12Path, await createSelfSignedSealP12('Sello de Prueba S.L.'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SEAL_P12_PATH and SEAL_P12_PASSWORD', () => {
  it('load the configured certificate', () => {
    const key = readConfiguredSealKey({ sealP12Path: p12Path, sealP12Password: STORED_P12_PASSPHRASE });
    expect(key?.subject).toBe('Sello de Prueba S.L.');
    expect(readConfiguredSealKey({ sealP12Path: undefined, sealP12Password: undefined })).toBeUndefined();
  });

  it.each([
    [
      { sealP12Path: path.join(dir, 'no-existe.p12'), sealP12Password: 'x' },
      /^Configuración no válida: SEAL_P12_PATH no se puede leer \(ENOENT/,
    ],
    [
      { sealP12Path: p12Path, sealP12Password: 'contraseña mala' },
      /^Configuración no válida: SEAL_P12_PATH\/SEAL_P12_PASSWORD: la contraseña no abre el certificado/,
    ],
  ])('refuse a bad file or password with one Spanish line', (config, message) => {
    expect(() => readConfiguredSealKey(config)).toThrow(ConfigError);
    expect(() => readConfiguredSealKey(config)).toThrow(message);
  });

  it('stop the server at start with that one line', async () => {
    const server = await spawnServer({
      DATA_DIR: path.join(dir, 'data'),
      SEAL_P12_PATH: p12Path,
      SEAL_P12_PASSWORD: 'contraseña mala',
    });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('npm warn'));
    expect(lines).toEqual([
      'Configuración no válida: SEAL_P12_PATH/SEAL_P12_PASSWORD: la contraseña no abre el certificado o el fichero no es PKCS#12 (.p12/.pfx)',
    ]);
  });
});

describe('the self-signed certificate', () => {
  it('is generated once, named after the company, and shared by instances starting together', async () => {
    const handle = await createTestDatabase();
    const other = handle.url ? openPostgres(handle.url, () => {}) : handle;
    try {
      const [a, b] = await Promise.all([storedSealKey(handle.db), storedSealKey(other.db)]);
      expect(a.fingerprint).toBe(b.fingerprint);
      expect(a.subject).toBe('Casa Nova Reformas S.L.');
      expect(a.notAfter.getUTCFullYear() - new Date().getUTCFullYear()).toBe(10);
      expect((await storedSealKey(handle.db)).fingerprint).toBe(a.fingerprint);
    } finally {
      if (other !== handle) await other.close();
      await handle.close();
    }
  });
});
