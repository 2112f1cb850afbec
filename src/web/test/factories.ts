// Whole API answers for the component tests' stubbed fetch, typed by the DTOs inferred from the routes' zod
// schemas: a stub answers the shape the server answers, and a field added to a schema shows up here.
import type { PropertyDto } from '#shared/api/api-types.ts';
import type { ContractBuyerDto, ContractDto } from '#shared/api/contract-dtos.ts';
import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import type { AdminBuyerFileDto, PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import { NO_PROPERTY_DETAILS } from '#shared/site/property-details.ts';

const CREATED_AT = '2026-11-20T09:00:00.000Z';

export function aProperty(overrides: Partial<PropertyDto> = {}): PropertyDto {
  return {
    ...NO_PROPERTY_DETAILS,
    id: 1,
    slug: 'piso-luminoso',
    slug_ca: 'pis-lluminos',
    slug_en: 'bright-flat',
    title: 'Piso luminoso',
    description: 'Reformado por completo.',
    title_ca: null,
    title_en: null,
    description_ca: null,
    description_en: null,
    address: 'Carrer de Verdi 12',
    neighborhood: 'Gràcia',
    property_type: 'piso',
    status: 'vendiendo',
    bedrooms: 2,
    bathrooms: 1,
    size_m2: 70,
    images: [],
    videos: [],
    order: 1,
    start_date: null,
    completion_date: null,
    energy_rating: null,
    energy_consumption: null,
    energy_emissions: null,
    price: null,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    ...overrides,
  };
}

export function aContractBuyer(overrides: Partial<ContractBuyerDto> = {}): ContractBuyerDto {
  return {
    id: 1,
    name: 'Ana García',
    email: 'ana@example.com',
    dni: '12345678Z',
    address: 'Calle Mayor 1, Madrid',
    phone: null,
    buyer_order: 1,
    signed_at: null,
    language: 'es',
    signing_url: 'http://localhost/contracts/c-1/sign?email=ana%40example.com&token=tok-1',
    ...overrides,
  };
}

export function aContract(overrides: Partial<ContractDto> = {}): ContractDto {
  return {
    id: 'c-1',
    contract_type: 'arras_penitenciales',
    contract_type_name: 'Contrato de arras penitenciales',
    contract_data: {},
    status: 'draft',
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    admin_signed_at: null,
    frozen_sha256: null,
    archived_at: null,
    cancelled_at: null,
    cancel_reason: null,
    contract_language: 'es',
    cancel_reason_code: null,
    property_id: null,
    pre_payment_warnings: [],
    buyers: [aContractBuyer()],
    attachments: [],
    ...overrides,
  };
}

export function anEmailCodeStatus(overrides: Partial<EmailCodeStatusDto> = {}): EmailCodeStatusDto {
  return { required: true, verified: false, expires_at: '2026-11-26T10:10:00Z', attempts_left: 5, ...overrides };
}

/** The owners' view of a buyer's file that nobody has filled in yet (no declarations, no documents). */
/** The buyer's own file as the signing page reads it: required (arras) and still empty, by default. */
export function aPublicBuyerFile(overrides: Partial<PublicBuyerFileDto> = {}): PublicBuyerFileDto {
  return { required: true, complete: false, declarations: null, documents: [], ...overrides };
}

export function anAdminBuyerFile(overrides: Partial<AdminBuyerFileDto> = {}): AdminBuyerFileDto {
  return {
    contract_id: 'c-1',
    buyer_id: 1,
    buyer: { name: 'Ana García', email: 'ana@example.com', dni: '12345678Z' },
    exists: true,
    blocked: false,
    retention_until: null,
    access_limited_from: null,
    access_limited: false,
    purged: null,
    required: true,
    complete: false,
    declarations: null,
    declared: null,
    documents: [],
    review: null,
    high_risk_confirmed: null,
    blocks_signing: false,
    ...overrides,
  };
}
