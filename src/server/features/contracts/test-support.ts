// Helpers for the API tests of this folder (not imported by production code).
import sharp from 'sharp';
import { getContractType } from '../../../shared/contract-types';
import { COMPANY, fullData } from '../../../shared/contract-types/test-fixtures';
import type { ContractDto } from '../../../shared/api/contract-dtos';
import { siteContent } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

export const BUYERS = [
  { name: 'Ana García López', email: 'ana@example.com', dni: '12345678Z', address: 'Calle Mayor 1, 08001 Barcelona', buyer_order: 1 },
  { name: 'Isabel Ruiz Soler', email: 'isabel@example.com', dni: 'X1234567L', address: 'Carrer de Balmes 2, 08007 Barcelona', buyer_order: 2 },
];

export function contractBody(type = 'arras_penitenciales', overrides: Record<string, unknown> = {}) {
  return {
    contract_type: type,
    contract_data: fullData(getContractType(type)!),
    buyers: BUYERS,
    attachments: [],
    ...overrides,
  };
}

export async function storeCompanyDetails(t: TestApp): Promise<void> {
  await t.db.insert(siteContent).values(Object.entries(COMPANY).map(([key, value]) => ({ key, value })));
}

export async function createContract(t: TestApp, body: object = contractBody()): Promise<ContractDto> {
  const response = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed ${response.statusCode}: ${response.body}`);
  return response.json<ContractDto>();
}

/** Created and signed by the administrator: ready for the buyers. */
export async function pendingContract(t: TestApp, body: object = contractBody()): Promise<ContractDto> {
  const created = await createContract(t, body);
  const signed = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${created.id}/sign`, payload: {} });
  if (signed.statusCode !== 200) throw new Error(`sign failed ${signed.statusCode}: ${signed.body}`);
  return signed.json<{ contract: ContractDto }>().contract;
}

export const tokenOf = (signingUrl: string): string => new URL(signingUrl).searchParams.get('token') ?? '';

/** A pad-sized PNG with a hand-like stroke on white, as signature_pad exports it. */
export async function signaturePng(width = 400, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fff"/>
    <path d="M20 ${height * 0.7} C 80 ${height * 0.1}, 140 ${height * 0.9}, 200 ${height * 0.4} S 320 ${height * 0.2}, ${width - 20} ${height * 0.6}"
      stroke="#000" stroke-width="4" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const pngDataUrl = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;

export async function signAs(t: TestApp, contractId: string, token: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/buyer-sign`,
    payload: { signature_image: signature ?? pngDataUrl(await signaturePng()), token },
  });
}
