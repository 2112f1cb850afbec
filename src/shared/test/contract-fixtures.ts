// Complete sample contract data for the tests of every layer and the bench (not imported by production code).
// Dated 2030 (the last year a contract may name): Firmar refuses a planned date in the past (docs/product.md §5.3).
import type { CompanyContent, ContractBuyer } from '#shared/contract-types/placeholders.ts';
import type { ContractTypeDefinition } from '#shared/contract-types/types.ts';

const SAMPLE_VALUES: Readonly<Record<string, string | number>> = {
  dia_firma: 3,
  mes_firma: 'marzo',
  año_firma: 2030,
  direccion_inmueble: 'Carrer de Mallorca 100, 3.º 2.ª, 08036 Barcelona',
  referencia_catastral: '9872023VH5797S0001WX',
  precio_venta: 350000,
  regimen_fiscal: 'segunda transmisión — ITP a cargo de la parte compradora',
  importe_reserva: 3000,
  importe_arras: 32000,
  numero_registro: '5',
  lugar_registro: 'Barcelona',
  finca: '1234',
  tomo: '22',
  libro: '33',
  folio: '44',
  inscripcion: '3.ª',
  numero_cru: '08123000123456',
  fecha_limite_escritura_dia: 30,
  fecha_limite_escritura_mes: 'junio',
  fecha_limite_escritura_año: 2030,
  fecha_limite_arras_dia: 1,
  fecha_limite_arras_mes: 'abril',
  fecha_limite_arras_año: 2030,
  fecha_limite_compraventa_dia: 1,
  fecha_limite_compraventa_mes: 'julio',
  fecha_limite_compraventa_año: 2030,
  cargo_representante: 'administrador único',
  facultades_representante:
    'escritura autorizada por el notario de Barcelona Joan Vidal el 3 de marzo de 2020, n.º 1.234 de protocolo',
  financiacion: 'no',
  entidad_financiacion: 'CaixaBank, S.A.',
  importe_financiacion: 250000,
  fecha_limite_financiacion_dia: 15,
  fecha_limite_financiacion_mes: 'junio',
  fecha_limite_financiacion_año: 2030,
  condicion_suspensiva: 'la concesión de un préstamo hipotecario por importe no inferior al 80 % del precio',
};

/** A value for every non-derived field of the type; `_letras` are left to normalisation or rendering. */
export function fullData(type: ContractTypeDefinition): Record<string, string | number> {
  const data: Record<string, string | number> = {};
  for (const field of type.fields) {
    const value = SAMPLE_VALUES[field.id];
    if (field.auto_generated) continue;
    if (value === undefined) throw new Error(`Falta un valor de ejemplo para ${field.id}`);
    data[field.id] = value;
  }
  return data;
}

export const ANA: ContractBuyer = {
  name: 'Ana García López',
  email: 'ana@example.com',
  dni: '12345678z',
  address: 'Calle Mayor 1, 08001 Barcelona',
  buyer_order: 1,
};

export const ISABEL: ContractBuyer = {
  name: 'Isabel Ruiz Soler',
  email: 'isabel@example.com',
  dni: 'X1234567L',
  address: 'Carrer de Balmes 2, 08007 Barcelona',
  buyer_order: 2,
};

export const COMPANY: CompanyContent = {
  legal_name: 'Casa Nova Reformas S.L.',
  tax_id: 'B12345674',
  legal_address: 'Carrer de Balmes 1, 08007 Barcelona',
  company_email: 'info@casanova.example',
  representative_name: 'Marta Soler Puig',
  representative_dni: '87654321X',
  bank_iban: 'ES9121000418450200051332',
  bank_name: 'CaixaBank',
};

/** Every company detail the first-run checklist asks for, filled in and valid. */
export const COMPLETE_COMPANY: CompanyContent = {
  ...COMPANY,
  company_email: 'info@casanova.es',
  company_phone: '+34 931 000 111',
  company_address: 'Carrer de Balmes 1, 08007 Barcelona',
  bank_bic: 'CAIXESBBXXX',
  mercantile_registry: 'Barcelona',
  mercantile_volume: '45678',
  mercantile_folio: '123',
  mercantile_sheet: 'B-456789',
};
