import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { ObjectIdentifier } from 'asn1js';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';

import { opensslCmsVerify } from '#server/test/openssl-cms.ts';
import { pdfsig, withOneByteChanged } from '#server/test/pdfsig.ts';
import { testSealKey } from '#server/test/seal-keys.ts';

import { cadesDetachedSignature } from './cades-signer';
import { OID, parse, SigningCertificateV2, toBuffer } from './cms';
import { embedSignatureTimestamp } from './extend-seal';
import { createSelfSignedSealP12, readSealP12, SealCertificateError, signingMaterial } from './seal-certificate';
import { sealPdf, TIMESTAMP_TOKEN_ROOM } from './seal-pdf';
import { addSignatureField, fillSignatureField } from './signature-field';
import { readPdfSeal, verifyPdfSeal } from './verify-pdf-seal';
import * as x509 from './x509';

async function samplePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', info: { Title: 'Contrato de prueba' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Contrato de arras penitenciales — página 1');
  doc.addPage().text('Registro de evidencias');
  doc.end();
  return finished;
}

/** The fixture was sealed by the code that made PKCS#7 seals until PAdES; it must never change. */
const PKCS7_FIXTURE_SHA256 = '3c41a5a930ccbbbd0a8b21d820f2116869ee589b7ec955ffa84d1fb1f8637873';

const OPTIONS = {
  reason: 'Contrato firmado electrónicamente por todas las partes',
  location: 'Barcelona',
  name: 'Reformas Peñalver S.L.',
  contactInfo: 'info@casanova.example',
  signingTime: new Date('2026-03-02T10:15:00Z'),
};

describe('sealPdf', () => {
  it('produces a signature that pdfsig validates, and that breaks when one byte changes', async () => {
    const key = await testSealKey();
    const sealed = await sealPdf(await samplePdf(), key, OPTIONS);
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain(`Signer Certificate Common Name: ${key.subject}`);

    const tampered = await pdfsig(withOneByteChanged(sealed));
    expect(tampered).not.toContain('Signature is Valid');
  });

  it('writes reason, location and name as readable text, accents included', async () => {
    const sealed = await sealPdf(await samplePdf(), await testSealKey(), OPTIONS);
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    expect(sealed.includes(utf16(OPTIONS.reason))).toBe(true);
    expect(sealed.includes(utf16(OPTIONS.name))).toBe(true);
    expect(sealed.includes(Buffer.from('/Location (Barcelona)'))).toBe(true);
    expect(sealed.includes(Buffer.from('/M (D:20260302101500Z)'))).toBe(true);
    expect(await pdfsig(sealed)).toContain('Signature is Valid');
  });
});

/** The CMS of a sealed PDF and the bytes it signs, as `openssl cms -verify` takes them. */
const cmsOf = (pdf: Buffer) => {
  const seal = readPdfSeal(pdf)!;
  return { cms: seal.cms, content: seal.signedBytes };
};

describe('the seal is a PAdES baseline (CAdES) signature', () => {
  it('says ETSI.CAdES.detached, names its certificate in signing-certificate-v2 and leaves the time to /M', async () => {
    const key = await testSealKey();
    const sealed = await sealPdf(await samplePdf(), key, OPTIONS);
    expect(await pdfsig(sealed)).toContain('Signature Type: ETSI.CAdES.detached');
    expect(sealed.includes(Buffer.from('/SubFilter /ETSI.CAdES.detached'))).toBe(true);

    const seal = readPdfSeal(sealed)!;
    expect(seal.signerInfo.signedAttrs!.map((attribute) => attribute.attrType).sort()).toEqual(
      [OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort(),
    );
    expect(seal.signedAttribute(OID.contentType)).toEqual(
      Buffer.from(new ObjectIdentifier({ value: OID.data }).toBER()),
    );
    const [essCertId] = parse(seal.signedAttribute(OID.signingCertificateV2)!, SigningCertificateV2).certs;
    expect(toBuffer(essCertId!.certHash.buffer).toString('hex')).toBe(key.fingerprint);

    const { cms, content } = cmsOf(sealed);
    expect(await opensslCmsVerify(cms, content)).toContain('Verification successful');
    await expect(opensslCmsVerify(cms, withOneByteChanged(content))).rejects.toThrow();
  });

  it('is refused when its signing-certificate-v2 names another certificate than the one whose key signed', async () => {
    const ours = await testSealKey();
    const theirs = await testSealKey('Otra Inmobiliaria S.L.');
    // Our key, but their certificate in the CMS and in the attribute: a seal claiming to be theirs.
    const material = {
      privateKeyPem: signingMaterial(ours).privateKeyPem,
      certificates: signingMaterial(theirs).certificates,
    };
    const placed = addSignatureField(
      await samplePdf(),
      { type: 'seal', ...OPTIONS, reason: 'Prueba' },
      ours.signatureLength,
    );
    const forged = await fillSignatureField(placed, async (bytes) => cadesDetachedSignature(bytes, material));
    expect(verifyPdfSeal(forged, ours.certificatePem)).toBe(false);
    expect(verifyPdfSeal(forged, theirs.certificatePem)).toBe(false);
    const { cms, content } = cmsOf(forged);
    await expect(opensslCmsVerify(cms, content)).rejects.toThrow();
  });

  it('verifies a seal whose CMS ends in a zero byte (the placeholder padding is not part of it)', async () => {
    const key = await testSealKey();
    // An unsigned attribute that ends in 0x00, as the last byte of an RSA signature or of a time-stamp token does
    // once in 256 seals; the signature covers the signed attributes only, so the seal is genuine.
    const sealed = await sealPdf(await samplePdf(), key, { ...OPTIONS, timestampRoom: TIMESTAMP_TOKEN_ROOM });
    const pdf = embedSignatureTimestamp(sealed, Buffer.from([0x04, 0x02, 0x01, 0x00]));
    expect(pdf.length).toBe(sealed.length);
    const seal = readPdfSeal(pdf)!;
    expect(seal.cms.at(-1)).toBe(0);
    expect(verifyPdfSeal(pdf, key.certificatePem)).toBe(true);
    expect(verifyPdfSeal(withOneByteChanged(pdf), key.certificatePem)).toBe(false);
    expect(await pdfsig(pdf)).toContain('Signature Validation: Signature is Valid.');
  });

  it('keeps verifying a seal made before, plain PKCS#7 (adbe.pkcs7.detached) without signing-certificate-v2', async () => {
    const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
    const pdf = fixture('pkcs7-sealed.pdf');
    const certificatePem = fixture('pkcs7-sealed.crt.pem').toString();
    expect(readPdfSeal(pdf)!.signedAttribute(OID.signingCertificateV2)).toBeUndefined();
    expect(verifyPdfSeal(pdf, certificatePem)).toBe(true);
    expect(verifyPdfSeal(withOneByteChanged(pdf), certificatePem)).toBe(false);
    expect(verifyPdfSeal(pdf, (await testSealKey()).certificatePem)).toBe(false);
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(PKCS7_FIXTURE_SHA256);
  });
});

describe('verifyPdfSeal', () => {
  it('accepts the seal of our certificate only, over untouched bytes', async () => {
    const ours = await testSealKey();
    const theirs = await testSealKey('Otra Inmobiliaria S.L.');
    const pdf = await samplePdf();
    const sealed = await sealPdf(pdf, ours, OPTIONS);
    expect(verifyPdfSeal(sealed, ours.certificatePem)).toBe(true);
    expect(verifyPdfSeal(sealed, theirs.certificatePem)).toBe(false);
    expect(verifyPdfSeal(withOneByteChanged(sealed), ours.certificatePem)).toBe(false);
    expect(verifyPdfSeal(Buffer.concat([sealed, Buffer.from('\n% añadido\n')]), ours.certificatePem)).toBe(false);
    expect(verifyPdfSeal(pdf, ours.certificatePem)).toBe(false);
    expect(verifyPdfSeal(Buffer.from('no es un pdf'), ours.certificatePem)).toBe(false);
  });
});

describe('seal certificates', () => {
  it('creates a ten-year self-signed certificate named after the company', async () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const key = readSealP12(await createSelfSignedSealP12('Reformas Peñalver S.L.', now), 'casa-nova-self-signed-seal');
    expect(key.subject).toBe('Reformas Peñalver S.L.');
    expect(key.notAfter.getUTCFullYear()).toBe(2036);
    expect(key.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(key.certificatePem).toContain('BEGIN CERTIFICATE');
    expect(key.selfSigned).toBe(true);
    // What a reader of the seal checks: a signing certificate (no CA) for signatures that cannot be repudiated,
    // signed with SHA-256 by its own key, named in UTF8String so the accents survive.
    const certificate = new x509.X509Certificate(key.certificatePem);
    expect(certificate.subject).toBe('CN=Reformas Peñalver S.L., O=Reformas Peñalver S.L., C=ES');
    expect(certificate.notBefore.toISOString()).toBe('2026-01-15T11:59:00.000Z');
    expect(certificate.signatureAlgorithm).toMatchObject({ name: 'RSASSA-PKCS1-v1_5', hash: { name: 'SHA-256' } });
    expect(await certificate.verify({ signatureOnly: true })).toBe(true);
    const usage = certificate.getExtension(x509.KeyUsagesExtension)!;
    expect([usage.critical, usage.usages]).toEqual([
      true,
      x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
    ]);
    const constraints = certificate.getExtension(x509.BasicConstraintsExtension)!;
    expect([constraints.critical, constraints.ca]).toEqual([true, false]);
    expect(certificate.getExtension(x509.SubjectKeyIdentifierExtension)?.keyId).toMatch(/^[0-9a-f]{40}$/);
    expect(parseInt(certificate.serialNumber.slice(0, 2), 16)).toBeLessThan(0x80);
  });

  it('refuses a wrong password and bytes that are not PKCS#12, in Spanish', async () => {
    const p12 = await createSelfSignedSealP12('Casa Nova');
    expect(() => readSealP12(p12, 'otra')).toThrow(SealCertificateError);
    expect(() => readSealP12(Buffer.from('hola'), '')).toThrow(/PKCS#12/);
  });
});
