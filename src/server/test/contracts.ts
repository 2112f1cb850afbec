// Helpers for the contracts' API tests (not imported by production code).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import { COMPANY, fullData } from '#shared/test/contract-fixtures.ts';
import { contractBuyers, siteContent, users } from '#server/db/schema.ts';
import { signingToken, signingUrl, tokenHash } from '#server/features/contracts/signing-token.ts';
import { testPasswordHash } from '#server/test/passwords.ts';
import { TEST_JWT_SECRET, type TestApp } from '#server/test/test-app.ts';

export const BUYERS = [
  {
    name: 'Ana García López',
    email: 'ana@example.com',
    dni: '12345678Z',
    address: 'Calle Mayor 1, 08001 Barcelona',
    buyer_order: 1,
  },
  {
    name: 'Isabel Ruiz Soler',
    email: 'isabel@example.com',
    dni: 'X1234567L',
    address: 'Carrer de Balmes 2, 08007 Barcelona',
    buyer_order: 2,
  },
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

/** A staff account (docs/product.md §4) logged in: its bearer token. */
export async function staffToken(t: TestApp, username = 'pau@casanova.test'): Promise<string> {
  const password = 'clave-del-personal-123';
  await t.db
    .insert(users)
    .values({
      username,
      email: username,
      passwordHash: await testPasswordHash(password),
      isAdmin: true,
      role: 'staff',
      fullName: 'Pau Serra',
    })
    .onConflictDoNothing();
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (login.statusCode !== 200) throw new Error(`staff login failed ${login.statusCode}: ${login.body}`);
  return login.json<{ access_token: string }>().access_token;
}

export async function storeCompanyDetails(t: TestApp): Promise<void> {
  await t.db.insert(siteContent).values(Object.entries(COMPANY).map(([key, value]) => ({ key, value })));
}

/**
 * Each buyer's link as their mail carries it (the token derived from the server secret): no company answer has it any
 * more (docs/product.md#links-in-company-hands), so the tests read what the buyer reads, without recording a handover.
 */
export async function mailedLinks(t: TestApp, contractId: string): Promise<Map<number, string>> {
  const rows = await t.db.select().from(contractBuyers).where(eq(contractBuyers.contractId, contractId));
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  return new Map(
    rows.map((buyer) => [
      buyer.id,
      signingUrl(t.config.publicUrl, contractId, buyer.email, signingToken(secret, buyer), buyer.language),
    ]),
  );
}

/** The contract's answer with each buyer's `signing_url` replaced by the link the buyer was mailed. */
export async function withMailedLinks(t: TestApp, contract: ContractDto): Promise<ContractDto> {
  const links = await mailedLinks(t, contract.id);
  return { ...contract, buyers: contract.buyers.map((buyer) => ({ ...buyer, signing_url: links.get(buyer.id)! })) };
}

export async function createContract(t: TestApp, body: object = contractBody()): Promise<ContractDto> {
  const response = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed ${response.statusCode}: ${response.body}`);
  return withMailedLinks(t, response.json<ContractDto>());
}

/** Created and signed by the administrator: ready for the buyers. */
export async function pendingContract(t: TestApp, body: object = contractBody()): Promise<ContractDto> {
  const created = await createContract(t, body);
  const signed = await t.asAdmin({ method: 'POST', url: `/api/cms/contracts/${created.id}/sign`, payload: {} });
  if (signed.statusCode !== 200) throw new Error(`sign failed ${signed.statusCode}: ${signed.body}`);
  return withMailedLinks(t, signed.json<{ contract: ContractDto }>().contract);
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

/** Declarations of a buyer acting in their own name, as the signing page sends them. */
export const DECLARATIONS = {
  acts_on_own_behalf: true,
  is_company: false,
  is_pep: false,
  occupation: 'Arquitecta técnica',
  funds_origin_category: 'savings',
  funds_origin_details: 'Ahorros de quince años en una cuenta de CaixaBank',
};

/** A photo of an identity document (any JPEG will do for the rules). */
export const identityPhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#c8d4e0' } })
    .jpeg()
    .toBuffer();

/** A multipart body with one file in the field `file`. */
export function multipartFile(data: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----casanova${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The buyer's file as the signing page completes it: an identity document and the declarations (docs/product.md §5.7). */
export async function completeBuyerFile(
  t: TestApp,
  contractId: string,
  token: string,
  declarations: object = DECLARATIONS,
): Promise<void> {
  const query = `token=${encodeURIComponent(token)}`;
  // Both sides of the DNI (docs/product.md#identified-buyers).
  for (const side of ['dni-anverso.jpg', 'dni-reverso.jpg']) {
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/buyer-file/documents?${query}`,
      ...multipartFile(await identityPhoto(), side, 'image/jpeg'),
    });
    if (upload.statusCode !== 201) throw new Error(`document upload failed ${upload.statusCode}: ${upload.body}`);
  }
  const declared = await t.app.inject({
    method: 'PUT',
    url: `/api/contracts/${contractId}/buyer-file?${query}`,
    payload: declarations,
  });
  if (declared.statusCode !== 200) throw new Error(`declarations failed ${declared.statusCode}: ${declared.body}`);
}

/** Every buyer's file completed by the company in the admin area (a buyer identified in person, say). */
export async function completeBuyerFiles(t: TestApp, contract: ContractDto): Promise<void> {
  for (const buyer of contract.buyers) {
    const base = `/api/cms/contracts/${contract.id}/buyers/${buyer.id}/buyer-file`;
    for (const side of ['dni-anverso.jpg', 'dni-reverso.jpg']) {
      const upload = await t.asAdmin({
        method: 'POST',
        url: `${base}/documents`,
        ...multipartFile(await identityPhoto(), side),
      });
      if (upload.statusCode !== 201) throw new Error(`document upload failed ${upload.statusCode}: ${upload.body}`);
    }
    const declared = await t.asAdmin({ method: 'PUT', url: base, payload: DECLARATIONS });
    if (declared.statusCode !== 200) throw new Error(`declarations failed ${declared.statusCode}: ${declared.body}`);
  }
}

export const LOW_RISK_REASON = 'Compra en su nombre con ahorros de su nómina, documentados en el expediente.';

/** An owner records a buyer's risk with a reason that means something (docs/product.md#reasons). */
export async function assessBuyer(t: TestApp, contractId: string, buyerId: number, risk = 'low') {
  const response = await t.asAdmin({
    method: 'PUT',
    url: `/api/cms/contracts/${contractId}/buyers/${buyerId}/buyer-file/review`,
    payload: { risk, reason: LOW_RISK_REASON },
  });
  if (response.statusCode !== 200) throw new Error(`review failed ${response.statusCode}: ${response.body}`);
  return response;
}

/** Evidence of the source of funds, uploaded by an owner: what a high-risk approval needs (Ley 10/2010 art. 14). */
export async function addFundsEvidence(t: TestApp, contractId: string, buyerId: number) {
  const response = await t.asAdmin({
    method: 'POST',
    url: `/api/cms/contracts/${contractId}/buyers/${buyerId}/buyer-file/documents?kind=funds`,
    ...multipartFile(await identityPhoto(), 'escritura-venta.jpg'),
  });
  if (response.statusCode !== 201) throw new Error(`funds upload failed ${response.statusCode}: ${response.body}`);
  return response;
}

/**
 * Signs as the buyer of `token`, first completing their file when the page would ask for it (an arras contract
 * awaiting their signature) and, with the file required, having an owner assess it (low risk), as the company would
 * before the buyer can sign (docs/product.md#file-before-bond); a link that cannot sign is left for the signature
 * itself to be refused.
 */
export async function signAs(t: TestApp, contractId: string, token: string, signature?: string) {
  const status = await t.app.inject({
    method: 'GET',
    url: `/api/contracts/${contractId}/buyer-file?token=${encodeURIComponent(token)}`,
  });
  const file =
    status.statusCode === 200 ? status.json<{ required: boolean; complete: boolean; under_review: boolean }>() : null;
  // A contract that cannot be signed (a draft, already signed) refuses the file too; the signature says why.
  if (file?.required && !file.complete) await completeBuyerFile(t, contractId, token).catch(() => undefined);
  if (file?.required) {
    const [buyer] = await t.db
      .select()
      .from(contractBuyers)
      .where(eq(contractBuyers.tokenHash, tokenHash(token)));
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${contractId}/buyer-file?token=${encodeURIComponent(token)}`,
    });
    if (buyer && fresh.statusCode === 200 && fresh.json<{ under_review: boolean }>().under_review)
      await assessBuyer(t, contractId, buyer.id).catch(() => undefined);
  }
  return t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/buyer-sign`,
    payload: { signature_image: signature ?? pngDataUrl(await signaturePng()), token },
  });
}
