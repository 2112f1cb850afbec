import { describe, expect, it } from 'vitest';

import { fullData } from '#shared/test/contract-fixtures.ts';

import { isCalendarDate } from './contract-rules';
import { CONTRACT_TYPES, dateGroupsOf, signingDayErrors, validateContractData } from './index';
import type { ContractTypeDefinition } from './types';

const [arras, reservaNoCondicionada, reservaCondicionada] = CONTRACT_TYPES as [
  ContractTypeDefinition,
  ContractTypeDefinition,
  ContractTypeDefinition,
];
const reservations = [reservaNoCondicionada, reservaCondicionada];

// Sample data: signed 3 March 2030; arras by 1 April, sale by 1 July, deed by 30 June 2030; price 350.000,
// reservation 3.000, arras 32.000.
const errorsOf = (type: ContractTypeDefinition, changes: Readonly<Record<string, unknown>>) =>
  validateContractData(type, { ...fullData(type), ...changes });

type Changes = Readonly<Record<string, unknown>>;
/** A table row whose test name shows the type id instead of the whole definition; `expected` {} = accepted. */
const refused = (type: ContractTypeDefinition, changes: Changes, expected: Record<string, string>) => ({
  id: type.id,
  type,
  changes,
  expected,
});
const one = (type: ContractTypeDefinition, changes: Changes, field: string, message: string) =>
  refused(type, changes, { [field]: message });

describe('date groups', () => {
  it('finds the signing date first and every deadline, with labels for messages', () => {
    expect(dateGroupsOf(arras).map((g) => [g.key, g.label, g.day.id, g.month.id, g.year.id])).toEqual([
      ['firma', 'Fecha de firma', 'dia_firma', 'mes_firma', 'año_firma'],
      [
        'fecha_limite_escritura',
        'Fecha límite para la escritura',
        'fecha_limite_escritura_dia',
        'fecha_limite_escritura_mes',
        'fecha_limite_escritura_año',
      ],
      [
        'fecha_limite_financiacion',
        'Fecha límite para acreditar la denegación del préstamo',
        'fecha_limite_financiacion_dia',
        'fecha_limite_financiacion_mes',
        'fecha_limite_financiacion_año',
      ],
    ]);
    expect(dateGroupsOf(reservaCondicionada).map((g) => g.key)).toEqual([
      'firma',
      'fecha_limite_arras',
      'fecha_limite_compraventa',
    ]);
  });

  it.each([
    [29, 2, 2024, true],
    [29, 2, 2025, false],
    [31, 4, 2025, false],
    [30, 4, 2025, true],
    [31, 12, 2030, true],
  ])('%i/%i/%i is a calendar date: %s', (day, month, year, real) => {
    expect(isCalendarDate({ day, month, year })).toBe(real);
  });
});

describe('dates that do not exist', () => {
  it.each([
    one(
      arras,
      { dia_firma: 31, mes_firma: 'febrero' },
      'dia_firma',
      'Día de firma no válido: febrero de 2030 no tiene día 31',
    ),
    one(
      arras,
      { dia_firma: 29, mes_firma: 'febrero', año_firma: 2025 },
      'dia_firma',
      'Día de firma no válido: febrero de 2025 no tiene día 29',
    ),
    one(
      arras,
      { fecha_limite_escritura_dia: 31, fecha_limite_escritura_mes: 'junio' },
      'fecha_limite_escritura_dia',
      'Día límite para la escritura no válido: junio de 2030 no tiene día 31',
    ),
    one(
      reservaNoCondicionada,
      { fecha_limite_arras_dia: 31, fecha_limite_arras_mes: 'abril' },
      'fecha_limite_arras_dia',
      'Día límite para firmar las arras no válido: abril de 2030 no tiene día 31',
    ),
    one(
      reservaCondicionada,
      { fecha_limite_compraventa_dia: 30, fecha_limite_compraventa_mes: 'febrero', fecha_limite_compraventa_año: 2026 },
      'fecha_limite_compraventa_dia',
      'Día límite para la compraventa no válido: febrero de 2026 no tiene día 30',
    ),
  ])('$id refuses $changes', ({ type, changes, expected }) => {
    expect(errorsOf(type, changes)).toEqual(expected);
  });

  it('accepts 29 February of a leap year', () => {
    expect(errorsOf(arras, { dia_firma: 29, mes_firma: 'febrero', año_firma: 2024 })).toEqual({});
  });

  it('leaves a day out of range to its own message', () => {
    expect(errorsOf(arras, { dia_firma: 32, mes_firma: 'febrero' })).toEqual({
      dia_firma: 'El día debe estar entre 1 y 31',
    });
  });
});

describe('deadlines', () => {
  it.each([
    one(
      arras,
      { fecha_limite_escritura_dia: 2, fecha_limite_escritura_mes: 'marzo' },
      'fecha_limite_escritura_dia',
      'La fecha límite para la escritura (2 de marzo de 2030) no puede ser anterior a la fecha de firma (3 de marzo de 2030)',
    ),
    one(
      arras,
      { dia_firma: 1, mes_firma: 'julio' },
      'fecha_limite_escritura_dia',
      'La fecha límite para la escritura (30 de junio de 2030) no puede ser anterior a la fecha de firma (1 de julio de 2030)',
    ),
    one(
      reservaNoCondicionada,
      { fecha_limite_arras_mes: 'enero' },
      'fecha_limite_arras_dia',
      'La fecha límite para firmar las arras (1 de enero de 2030) no puede ser anterior a la fecha de firma (3 de marzo de 2030)',
    ),
    refused(
      reservaCondicionada,
      { fecha_limite_compraventa_año: 2024 },
      {
        fecha_limite_compraventa_dia:
          'La fecha límite para la compraventa (1 de julio de 2024) no puede ser anterior a la fecha de firma (3 de marzo de 2030)',
        fecha_limite_arras_dia:
          'La fecha límite para firmar las arras (1 de abril de 2030) no puede ser posterior a la fecha límite para la ' +
          'compraventa (1 de julio de 2024)',
      },
    ),
  ])('$id refuses a deadline before signing: $changes', ({ type, changes, expected }) => {
    expect(errorsOf(type, changes)).toEqual(expected);
  });

  it.each(CONTRACT_TYPES)('$id accepts deadlines on the signing day itself', (type) => {
    const sameDay: Record<string, unknown> = {};
    for (const group of dateGroupsOf(type))
      Object.assign(sameDay, { [group.day.id]: 3, [group.month.id]: 'marzo', [group.year.id]: 2030 });
    expect(errorsOf(type, sameDay)).toEqual({});
  });

  it.each(reservations)('$id: the arras deadline may not come after the sale deadline', (type) => {
    expect(errorsOf(type, { fecha_limite_arras_mes: 'agosto' })).toEqual({
      fecha_limite_arras_dia:
        'La fecha límite para firmar las arras (1 de agosto de 2030) no puede ser posterior a la fecha límite para ' +
        'la compraventa (1 de julio de 2030)',
    });
    expect(errorsOf(type, { fecha_limite_arras_mes: 'julio' })).toEqual({});
  });
});

describe('the day of signing (Firmar)', () => {
  const today = { day: 3, month: 3, year: 2030 };
  const onSigning = (type: ContractTypeDefinition, changes: Changes) =>
    signingDayErrors(type, { ...fullData(type), ...changes }, today);

  it.each(CONTRACT_TYPES)('$id is signed on its planned date, or before it', (type) => {
    expect(onSigning(type, {})).toEqual({});
    expect(signingDayErrors(type, fullData(type), { day: 1, month: 1, year: 2030 })).toEqual({});
  });

  it('refuses a planned date in the past, naming its fields', () => {
    expect(onSigning(arras, { dia_firma: 2 })).toEqual({
      dia_firma:
        'La fecha de firma prevista (dia_firma/mes_firma/año_firma: 2 de marzo de 2030) no puede ser anterior a hoy (3 de marzo de 2030)',
    });
  });

  it('refuses a deadline on or before the day of signing, and only a deadline in use', () => {
    expect(onSigning(arras, { fecha_limite_escritura_dia: 3, fecha_limite_escritura_mes: 'marzo' })).toEqual({
      fecha_limite_escritura_dia:
        'La fecha límite para la escritura (fecha_limite_escritura_dia/fecha_limite_escritura_mes/fecha_limite_escritura_año: ' +
        '3 de marzo de 2030) debe ser posterior a hoy (3 de marzo de 2030), día de la firma',
    });
    expect(onSigning(arras, { fecha_limite_escritura_dia: 4, fecha_limite_escritura_mes: 'marzo' })).toEqual({});
    const pastLoanDeadline = { fecha_limite_financiacion_mes: 'enero' };
    expect(onSigning(arras, pastLoanDeadline)).toEqual({});
    expect(Object.keys(onSigning(arras, { ...pastLoanDeadline, financiacion: 'sí' }))).toEqual([
      'fecha_limite_financiacion_dia',
    ]);
  });

  it('leaves missing dates to the other rules', () => {
    expect(onSigning(reservaCondicionada, { dia_firma: '', fecha_limite_arras_año: '' })).toEqual({});
  });
});

describe('amounts', () => {
  const aboveThePrice = (label: string) => `${label} no puede superar el precio de venta (350.000 €)`;
  it.each([
    one(arras, { precio_venta: 0 }, 'precio_venta', 'Precio de venta debe ser mayor que cero'),
    one(reservaNoCondicionada, { precio_venta: '0' }, 'precio_venta', 'Precio de venta debe ser mayor que cero'),
    one(arras, { importe_arras: 0 }, 'importe_arras', 'Importe de las arras debe ser mayor que cero'),
    one(reservaCondicionada, { importe_arras: 0 }, 'importe_arras', 'Importe de las arras debe ser mayor que cero'),
    one(arras, { importe_reserva: 400000 }, 'importe_reserva', aboveThePrice('Importe de la reserva')),
    one(
      reservaNoCondicionada,
      { importe_reserva: '350.001' },
      'importe_reserva',
      aboveThePrice('Importe de la reserva'),
    ),
    one(arras, { importe_arras: 350001 }, 'importe_arras', aboveThePrice('Importe de las arras')),
    one(
      arras,
      { importe_reserva: 200000, importe_arras: 200000 },
      'importe_arras',
      'La suma del importe de la reserva y del importe de las arras (400.000 €) no puede superar el precio de venta (350.000 €)',
    ),
    one(
      reservaCondicionada,
      { precio_venta: 10000, importe_reserva: 3000, importe_arras: 7001 },
      'importe_arras',
      'La suma del importe de la reserva y del importe de las arras (10.001 €) no puede superar el precio de venta (10.000 €)',
    ),
  ])('$id refuses $changes', ({ type, changes, expected }) => {
    expect(errorsOf(type, changes)).toEqual(expected);
  });

  it.each([
    refused(arras, { importe_reserva: 3000, importe_arras: 347000 }, {}),
    refused(arras, { importe_reserva: '' }, {}),
    one(arras, { importe_reserva: 0 }, 'importe_reserva', 'Importe de la reserva debe ser mayor que cero'),
    refused(reservaNoCondicionada, { importe_arras: '' }, {}),
    refused(reservaNoCondicionada, { importe_reserva: 350000, importe_arras: '' }, {}),
    refused(reservaCondicionada, { precio_venta: 10000, importe_reserva: 3000, importe_arras: 7000 }, {}),
  ])('$id accepts $changes', ({ type, changes, expected }) => {
    expect(errorsOf(type, changes)).toEqual(expected);
  });

  it('does not compare an amount that is already wrong on its own', () => {
    expect(errorsOf(arras, { precio_venta: 'mucho', importe_arras: 1e9 })).toEqual({
      precio_venta: 'Precio de venta debe ser un número',
    });
    expect(errorsOf(arras, { importe_reserva: -1, importe_arras: 400000 })).toEqual({
      importe_reserva: 'Importe de la reserva no puede ser negativo',
      importe_arras: 'Importe de las arras no puede superar el precio de venta (350.000 €)',
    });
  });
});

describe('financing (art. 621-49 CCCat)', () => {
  const noLoan = {
    entidad_financiacion: '',
    importe_financiacion: '',
    fecha_limite_financiacion_dia: '',
    fecha_limite_financiacion_mes: '',
    fecha_limite_financiacion_año: '',
  };

  it.each([arras, reservaNoCondicionada])('$id needs nothing more without financing', (type) => {
    expect(errorsOf(type, { financiacion: 'no', ...noLoan })).toEqual({});
  });

  it.each([arras, reservaNoCondicionada])(
    '$id asks for the lender, the loan and the deadline with financing',
    (type) => {
      expect(errorsOf(type, { financiacion: 'sí', ...noLoan })).toEqual({
        entidad_financiacion: 'Entidad financiadora es requerido cuando hay financiación',
        importe_financiacion: 'Importe de la financiación es requerido cuando hay financiación',
        fecha_limite_financiacion_dia:
          'Día límite para acreditar la denegación del préstamo es requerido cuando hay financiación',
        fecha_limite_financiacion_mes:
          'Mes límite para acreditar la denegación del préstamo es requerido cuando hay financiación',
        fecha_limite_financiacion_año:
          'Año límite para acreditar la denegación del préstamo es requerido cuando hay financiación',
      });
      expect(errorsOf(type, { financiacion: 'sí' })).toEqual({});
    },
  );

  it('refuses a loan above the price, or a refusal deadline after the deed', () => {
    expect(errorsOf(arras, { financiacion: 'sí', importe_financiacion: 400000 })).toEqual({
      importe_financiacion: 'Importe de la financiación no puede superar el precio de venta (350.000 €)',
    });
    expect(errorsOf(arras, { financiacion: 'sí', fecha_limite_financiacion_mes: 'julio' })).toEqual({
      fecha_limite_financiacion_dia:
        'La fecha límite para acreditar la denegación del préstamo (15 de julio de 2030) no puede ser posterior a la fecha límite para la escritura (30 de junio de 2030)',
    });
  });

  it('has no financing field in the conditional reservation, whose condition is the loan', () => {
    expect(reservaCondicionada.fields.some((f) => f.id === 'financiacion')).toBe(false);
  });
});
