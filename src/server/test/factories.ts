import type { ContractStatus } from '#shared/contract-lifecycle/index.ts';
import {
  CONTRACT_TYPE_IDS,
  getContractType,
  normalizeContractData,
  type ContractTypeId,
} from '#shared/contract-types/index.ts';
import { centsFromEuros } from '#shared/money/cents.ts';
import { ANA, fullData } from '#shared/test/contract-fixtures.ts';
import type { Executor } from '#server/db/client.ts';
import { contacts, contractBuyers, contracts, properties } from '#server/db/schema.ts';
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
  /** The portfolio property the contract is about (it then holds it while open). */
  propertyId?: number;
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
    .values({
      ...(overrides.id ? { id: overrides.id } : {}),
      contractType,
      contractData,
      status,
      propertyId: overrides.propertyId ?? null,
    })
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

/**
 * Every item the information sheet must state (Llei 18/2007 art. 60.3, RD 515/1989): with these a sheet says «No
 * consta todavía» nowhere. Spread into propertyInput; drop a key to leave that item unstated.
 */
export const COMPLETE_SHEET_FACTS = {
  occupancy: 'vacant',
  usable_area_m2: 78.5,
  built_area_m2: 92,
  energy_rating: 'B',
  energy_consumption: 60,
  energy_emissions: 12,
  building_structure: 'Estructura de hormigón armado, fachada de ladrillo.',
  insulation: 'Ventanas con doble acristalamiento y cámara de aire.',
  installations: 'Electricidad renovada en 2024, gas natural, agua caliente por caldera.',
  finishes: 'Parquet de roble, cocina equipada, baños reformados.',
  community_charges: 'Ninguna derrama aprobada ni pendiente.',
  community_statutes: 'Estatutos de 1962; no prohíben ningún uso residencial.',
  floor_plan: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n% plano\n%%EOF\n').toString('base64')}`,
  cadastral_reference: '9872023VH5797S0001WX',
  registry_office: 'Registro de la Propiedad n.º 15 de Barcelona',
  registry_property_number: '12345',
  habitability_certificate_number: 'HAB-2024-0815',
  habitability_certificate_date: '2024-05-10T00:00:00.000Z',
  community_fees_per_year: 1080,
  ibi_per_year: 612.4,
};

/** A portfolio property written straight to the table; `overrides` replace any column. */
export async function insertProperty(db: Executor, overrides: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await db
    .insert(properties)
    .values({
      title: 'Piso reformado en Gràcia',
      description: 'Piso exterior con balcón, reforma integral.',
      address: 'Carrer de Verdi 12',
      neighborhood: 'Gràcia',
      propertyType: 'piso',
      status: 'vendiendo',
      bedrooms: 3,
      bathrooms: 2,
      sizeM2: 85,
      order: 0,
      priceCents: centsFromEuros(395_000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A contact message written straight to the table (the site's form unless `source` says otherwise). */
export async function insertContact(db: Executor, overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await db
    .insert(contacts)
    .values({
      name: 'Laura Martí',
      email: 'laura@ejemplo.es',
      phone: '+34612345678',
      message: 'Me interesa visitar el piso de Gràcia.',
      locale: 'es',
      ...overrides,
    })
    .returning();
  return row!;
}
