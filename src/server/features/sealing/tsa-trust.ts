// The time-stamping authorities this installation trusts (TSA_CA_PATH), read once at start
// (docs/decisions/023-trusted-time-verified-and-in-the-background.md): a problem is one Spanish line naming the variable.
import fs from 'node:fs';

import { ConfigError, type Config } from '#server/config.ts';
import { parseTrustList, type TrustList } from '#server/lib/pdf/trust-list.ts';

export function readTsaTrustList(config: Pick<Config, 'tsaCaPath'>): TrustList {
  if (!config.tsaCaPath) return [];
  let pem: string;
  try {
    pem = fs.readFileSync(config.tsaCaPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`Configuración no válida: TSA_CA_PATH no se puede leer (${code}: ${config.tsaCaPath})`);
  }
  try {
    return parseTrustList(pem);
  } catch (error) {
    throw new ConfigError(`Configuración no válida: TSA_CA_PATH ${(error as Error).message} (${config.tsaCaPath})`);
  }
}
