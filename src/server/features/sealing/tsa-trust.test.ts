import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '#server/config.ts';

import { readTsaTrustList } from './tsa-trust';

const PEM = fileURLToPath(new URL('../../lib/pdf/fixtures/pkcs7-sealed.crt.pem', import.meta.url));

describe('TSA_CA_PATH', () => {
  it('reads every certificate of the PEM file; unset, nothing is trusted', () => {
    const twice = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-tsa-ca-')), 'roots.pem');
    fs.writeFileSync(twice, fs.readFileSync(PEM, 'utf8').repeat(2));
    try {
      expect(readTsaTrustList(loadConfig({ TSA_CA_PATH: twice }))).toHaveLength(2);
    } finally {
      fs.rmSync(path.dirname(twice), { recursive: true, force: true });
    }
    expect(readTsaTrustList(loadConfig({}))).toEqual([]);
  });

  it('stops the start with one line naming the variable when the file is missing or holds no certificate', () => {
    const missing = () => readTsaTrustList(loadConfig({ TSA_CA_PATH: '/nonexistent/roots.pem' }));
    expect(missing).toThrow(ConfigError);
    expect(missing).toThrow(
      /^Configuración no válida: TSA_CA_PATH no se puede leer \(ENOENT: \/nonexistent\/roots\.pem\)$/,
    );
    const notPem = fileURLToPath(new URL('./tsa-trust.ts', import.meta.url));
    expect(() => readTsaTrustList(loadConfig({ TSA_CA_PATH: notPem }))).toThrow(
      /^Configuración no válida: TSA_CA_PATH no contiene ningún certificado PEM/,
    );
  });
});
