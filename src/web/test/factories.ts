// Whole API answers for the component tests' stubbed fetch, typed by the DTOs inferred from the routes' zod
// schemas: a stub answers the shape the server answers, and a field added to a schema shows up here.
import type {
  BankStatementImportDto,
  PaymentPageDto,
  PendingPaymentDto,
  PropertyDto,
  StatementLineDto,
} from '#shared/api/api-types.ts';
import type { ContractBuyerDto, ContractDto, PublicContractDto } from '#shared/api/contract-dtos.ts';
import type { EmailCodeStatusDto } from '#shared/api/signing-code-dtos.ts';
import type { AdminBuyerFileDto, PublicBuyerFileDto } from '#shared/schemas/buyer-file-schema.ts';
import { NO_PROPERTY_DETAILS } from '#shared/site/property-details.ts';

const CREATED_AT = '2026-11-20T09:00:00.000Z';

export function aProperty(overrides: Partial<PropertyDto> = {}): PropertyDto {
  return {
    ...NO_PROPERTY_DETAILS,
    reserved: false,
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
    id_type: 'dni_nie',
    id_country: null,
    nie: null,
    signing_url: 'http://localhost/contracts/c-1/sign?email=ana%40example.com',
    link_handed_over_at: null,
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
    outcome: null,
    outcome_history: [],
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    admin_signed_at: null,
    frozen_sha256: null,
    archived_at: null,
    cancelled_at: null,
    cancel_reason: null,
    contract_language: 'es',
    copy_language: null,
    cancel_reason_code: null,
    property_id: null,
    pre_payment_warnings: [],
    signing_policy: { email_code: false, buyer_file_required: false },
    test_mode: true,
    buyers: [aContractBuyer()],
    attachments: [],
    ...overrides,
  };
}

/** A reservation as its buyer's signing link reads it: signed by the company, awaiting its one buyer, in Spanish. */
export function aPublicContract(overrides: Partial<PublicContractDto> = {}): PublicContractDto {
  const signer = { name: 'Ana García López', email: 'ana@example.com', dni: '12345678Z', signed_at: null };
  return {
    id: 'c-1',
    contract_type: 'reserva_no_condicionada',
    contract_type_name: 'Contrato de Reserva No Condicionada',
    status: 'pending_signature',
    created_at: CREATED_AT,
    contract_data: { direccion_inmueble: 'Carrer de Mallorca 100, 08036 Barcelona', importe_reserva: 3000 },
    content: '',
    paragraphs: [],
    frozen_sha256: null,
    signers: [{ ...signer, buyer_order: 1 }],
    attachments: [],
    signer,
    language: 'es',
    contract_language: 'es',
    signing_policy: { email_code: false, buyer_file_required: false },
    test_mode: true,
    payment_details_sent: false,
    company: {
      name: 'Casa Nova',
      legal_name: 'Casa Nova Reformas S.L.',
      address: '',
      email: '',
      phone: '',
      representative: 'Marta Soler Puig',
      signed_at: CREATED_AT,
    },
    ...overrides,
  };
}

export function anEmailCodeStatus(overrides: Partial<EmailCodeStatusDto> = {}): EmailCodeStatusDto {
  return { required: true, verified: false, expires_at: '2026-11-26T10:10:00Z', attempts_left: 5, ...overrides };
}

/** The owners' view of a buyer's file that nobody has filled in yet (no declarations, no documents). */
/** The buyer's own file as the signing page reads it: required (arras) and still empty, by default. */
export function aPublicBuyerFile(overrides: Partial<PublicBuyerFileDto> = {}): PublicBuyerFileDto {
  return {
    required: true,
    complete: false,
    under_review: false,
    sides_needed: 2,
    identity_complete: false,
    funds_requested: false,
    declarations: null,
    documents: [],
    ...overrides,
  };
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
    identification: null,
    ...overrides,
  };
}

/** The buyer's payment page of a signed contract with the company's account filled in: the transfer is due. */
export function aPaymentPage(overrides: Partial<PaymentPageDto> = {}): PaymentPageDto {
  return {
    transaction_id: 'tx-1',
    status: 'pending',
    amount: 39500,
    amount_words: 'treinta y nueve mil quinientos euros',
    payment_type: 'arras',
    contract_type_name: 'Contrato de arras penitenciales',
    contract_short_id: 'c1c1c1c1',
    reference: 'RF18 5390 0754 7034',
    beneficiary: {
      name: 'Casa Nova Reformas S.L.',
      iban: 'ES91 2100 0418 4502 0005 1332',
      bank: 'CaixaBank',
      bic: 'CAIXESBBXXX',
    },
    transfer_deadline: '2026-12-02',
    transfer_term: {
      days: 3,
      business_days: true,
      clause: 'SEGUNDA.- PRECIO Y FORMA DE PAGO',
      text: 'mediante transferencia bancaria a la cuenta con IBAN ES91 2100 0418 4502 0005 1332, en el plazo máximo de tres (3) días hábiles desde la fecha de firma.',
    },
    contract_iban: 'ES91 2100 0418 4502 0005 1332',
    buyers: ['Ana García'],
    company: { name: 'Casa Nova Reformas S.L.', email: 'info@casanova.example', phone: null },
    epc_payload: null,
    qr_image: null,
    paid_at: null,
    language: 'es',
    ...overrides,
  };
}

/** A transfer awaited in the yellow panel, for a signed contract whose money may move. */
export function aPendingPayment(overrides: Partial<PendingPaymentDto> = {}): PendingPaymentDto {
  return {
    transaction_id: 'tx-1',
    amount: 3000,
    contract_type: 'arras_penitenciales',
    contract_data: { direccion_inmueble: 'Carrer de Verdi 12' },
    payment_reference: 'RF18539007547034',
    created_at: CREATED_AT,
    contract_id: 'c1c1c1c1-0000-4000-8000-000000000001',
    payment_type: 'arras',
    payment_url: 'http://localhost/pago/tx-1?token=t',
    contract_status: 'signed',
    confirm_blocked_reason: null,
    buyers: ['Ana García López', 'Jordi Puig Serra'],
    ...overrides,
  };
}

/** One credit of an imported statement, as the import reports it. */
export function aStatementLine(overrides: Partial<StatementLineDto> = {}): StatementLineDto {
  return {
    amount: 3000,
    raw_amount: null,
    currency: 'EUR',
    reference: 'RF18539007547034',
    payer_name: 'Ana García',
    payer: 'Ana García',
    payer_iban: null,
    text: 'RF18539007547034 ARRAS',
    booked_on: '2026-11-27',
    account: 'ES9121000418450200051332',
    transaction_id: 'tx-1',
    contract_id: 'c1c1c1c1-0000-4000-8000-000000000001',
    contract_ref: 'c1c1c1c1',
    property: 'Carrer de Verdi 12',
    ...overrides,
  };
}

export function aStatementImport(overrides: Partial<BankStatementImportDto> = {}): BankStatementImportDto {
  return { format: 'camt053', confirmed: [], unmatched: [], already_confirmed: [], ...overrides };
}
