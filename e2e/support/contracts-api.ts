// Contracts set up through the HTTP API, so browser tests start from the state they are about.
import { getContractType } from '../../src/shared/contract-types';
import { fullData } from '../../src/shared/contract-types/test-fixtures';
import type { ContractDto } from '../../src/shared/api/contract-dtos';
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
  return (await api<{ contract: ContractDto }>('POST', `/api/cms/contracts/${created.id}/sign`, { contract_id: created.id })).contract;
}

/** Signs as one buyer through the link the administrator would send. */
export async function signAsBuyer(baseUrl: string, signingUrl: string): Promise<{ all_signed: boolean; status: string }> {
  const url = new URL(signingUrl);
  const contractId = url.pathname.split('/')[2]!;
  const body = { contract_id: contractId, token: url.searchParams.get('token'), signature_image: signaturePng() };
  return expectOk(apiClient(baseUrl).call('POST', `/api/contracts/${contractId}/buyer-sign`, { body }), 'buyer-sign');
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
  for (const buyer of contract.buyers) await signAsBuyer(baseUrl, buyer.signing_url);
  return api<ContractDto>('GET', `/api/cms/contracts/${contract.id}`);
}
