import { X509Certificate } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Signer } from '#server/test/local-pki.ts';
import { selfSignedTsa, timestampToken, type TokenOptions } from '#server/test/tsa-tokens.ts';

import { TimestampRejectedError, verifyTimestampToken } from './timestamp';

// The checks RFC 3161 §2.4.2 asks of a token beyond its signature (docs/decisions/023-trusted-time-verified-and-in-
// the-background.md), each on a token that is right in every other respect: the positive case proves it.
const DATA = Buffer.from('los bytes de la firma del sello');
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const EKU_REASON = 'el certificado de la autoridad no es de sellado de tiempo (extendedKeyUsage timeStamping crítico)';
const ESS_REASON = 'el sello de tiempo no identifica su certificado (ESS signing-certificate)';

const verifyWith = (signer: Signer, options: Partial<TokenOptions> = {}) =>
  verifyTimestampToken(timestampToken(DATA, signer, { genTime: NOW, ...options }), {
    data: DATA,
    trust: [new X509Certificate(signer.certificate)],
    notBefore: new Date(NOW.getTime() - 60_000),
    notAfter: new Date(NOW.getTime() + 60_000),
  });
const reasonOf = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    if (error instanceof TimestampRejectedError) return error.message;
    throw error;
  }
  return 'aceptado';
};

let honest: Signer;
beforeAll(async () => {
  honest = await selfSignedTsa('critical');
});

describe('verifyTimestampToken', () => {
  it('accepts a token of a trusted authority with a critical timeStamping usage and its ESS attribute', () => {
    const verified = verifyWith(honest);
    expect(verified.time).toEqual(NOW);
    expect(verified.authority).toBe('Autoridad de Sellado de Prueba');
  });

  it.each(['none', 'non-critical', 'other-purpose'] as const)(
    'refuses an authority certificate whose timeStamping extended key usage is %s',
    async (usage) => {
      const signer = await selfSignedTsa(usage);
      expect(reasonOf(() => verifyWith(signer))).toBe(EKU_REASON);
    },
  );

  it('refuses a token whose signer carries no ESS signing-certificate attribute', () => {
    expect(reasonOf(() => verifyWith(honest, { ess: 'none' }))).toBe(ESS_REASON);
  });

  it('refuses a token whose ESS attribute names another certificate', async () => {
    const other = await selfSignedTsa('critical', 'Otra Autoridad');
    expect(reasonOf(() => verifyWith(honest, { essOf: other }))).toBe(ESS_REASON);
  });
});
