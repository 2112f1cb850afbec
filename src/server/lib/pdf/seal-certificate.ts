// The certificate that seals signed PDFs (docs/decisions/007-sealed-pdfs.md): read from a PKCS#12 file, or
// a self-signed one created once. @peculiar/x509 makes the self-signed certificate (on the same ASN.1 schemas as the
// seal's CMS, with WebCrypto's RSA key); node-forge only opens PKCS#12 files and packs the self-signed one into one,
// since Node's crypto has no PKCS#12 (docs/decisions/044).
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import forge from 'node-forge';

import * as x509 from './x509';

export type SealKey = {
  p12: Buffer;
  passphrase: string;
  certificatePem: string;
  /** SHA-256 of the certificate (DER), lowercase hex. */
  fingerprint: string;
  /** The certificate's subject common name, printed on the evidence page. */
  subject: string;
  notAfter: Date;
  /** Issued by itself (the generated one, or a .p12 made without a certification authority): the evidence page says so. */
  selfSigned: boolean;
  /** Bytes reserved in the PDF for the CMS signature: the certificates it carries plus room for the rest. */
  signatureLength: number;
};

/** Why a PKCS#12 cannot seal, in the Spanish of the start-up line. */
export class SealCertificateError extends Error {}

/** Self-signed certificates are kept in the database, so this passphrase protects nothing and says so. */
export const STORED_P12_PASSPHRASE = 'casa-nova-self-signed-seal';
const SELF_SIGNED_YEARS = 10;
const MIN_SIGNATURE_LENGTH = 8192;
/** forge's typings call the value's tag a Class; it is an ASN.1 type (UTF8String, so accents survive). */
const UTF8_TAG = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType: type })[type] ?? [];
}

/** forge hands back UTF8String values as their raw bytes. */
function fieldText(field: forge.pki.CertificateField): string {
  const value = typeof field.value === 'string' ? field.value : '';
  return field.valueTagClass === UTF8_TAG ? forge.util.decodeUtf8(value) : value;
}

type OpenedP12 = { key: forge.pki.rsa.PrivateKey; own: forge.pki.Certificate; certificates: forge.pki.Certificate[] };

function openP12(p12: Buffer, passphrase: string): OpenedP12 {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  } catch {
    throw new SealCertificateError('la contraseña no abre el certificado o el fichero no es PKCS#12 (.p12/.pfx)');
  }
  const key = bagsOf(pfx, forge.pki.oids.pkcs8ShroudedKeyBag!)[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new SealCertificateError('el fichero no contiene la clave privada del certificado');
  if (!('n' in key)) throw new SealCertificateError('el certificado debe tener una clave RSA');
  const certificates = bagsOf(pfx, forge.pki.oids.certBag!)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const own = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.compareTo(key.n) === 0 && publicKey.e?.compareTo(key.e) === 0;
  });
  if (!own) throw new SealCertificateError('ningún certificado del fichero corresponde a su clave privada');
  return { key, own, certificates };
}

const certificateDer = (cert: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

/** What signing needs from a seal's PKCS#12: its private key and its certificates (DER), the seal's own first. */
export type SigningMaterial = { privateKeyPem: string; certificates: Buffer[] };

export function signingMaterial(seal: Pick<SealKey, 'p12' | 'passphrase'>): SigningMaterial {
  const { key, own, certificates } = openP12(seal.p12, seal.passphrase);
  return {
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificates: [own, ...certificates.filter((cert) => cert !== own)].map(certificateDer),
  };
}

/** Checks that the file opens with the passphrase and holds an RSA key with its certificate. */
export function readSealP12(p12: Buffer, passphrase: string): SealKey {
  const { own, certificates } = openP12(p12, passphrase);
  const chainBytes = certificates.reduce((sum, cert) => sum + certificateDer(cert).length, 0);
  const commonName = own.subject.getField('CN') as forge.pki.CertificateField | null;
  return {
    p12,
    passphrase,
    certificatePem: forge.pki.certificateToPem(own),
    fingerprint: createHash('sha256').update(certificateDer(own)).digest('hex'),
    subject: commonName
      ? fieldText(commonName)
      : own.subject.attributes.map((a) => `${a.shortName ?? a.name}=${fieldText(a)}`).join(', '),
    notAfter: own.validity.notAfter,
    selfSigned: own.isIssuer(own),
    signatureLength: Math.max(MIN_SIGNATURE_LENGTH, Math.ceil((chainBytes + 4096) / 1024) * 1024),
  };
}

const RSA_SHA256 = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};

/** A new RSA-2048 key and a self-signed seal certificate for `commonName`, valid ten years, as PKCS#12. */
export async function createSelfSignedSealP12(commonName: string, now = new Date()): Promise<Buffer> {
  // WebCrypto makes the key off the main thread; OpenSSL underneath, far faster than forge's JavaScript generator.
  const keys = (await webcrypto.subtle.generateKey(RSA_SHA256, true, ['sign', 'verify'])) as CryptoKeyPair;
  const notAfter = new Date(now);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + SELF_SIGNED_YEARS);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      // A positive serial: the first byte's high bit clear.
      serialNumber: `01${randomBytes(15).toString('hex')}`,
      // UTF8String, so a legal name's accents survive; the country code is a PrintableString.
      name: new x509.Name([
        { CN: [{ utf8String: commonName }] },
        { O: [{ utf8String: commonName }] },
        { C: [{ printableString: 'ES' }] },
      ]),
      notBefore: new Date(now.getTime() - 60_000),
      notAfter,
      signingAlgorithm: RSA_SHA256,
      keys,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
        await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      ],
    },
    webcrypto as Crypto,
  );
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  const key = forge.pki.privateKeyFromAsn1(forge.asn1.fromDer(pkcs8.toString('binary')));
  const pfx = forge.pkcs12.toPkcs12Asn1(
    key,
    [forge.pki.certificateFromAsn1(forge.asn1.fromDer(Buffer.from(certificate.rawData).toString('binary')))],
    STORED_P12_PASSPHRASE,
    { algorithm: '3des', friendlyName: commonName },
  );
  return Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary');
}
