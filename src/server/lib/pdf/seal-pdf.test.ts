import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfsig, withOneByteChanged } from '#server/test/pdfsig.ts';
import { testSealKey } from '#server/test/seal-keys.ts';
import { createSelfSignedSealP12, readSealP12, SealCertificateError } from './seal-certificate';
import { sealPdf } from './seal-pdf';
import { verifyPdfSeal } from './verify-pdf-seal';

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

const OPTIONS = {
  reason: 'Contrato firmado electrónicamente por todas las partes',
  location: 'Barcelona',
  name: 'Reformas Peñalver S.L.',
  contactInfo: 'info@casanova.example',
  signingTime: new Date('2026-03-02T10:15:00Z'),
};

describe('sealPdf', () => {
  it('produces a signature that pdfsig validates, and that breaks when one byte changes', async () => {
    const key = testSealKey();
    const sealed = await sealPdf(await samplePdf(), key, OPTIONS);
    const report = await pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain(`Signer Certificate Common Name: ${key.subject}`);

    const tampered = await pdfsig(withOneByteChanged(sealed));
    expect(tampered).not.toContain('Signature is Valid');
  });

  it('writes reason, location and name as readable text, accents included', async () => {
    const sealed = await sealPdf(await samplePdf(), testSealKey(), OPTIONS);
    const utf16 = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    expect(sealed.includes(utf16(OPTIONS.reason))).toBe(true);
    expect(sealed.includes(utf16(OPTIONS.name))).toBe(true);
    expect(sealed.includes(Buffer.from('/Location (Barcelona)'))).toBe(true);
    expect(sealed.includes(Buffer.from('/M (D:20260302101500Z)'))).toBe(true);
    expect((await pdfsig(sealed))).toContain('Signature is Valid');
  });
});

describe('verifyPdfSeal', () => {
  it('accepts the seal of our certificate only, over untouched bytes', async () => {
    const ours = testSealKey();
    const theirs = testSealKey('Otra Inmobiliaria S.L.');
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
  it('creates a ten-year self-signed certificate named after the company', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const key = readSealP12(createSelfSignedSealP12('Reformas Peñalver S.L.', now), 'casa-nova-self-signed-seal');
    expect(key.subject).toBe('Reformas Peñalver S.L.');
    expect(key.notAfter.getUTCFullYear()).toBe(2036);
    expect(key.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(key.certificatePem).toContain('BEGIN CERTIFICATE');
  });

  it('refuses a wrong password and bytes that are not PKCS#12, in Spanish', () => {
    const p12 = createSelfSignedSealP12('Casa Nova');
    expect(() => readSealP12(p12, 'otra')).toThrow(SealCertificateError);
    expect(() => readSealP12(Buffer.from('hola'), '')).toThrow(/PKCS#12/);
  });
});
