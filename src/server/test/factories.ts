import type { ContractStatus } from '#shared/contract-lifecycle/index.ts';
import {
  CONTRACT_TYPE_IDS,
  getContractType,
  normalizeContractData,
  type ContractTypeId,
} from '#shared/contract-types/index.ts';
import { ANA, fullData } from '#shared/contract-types/test-fixtures.ts';
import type { Executor } from '#server/db/client.ts';
import { contractBuyers, contracts } from '#server/db/schema.ts';
import { randomToken, sha256Hex } from '#server/lib/crypto.ts';

type BuyerOverrides = {
  name: string;
  email: string;
  dni?: string;
  address?: string;
  signedAt?: Date | null;
  language?: 'es' | 'ca' | 'en';
};

type ContractOverrides = {
  /** A fixed id, for fixtures that carry the contract's payment reference. */
  id?: string;
  contractType?: ContractTypeId;
  /** Merged over complete sample data for the type. */
  contractData?: Record<string, unknown>;
  /** Default `signed`; buyers count as signed when the contract is signed or completed. */
  status?: ContractStatus;
  buyers?: BuyerOverrides[];
};

/**
 * A contract written straight to the tables, for tests that need one in a given state without going
 * through the contract API. Buyers get a random signing token stored only as its hash, as in production.
 */
export async function insertContract(db: Executor, overrides: ContractOverrides = {}) {
  const contractType = overrides.contractType ?? CONTRACT_TYPE_IDS[1];
  const status = overrides.status ?? 'signed';
  const allSigned = status === 'signed' || status === 'completed';
  const type = getContractType(contractType)!;
  const contractData = { ...normalizeContractData(type, fullData(type)), ...overrides.contractData };
  const [contract] = await db
    .insert(contracts)
    .values({ ...(overrides.id ? { id: overrides.id } : {}), contractType, contractData, status })
    .returning();
  const buyers = overrides.buyers ?? [{ name: ANA.name, email: ANA.email, dni: ANA.dni, address: ANA.address }];
  const buyerRows = await db
    .insert(contractBuyers)
    .values(
      buyers.map((buyer, index) => ({
        contractId: contract!.id,
        buyerOrder: index + 1,
        name: buyer.name,
        email: buyer.email,
        dni: buyer.dni ?? ANA.dni,
        address: buyer.address ?? ANA.address,
        tokenHash: sha256Hex(randomToken()),
        tokenNonce: randomToken(16),
        signedAt: buyer.signedAt !== undefined ? buyer.signedAt : allSigned ? new Date() : null,
        ...(buyer.language ? { language: buyer.language } : {}),
      })),
    )
    .returning();
  return { contract: contract!, buyers: buyerRows };
}

/** A complete, valid body of POST /api/cms/properties; `overrides` replace any field. */
export const propertyInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Piso reformado en Gràcia',
  description: 'Piso exterior con balcón, reforma integral.',
  address: 'Carrer de Verdi 12',
  neighborhood: 'Gràcia',
  property_type: 'piso',
  status: 'reformando',
  bedrooms: 3,
  bathrooms: 2,
  size_m2: 85,
  images: [],
  videos: [],
  start_date: '2026-11-01T00:00:00.000Z',
  completion_date: null,
  sale_date: null,
  publication_date: '2026-11-01',
  ...overrides,
});
