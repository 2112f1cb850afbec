// Time-stamp tokens made on the spot for the verifier's own checks (docs/decisions/023-trusted-time-verified-and-in-
// the-background.md): a self-signed authority certificate whose timeStamping extended key usage is critical, absent,
// non-critical or for another purpose, and tokens whose signer carries its ESS signing-certificate-v2, none, or one
// naming another certificate. Everything else about each token is right, so a rejection is the check under test.
import { createPrivateKey, randomBytes, sign, webcrypto } from 'node:crypto';
import { OctetString } from '@peculiar/asn1-schema';
import { MessageImprint, TSTInfo } from '@peculiar/asn1-tsp';
import { AlgorithmIdentifier } from '@peculiar/asn1-x509';

import { signedData } from '#server/lib/pdf/cades-signer.ts';
import { der, OID, readSignedData, sha256, signedAttributesBytes, wrapSignedData } from '#server/lib/pdf/cms.ts';
import * as x509 from '#server/lib/pdf/x509.ts';

import type { Signer } from './local-pki';

const RSA_SHA256 = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};
const CODE_SIGNING = '1.3.6.1.5.5.7.3.3';

export type TsaKeyUsage = 'critical' | 'non-critical' | 'none' | 'other-purpose';

/** A self-signed time-stamping certificate (its own trust anchor) with the extended key usage asked for. */
export async function selfSignedTsa(
  usage: TsaKeyUsage,
  commonName = 'Autoridad de Sellado de Prueba',
): Promise<Signer> {
  const keys = (await webcrypto.subtle.generateKey(RSA_SHA256, true, ['sign', 'verify'])) as CryptoKeyPair;
  const extendedKeyUsage = {
    critical: [new x509.ExtendedKeyUsageExtension([OID.timeStamping], true)],
    'non-critical': [new x509.ExtendedKeyUsageExtension([OID.timeStamping], false)],
    none: [],
    'other-purpose': [new x509.ExtendedKeyUsageExtension([CODE_SIGNING], true)],
  }[usage];
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: `01${randomBytes(8).toString('hex')}`,
      name: `CN=${commonName}, O=Casa Nova Pruebas, C=ES`,
      notBefore: new Date(Date.now() - 86_400_000),
      notAfter: new Date(Date.now() + 86_400_000),
      signingAlgorithm: RSA_SHA256,
      keys,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
        ...extendedKeyUsage,
      ],
    },
    webcrypto as Crypto,
  );
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  return {
    keyPem: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({
      type: 'pkcs8',
      format: 'pem',
    }) as string,
    certificate: Buffer.from(certificate.rawData),
    chain: [],
  };
}

export type TokenOptions = {
  genTime: Date;
  /** The signer's ESS signing-certificate-v2 (the default), none at all, or the one `essOf` would carry. */
  ess?: 'own' | 'none';
  essOf?: Signer;
};

const signed = (tstInfo: Buffer, signer: Signer) =>
  signedData(
    { contentType: OID.tstInfo, digest: sha256(tstInfo), encapsulated: tstInfo },
    { privateKeyPem: signer.keyPem, certificates: [signer.certificate, ...signer.chain] },
  );

/** An RFC 3161 token (DER ContentInfo) over `data`, signed by `signer`. */
export function timestampToken(data: Buffer, signer: Signer, options: TokenOptions): Buffer {
  const serial = randomBytes(8);
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  const tstInfo = der(
    new TSTInfo({
      version: 1,
      policy: '1.3.6.1.4.1.99999.1',
      messageImprint: new MessageImprint({
        hashAlgorithm: new AlgorithmIdentifier({ algorithm: OID.sha256, parameters: null }),
        hashedMessage: new OctetString(sha256(data)),
      }),
      serialNumber: Uint8Array.from(serial).buffer,
      genTime: options.genTime,
      ordering: false,
    }),
  );
  const token = signed(tstInfo, signer);
  if ((options.ess ?? 'own') === 'own' && !options.essOf) return token;
  // The same SignerInfo with its ESS attribute dropped or swapped, signed again: only that attribute differs.
  const replacement = options.essOf
    ? readSignedData(signed(tstInfo, options.essOf)).signerInfos[0]!.signedAttrs!.find(
        (attribute) => attribute.attrType === OID.signingCertificateV2,
      )
    : undefined;
  const content = readSignedData(token);
  const signerInfo = content.signerInfos[0]!;
  const others = signerInfo.signedAttrs!.filter((attribute) => attribute.attrType !== OID.signingCertificateV2);
  signerInfo.signedAttrs = [...others, ...(replacement ? [replacement] : [])];
  signerInfo.signature = new OctetString(
    sign('sha256', signedAttributesBytes(der(signerInfo)), createPrivateKey(signer.keyPem)),
  );
  return wrapSignedData(content);
}
