// Contracts set up through the HTTP API, so browser tests start from the state they are about.
import sharp from 'sharp';

import type { ContractDto } from '#shared/api/contract-dtos.ts';
import { getContractType } from '#shared/contract-types/index.ts';
import { fullData } from '#shared/test/contract-fixtures.ts';

import { apiClient, signaturePng, type pdfAttachment } from './api-client';

export type TestBuyer = { name: string; email: string; dni: string; address: string };

export type AdminApi = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<T>;

async function expectOk<T>(response: Promise<{ status: number; text: string; body: T }>, what: string): Promise<T> {
  const { status, text, body } = await response;
  if (status < 200 || status >= 300) throw new Error(`${what} → ${status} ${text}`);
  return body;
}

/** Calls the API as the administrator of the server at `baseUrl`; a non-2xx answer throws. */
export async function adminApi(baseUrl: string): Promise<AdminApi> {
  const client = apiClient(baseUrl);
  const token = await client.login();
  return <T>(method: string, path: string, body?: unknown) =>
    expectOk(client.call<T>(method, path, { body, token }), `${method} ${path}`);
}

/** The company details (site content keys) the contracts and payment instructions are built from. */
export async function storeContent(api: AdminApi, content: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(content)) await api('PUT', `/api/cms/content/${key}`, { content: value });
}

/** A contract with the sample data of its type, created (draft) and, unless `draft`, signed by the company. */
export async function contractAwaitingBuyers(
  api: AdminApi,
  typeId: string,
  buyers: TestBuyer[],
  options: { draft?: boolean; data?: Record<string, unknown>; attachments?: ReturnType<typeof pdfAttachment>[] } = {},
): Promise<ContractDto> {
  const type = getContractType(typeId)!;
  const created = await api<ContractDto>('POST', '/api/cms/contracts', {
    contract_type: type.id,
    contract_data: { ...fullData(type), ...options.data },
    buyers: buyers.map((buyer, index) => ({ ...buyer, buyer_order: index + 1 })),
    attachments: options.attachments ?? [],
  });
  if (options.draft) return created;
  const { contract } = await api<{ contract: ContractDto }>('POST', `/api/cms/contracts/${created.id}/sign`, {
    contract_id: created.id,
  });
  return withSigningLinks(api, contract);
}

/** The contract with each buyer's link as an owner takes it («Copiar enlace»): the tests then act as that buyer. */
export async function withSigningLinks(api: AdminApi, contract: ContractDto): Promise<ContractDto> {
  const buyers = [];
  for (const buyer of contract.buyers)
    buyers.push({ ...buyer, signing_url: await signingLinkOf(api, contract.id, buyer) });
  return { ...contract, buyers };
}

/** A buyer acting in their own name, as the signing page sends the declarations (docs/product.md §5.7). */
export const BUYER_DECLARATIONS = {
  acts_on_own_behalf: true,
  is_company: false,
  is_pep: false,
  occupation: 'Ingeniera de caminos',
  funds_origin_category: 'savings',
  funds_origin_details: 'Ahorros propios en una cuenta de CaixaBank',
};

/** A photo of an identity document, as a phone would send it. */
const identityPhoto = async () =>
  new Blob(
    [
      await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c8d4e0' } })
        .jpeg()
        .toBuffer(),
    ],
    { type: 'image/jpeg' },
  );

/** The buyer's file completed through their signing link, as the signing page does before an arras signature. */
export async function completeBuyerFile(baseUrl: string, signingUrl: string): Promise<void> {
  const url = new URL(signingUrl);
  const contractId = url.pathname.split('/')[2]!;
  const query = new URLSearchParams({ token: url.searchParams.get('token')! }).toString();
  // Both sides of the DNI (docs/product.md#identified-buyers).
  for (const side of ['dni-anverso.jpg', 'dni-reverso.jpg']) {
    const form = new FormData();
    form.append('file', await identityPhoto(), side);
    const upload = await fetch(`${baseUrl}/api/contracts/${contractId}/buyer-file/documents?${query}`, {
      method: 'POST',
      body: form,
    });
    if (upload.status !== 201) throw new Error(`identity document → ${upload.status} ${await upload.text()}`);
  }
  await expectOk(
    apiClient(baseUrl).call('PUT', `/api/contracts/${contractId}/buyer-file?${query}`, { body: BUYER_DECLARATIONS }),
    'declarations',
  );
}

/**
 * An owner records a low risk, with its reason, on every buyer's file: where the file is required, money waits for
 * that decision (docs/product.md#money-gate).
 */
export async function recordLowRisks(api: AdminApi, contract: Pick<ContractDto, 'id' | 'buyers'>): Promise<void> {
  for (const buyer of contract.buyers)
    await api('PUT', `/api/cms/contracts/${contract.id}/buyers/${buyer.id}/buyer-file/review`, {
      risk: 'low',
      reason: 'Compra en su propio nombre con ahorros documentados',
    });
}

/** Signs as one buyer through the link the administrator would send (completing their file first when it is required). */
export async function signAsBuyer(
  baseUrl: string,
  signingUrl: string,
): Promise<{ all_signed: boolean; status: string }> {
  const url = new URL(signingUrl);
  const contractId = url.pathname.split('/')[2]!;
  const file = await apiClient(baseUrl).call<{ required: boolean; complete: boolean }>(
    'GET',
    `/api/contracts/${contractId}/buyer-file?${new URLSearchParams({ token: url.searchParams.get('token')! }).toString()}`,
  );
  if (file.status === 200 && file.body.required && !file.body.complete) await completeBuyerFile(baseUrl, signingUrl);
  const body = { contract_id: contractId, token: url.searchParams.get('token'), signature_image: signaturePng() };
  return expectOk(apiClient(baseUrl).call('POST', `/api/contracts/${contractId}/buyer-sign`, { body }), 'buyer-sign');
}

/**
 * The buyer's signing link: no contract answer to a company account carries a token, so an owner takes it, as the
 * admin's «Copiar enlace» does (docs/product.md §5.4).
 */
export async function signingLinkOf(
  api: AdminApi,
  contractId: string,
  buyer: { id: number; signing_url: string | null },
): Promise<string> {
  if (buyer.signing_url?.includes('token=')) return buyer.signing_url;
  const { signing_url } = await api<{ signing_url: string }>(
    'POST',
    `/api/cms/contracts/${contractId}/buyers/${buyer.id}/signing-link`,
  );
  return signing_url;
}

/** A contract every buyer has signed: ready for the payment. */
export async function signedContract(
  api: AdminApi,
  baseUrl: string,
  typeId: string,
  buyers: TestBuyer[],
  data?: Record<string, unknown>,
): Promise<ContractDto> {
  const contract = await contractAwaitingBuyers(api, typeId, buyers, { data });
  for (const buyer of contract.buyers) await signAsBuyer(baseUrl, buyer.signing_url!);
  const signed = await api<ContractDto>('GET', `/api/cms/contracts/${contract.id}`);
  // Each buyer keeps the link they signed with (their documents stay readable through it).
  return {
    ...signed,
    buyers: signed.buyers.map((buyer, index) => ({ ...buyer, signing_url: contract.buyers[index]!.signing_url })),
  };
}
