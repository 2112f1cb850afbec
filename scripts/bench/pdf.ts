// Time to render (and seal) the final PDF of a signed two-buyer arras contract (target ≤ 300 ms), in
// process: the same renderer and sealing the server runs when the last buyer signs.
import sharp from 'sharp';

import { getContractType, normalizeContractData, renderContract } from '#shared/contract-types/index.ts';
import { paragraphKind, splitParagraphs } from '#shared/contract-types/template-format.ts';
import { ANA, COMPANY, fullData, ISABEL } from '#shared/test/contract-fixtures.ts';
import type { ContractDocument } from '#server/features/contracts/documents/contract-model.ts';
import { renderContractPdf } from '#server/features/contracts/documents/contract-pdf.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import { createSelfSignedSealP12, readSealP12, STORED_P12_PASSPHRASE } from '#server/lib/pdf/seal-certificate.ts';
import { sealPdf } from '#server/lib/pdf/seal-pdf.ts';

async function drawnSignature(): Promise<Buffer> {
  // A retina pad (400x200 CSS px at 2x) with a transparent background, as browsers export it.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400">
    <path d="M40 280 C 160 40, 280 360, 400 160 S 640 80, 760 240" stroke="#111" stroke-width="6" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function signedDocument(): Promise<ContractDocument> {
  const type = getContractType('arras_penitenciales')!;
  const id = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
  const { body } = renderContract({
    type,
    data: normalizeContractData(type, fullData(type)),
    buyers: [ANA, ISABEL],
    company: COMPANY,
    contractId: id,
  });
  const [title = '', ...rest] = splitParagraphs(body);
  const signature = await drawnSignature();
  const signedAt = new Date();
  const evidence = {
    signedAt,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
  };
  return {
    id,
    title,
    paragraphs: rest.map((text) => ({ kind: paragraphKind(text), text })),
    language: 'es',
    draft: false,
    testMode: false,
    sha256: sha256Hex(body),
    frozenAt: signedAt,
    seller: {
      role: 'LA PARTE VENDEDORA',
      name: 'Marta Soler Puig',
      dni: '87654321X',
      email: 'info@casanova.example',
      ...evidence,
      signature: null,
      onBehalfOf: 'Casa Nova Reformas S.L.',
    },
    buyers: [ANA, ISABEL].map((buyer, index) => ({
      role: `LA PARTE COMPRADORA (${index + 1})`,
      name: buyer.name,
      dni: buyer.dni,
      email: buyer.email,
      ...evidence,
      signature,
    })),
  };
}

/** Median of several runs after a warm-up (fonts and code paths loaded once, as in a running server). */
async function median(runs: number, task: () => Promise<unknown>): Promise<number> {
  await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

export async function benchPdf(runs = 15): Promise<{ ms: number }> {
  const document = await signedDocument();
  return { ms: await median(runs, () => renderContractPdf(document)) };
}

/** Render with the evidence page's seal notice, then seal with a self-signed RSA-2048 certificate. */
export async function benchSealedPdf(runs = 15): Promise<{ ms: number }> {
  const key = readSealP12(await createSelfSignedSealP12('Casa Nova Reformas S.L.'), STORED_P12_PASSPHRASE);
  const document = {
    ...(await signedDocument()),
    seal: {
      subject: key.subject,
      fingerprint: key.fingerprint,
      verifyUrl: 'https://www.casanova.example/verificar',
      selfSigned: key.selfSigned,
    },
  };
  const seal = async () =>
    sealPdf(await renderContractPdf(document), key, {
      reason: 'Contrato firmado electrónicamente por todas las partes',
      location: 'Barcelona',
      name: 'Casa Nova Reformas S.L.',
      contactInfo: 'info@casanova.example',
      signingTime: new Date(),
    });
  return { ms: await median(runs, seal) };
}
