// Which certificate seals signed PDFs (docs/decisions/007-sealed-pdfs.md): SEAL_P12_PATH when set, otherwise a
// self-signed one generated at the first start and kept in the database, so every instance seals alike.
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';

import { ConfigError, type Config } from '#server/config.ts';
import type { Executor } from '#server/db/client.ts';
import { companyDetails } from '#server/features/content/index.ts';
import { readMeta, readOrCreateMeta } from '#server/lib/app-meta.ts';
import {
  createSelfSignedSealP12,
  readSealP12,
  SealCertificateError,
  STORED_P12_PASSPHRASE,
  type SealKey,
} from '#server/lib/pdf/seal-certificate.ts';

const SELF_SIGNED_META_KEY = 'seal_self_signed_p12';
const EXPIRY_WARNING_DAYS = 30;

/** The configured certificate, read before anything else starts; a problem is one Spanish line. */
export function readConfiguredSealKey(config: Pick<Config, 'sealP12Path' | 'sealP12Password'>): SealKey | undefined {
  if (!config.sealP12Path) return undefined;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(config.sealP12Path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`Configuración no válida: SEAL_P12_PATH no se puede leer (${code}: ${config.sealP12Path})`);
  }
  try {
    return readSealP12(bytes, config.sealP12Password ?? '');
  } catch (error) {
    if (error instanceof SealCertificateError) {
      throw new ConfigError(`Configuración no válida: SEAL_P12_PATH/SEAL_P12_PASSWORD: ${error.message}`);
    }
    throw error;
  }
}

/** The name a self-signed certificate carries: the company's legal name in force now. */
async function sealHolderName(db: Executor): Promise<string> {
  const company = await companyDetails(db);
  return company.legal_name.trim() || company.company_name.trim() || 'Casa Nova';
}

/**
 * The self-signed certificate of this installation for the legal name in force (docs/decisions/013-contract-lifecycle-and-signing-date.md):
 * the first one stays under its original key; a new legal name gets a certificate of its own, kept next to it,
 * so a PDF sealed under an earlier name keeps the certificate it names (sealed_documents stores it too). Two
 * instances generating at once: the first insert wins and both read back the same.
 */
export async function storedSealKey(db: Executor, holder?: string): Promise<SealKey> {
  const name = holder ?? (await sealHolderName(db));
  const first = await readMeta(db, SELF_SIGNED_META_KEY);
  if (first !== undefined) {
    const key = readSealP12(Buffer.from(first, 'base64'), STORED_P12_PASSPHRASE);
    if (key.subject === name) return key;
  }
  const metaKey = first === undefined ? SELF_SIGNED_META_KEY : `${SELF_SIGNED_META_KEY}:${name}`;
  const stored = await readOrCreateMeta(db, metaKey, async () =>
    (await createSelfSignedSealP12(name)).toString('base64'),
  );
  return readSealP12(Buffer.from(stored, 'base64'), STORED_P12_PASSPHRASE);
}

/**
 * The key that seals now: a configured certificate (SEAL_P12_PATH) always; a self-signed one only while it
 * still names the company, otherwise the self-signed certificate of the current legal name.
 */
export async function sealKeyInForce(db: Executor, sealing: { seal: SealKey; selfSigned: boolean }): Promise<SealKey> {
  if (!sealing.selfSigned) return sealing.seal;
  const name = await sealHolderName(db);
  return sealing.seal.subject === name ? sealing.seal : storedSealKey(db, name);
}

export async function loadSealKey(
  db: Executor,
  configured: SealKey | undefined,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<SealKey> {
  const key = configured ?? (await storedSealKey(db));
  const daysLeft = (key.notAfter.getTime() - now.getTime()) / 86_400_000;
  if (daysLeft < EXPIRY_WARNING_DAYS) {
    log.warn(
      { subject: key.subject, notAfter: key.notAfter.toISOString() },
      'El certificado de sello caduca pronto o ha caducado',
    );
  }
  log.info(
    { subject: key.subject, fingerprint: key.fingerprint, source: configured ? 'SEAL_P12_PATH' : 'autofirmado' },
    'certificado de sello',
  );
  return key;
}
