import { describe, expect, it } from 'vitest';

import { SPANISH_MONTHS } from '#shared/format/dates.ts';

import { CONTRACT_TYPE_IDS, CONTRACT_TYPES, getContractType, type ContractTypeDefinition } from './index';

const COMMON = [
  'dia_firma',
  'mes_firma',
  'año_firma',
  'direccion_inmueble',
  'referencia_catastral',
  'precio_venta',
  'precio_venta_letras',
  'importe_reserva',
  'importe_reserva_letras',
  'regimen_fiscal',
  'cargo_representante',
  'facultades_representante',
];
const FINANCING = [
  'financiacion',
  'entidad_financiacion',
  'importe_financiacion',
  'importe_financiacion_letras',
  'fecha_limite_financiacion_dia',
  'fecha_limite_financiacion_mes',
  'fecha_limite_financiacion_año',
];
const RESERVATION = [...COMMON, 'importe_arras', 'importe_arras_letras'];
const dateTriple = (prefix: string) => [`${prefix}_dia`, `${prefix}_mes`, `${prefix}_año`];

// docs/product.md §8, "Contracts and signing", plus the declared extra fields: the tax regime, the arras amount of
// the reservations, the condition of the conditional reservation, the representative's position and powers, and
// the financing of the two types whose price may depend on a loan (art. 621-49 CCCat).
const EXPECTED_IDS: Record<string, string[]> = {
  arras_penitenciales: [
    ...COMMON,
    ...['numero_cru', 'numero_registro', 'lugar_registro', 'finca', 'tomo', 'libro', 'folio', 'inscripcion'],
    ...['importe_arras', 'importe_arras_letras', ...dateTriple('fecha_limite_escritura')],
    ...FINANCING,
  ],
  reserva_no_condicionada: [
    ...RESERVATION,
    ...dateTriple('fecha_limite_arras'),
    ...dateTriple('fecha_limite_compraventa'),
    ...FINANCING,
  ],
  reserva_condicionada: [
    ...RESERVATION,
    ...dateTriple('fecha_limite_arras'),
    ...dateTriple('fecha_limite_compraventa'),
    'condicion_suspensiva',
  ],
};

function field(type: ContractTypeDefinition, id: string) {
  const found = type.fields.find((f) => f.id === id);
  if (!found) throw new Error(`${type.id} no declara ${id}`);
  return found;
}

describe('contract type definitions', () => {
  it.each(CONTRACT_TYPES)('$id: no placeholder can be mistaken for a value (no year, no number)', (type) => {
    for (const field of type.fields) {
      if (!field.placeholder) continue;
      expect(field.placeholder, field.id).not.toMatch(/\d/);
    }
  });

  it('defines the three types in CONTRACT_TYPE_IDS order and finds them by id', () => {
    expect(CONTRACT_TYPES.map((t) => t.id)).toEqual([...CONTRACT_TYPE_IDS]);
    for (const id of CONTRACT_TYPE_IDS) expect(getContractType(id)?.id).toBe(id);
    expect(getContractType('compraventa')).toBeUndefined();
  });

  it.each(CONTRACT_TYPES)('$id declares exactly the field ids of docs/product.md §8, once each', (type) => {
    const ids = type.fields.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...(EXPECTED_IDS[type.id] ?? [])].sort());
  });

  it.each(CONTRACT_TYPES)('$id uses the spec ranges, months and amount rules', (type) => {
    for (const f of type.fields) {
      expect(f.label).not.toBe('');
      if (f.id.startsWith('dia_') || f.id.endsWith('_dia')) expect(f.validation).toEqual({ min: 1, max: 31 });
      if (f.id.startsWith('año_') || f.id.endsWith('_año')) expect(f.validation).toEqual({ min: 2024, max: 2030 });
      if (f.id.startsWith('mes_') || f.id.endsWith('_mes')) {
        expect(f.type).toBe('select');
        expect(f.options).toEqual([...SPANISH_MONTHS]);
      }
      if (f.id.endsWith('_letras')) {
        expect(f).toMatchObject({ type: 'text', auto_generated: true });
        expect(field(type, f.id.slice(0, -'_letras'.length))).toMatchObject({ type: 'number', validation: { min: 0 } });
      }
    }
    if (type.id === 'arras_penitenciales') {
      // A reservation paid before the arras is optional and never assumed: no amount is recited by default.
      expect(field(type, 'importe_reserva')).toMatchObject({ required: false });
      expect(field(type, 'importe_reserva').default).toBeUndefined();
    } else {
      expect(field(type, 'importe_reserva')).toMatchObject({ default: 3000, required: true });
      expect(field(type, 'importe_reserva_letras').default).toBe('tres mil');
    }
    expect(field(type, 'referencia_catastral').type).toBe('text');
  });

  it('requires everything typed by hand except the CRU, the powers, the loan details, an earlier reservation of arras and the arras amount of a reservation', () => {
    const loan = FINANCING.filter((id) => id !== 'financiacion' && !id.endsWith('_letras'));
    const expected: Record<string, string[]> = {
      arras_penitenciales: ['facultades_representante', 'numero_cru', 'importe_reserva', ...loan],
      reserva_no_condicionada: ['facultades_representante', 'importe_arras', ...loan],
      reserva_condicionada: ['facultades_representante', 'importe_arras'],
    };
    for (const type of CONTRACT_TYPES) {
      const optional = type.fields.filter((f) => !f.required && !f.auto_generated).map((f) => f.id);
      expect(optional.sort()).toEqual([...(expected[type.id] ?? [])].sort());
    }
  });

  it.each(CONTRACT_TYPES)('$id has a Catalan name and template', (type) => {
    expect(type.name_ca).toMatch(/^Contracte /);
    expect(type.template_ca.title).toMatch(/^CONTRACTE /);
    expect(type.template_ca.content).toContain('PACTES');
  });

  it('defaults to no financing and to a sole director signing for the company', () => {
    for (const type of CONTRACT_TYPES) {
      expect(field(type, 'cargo_representante')).toMatchObject({
        type: 'select',
        required: true,
        default: 'administrador único',
      });
      if (type.id !== 'reserva_condicionada')
        expect(field(type, 'financiacion')).toMatchObject({ options: ['no', 'sí'], default: 'no' });
    }
  });

  it.each(CONTRACT_TYPES)('$id asks for the tax regime, second transmission by default', (type) => {
    expect(field(type, 'regimen_fiscal')).toMatchObject({
      type: 'select',
      required: true,
      options: [
        'segunda transmisión — ITP a cargo de la parte compradora',
        'primera entrega o rehabilitación — IVA 10 % incluido en el precio',
      ],
      default: 'segunda transmisión — ITP a cargo de la parte compradora',
    });
    expect(field(type, 'importe_arras_letras')).toMatchObject({ auto_generated: true });
  });

  it('gives the conditional reservation a required condition with a default', () => {
    const condition = field(CONTRACT_TYPES[2] as ContractTypeDefinition, 'condicion_suspensiva');
    expect(condition).toMatchObject({ type: 'textarea', required: true });
    expect(String(condition.default)).toContain('préstamo hipotecario');
  });

  it('pays arras on importe_arras and reservations on importe_reserva', () => {
    expect(CONTRACT_TYPES.map((t) => t.payment)).toEqual([
      { payment_type: 'arras', amount_field: 'importe_arras' },
      { payment_type: 'reserva', amount_field: 'importe_reserva' },
      { payment_type: 'reserva', amount_field: 'importe_reserva' },
    ]);
  });

  it('has the spec settings and survives JSON as served by the API', () => {
    for (const type of CONTRACT_TYPES) {
      expect(type.settings).toMatchObject({
        default_language: 'es',
        signature_required: true,
        export_formats: ['pdf', 'docx'],
        email_template: 'contract_ready',
      });
      expect(JSON.parse(JSON.stringify(type))).toEqual(type);
      expect(type.fields.every((f) => typeof f.group === 'string' && f.group !== '')).toBe(true);
    }
    expect(CONTRACT_TYPES[0]?.settings).not.toBe(CONTRACT_TYPES[1]?.settings);
  });
});
