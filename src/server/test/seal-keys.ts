// Seal certificates for tests: RSA key generation takes a moment, so each is made once per test process.
import {
  createSelfSignedSealP12,
  readSealP12,
  STORED_P12_PASSPHRASE,
  type SealKey,
} from '#server/lib/pdf/seal-certificate.ts';

const keys = new Map<string, Promise<SealKey>>();

/** A self-signed seal key for `commonName`; another name is another installation's certificate. */
export function testSealKey(commonName = 'Casa Nova Reformas S.L.'): Promise<SealKey> {
  let key = keys.get(commonName);
  if (!key) {
    key = createSelfSignedSealP12(commonName).then((p12) => readSealP12(p12, STORED_P12_PASSPHRASE));
    keys.set(commonName, key);
  }
  return key;
}
