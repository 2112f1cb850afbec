import { describe, expect, it } from 'vitest';

import { fullData } from '#shared/test/contract-fixtures.ts';

import { autoFilledLetras, CONTRACT_TYPES, normalizeContractData, validateContractData } from './index';
import type { ContractTypeDefinition } from './types';

const [arras, reservaNoCondicionada, reservaCondicionada] = CONTRACT_TYPES as [
  ContractTypeDefinition,
  ContractTypeDefinition,
  ContractTypeDefinition,
];

describe('validateContractData', () => {
  it.each(CONTRACT_TYPES)('$id accepts complete data', (type) => {
    expect(validateContractData(type, fullData(type))).toEqual({});
  });

  it('requires every required field by its label, but neither the CRU nor the derived words', () => {
    const errors = validateContractData(arras, {});
    expect(errors).toMatchObject({
      dia_firma: 'Día de firma es requerido',
      mes_firma: 'Mes de firma es requerido',
      direccion_inmueble: 'Dirección del inmueble es requerido',
      precio_venta: 'Precio de venta es requerido',
      importe_arras: 'Importe de las arras es requerido',
      tomo: 'Tomo es requerido',
    });
    expect(errors).not.toHaveProperty('numero_cru');
    expect(errors).not.toHaveProperty('precio_venta_letras');
    expect(validateContractData(reservaCondicionada, {})).toHaveProperty(
      'condicion_suspensiva',
      'Condición suspensiva es requerido',
    );
  });

  it('treats blank strings and null as missing', () => {
    const data = { ...fullData(reservaNoCondicionada), direccion_inmueble: '   ', precio_venta: null };
    expect(validateContractData(reservaNoCondicionada, data)).toEqual({
      direccion_inmueble: 'Dirección del inmueble es requerido',
      precio_venta: 'Precio de venta es requerido',
    });
  });

  it('checks days and years with the spec messages', () => {
    const data = {
      ...fullData(reservaNoCondicionada),
      dia_firma: 32,
      fecha_limite_arras_dia: '0',
      fecha_limite_compraventa_dia: 1.5,
      año_firma: 2023,
      fecha_limite_arras_año: '2031',
    };
    expect(validateContractData(reservaNoCondicionada, data)).toEqual({
      dia_firma: 'El día debe estar entre 1 y 31',
      fecha_limite_arras_dia: 'El día debe estar entre 1 y 31',
      fecha_limite_compraventa_dia: 'El día debe estar entre 1 y 31',
      año_firma: 'El año debe estar entre 2024 y 2030',
      fecha_limite_arras_año: 'El año debe estar entre 2024 y 2030',
    });
  });

  it('rejects negative amounts and text that is not a number', () => {
    const data = { ...fullData(arras), precio_venta: -1, importe_arras: '-3.000', importe_reserva: 'tres mil' };
    expect(validateContractData(arras, data)).toEqual({
      precio_venta: 'Precio de venta no puede ser negativo',
      importe_arras: 'Importe de las arras no puede ser negativo',
      importe_reserva: 'Importe de la reserva debe ser un número',
    });
  });

  it('accepts numbers written with thousands dots, and no earlier reservation in an arras contract', () => {
    const data = { ...fullData(arras), precio_venta: '1.250.000', importe_reserva: '', año_firma: '2025' };
    expect(validateContractData(arras, data)).toEqual({});
    expect(validateContractData(arras, { ...data, precio_venta: '1.5' })).toEqual({
      precio_venta: 'Precio de venta debe ser un número',
    });
  });

  it('rejects amounts too large to be written in words', () => {
    expect(validateContractData(arras, { ...fullData(arras), precio_venta: 1e13 })).toEqual({
      precio_venta: 'Precio de venta no es un importe válido',
    });
  });

  it('accepts only Spanish month names, in any case', () => {
    const data = { ...fullData(arras), mes_firma: 'March', fecha_limite_escritura_mes: ' Junio ' };
    expect(validateContractData(arras, data)).toEqual({ mes_firma: 'Mes de firma no es un mes válido' });
  });
});

describe('normalizeContractData', () => {
  it('computes the words of every amount, zero included', () => {
    const data = normalizeContractData(arras, { ...fullData(arras), importe_reserva: 0, precio_venta: '350.000' });
    expect(data).toMatchObject({
      precio_venta: 350000,
      precio_venta_letras: 'trescientos cincuenta mil euros',
      importe_reserva: 0,
      importe_reserva_letras: 'cero euros',
      importe_arras_letras: 'treinta y dos mil euros',
    });
  });

  it('replaces words sent by the browser that contradict the amount', () => {
    const data = normalizeContractData(reservaNoCondicionada, {
      ...fullData(reservaNoCondicionada),
      importe_reserva: 3000,
      importe_reserva_letras: 'un millón de euros',
    });
    expect(data.importe_reserva_letras).toBe('tres mil euros');
  });

  it('fills defaults, coerces numbers and months, trims texts and drops unknown keys', () => {
    const data = normalizeContractData(reservaCondicionada, {
      dia_firma: '7',
      mes_firma: 'Mayo',
      direccion_inmueble: '  Carrer Gran 1  ',
      intruso: 'x',
    });
    expect(data).toEqual({
      dia_firma: 7,
      mes_firma: 'mayo',
      direccion_inmueble: 'Carrer Gran 1',
      importe_reserva: 3000,
      importe_reserva_letras: 'tres mil euros',
      regimen_fiscal: 'segunda transmisión — ITP a cargo de la parte compradora',
      cargo_representante: 'administrador único',
      condicion_suspensiva: reservaCondicionada.fields.find((f) => f.id === 'condicion_suspensiva')?.default,
    });
  });

  it('keeps invalid values as typed so validation still reports them, and then omits their words', () => {
    const data = normalizeContractData(arras, { ...fullData(arras), precio_venta: 'mucho', importe_arras: -5 });
    expect(data).toMatchObject({ precio_venta: 'mucho', importe_arras: -5 });
    expect(data).not.toHaveProperty('precio_venta_letras');
    expect(data).not.toHaveProperty('importe_arras_letras');
    expect(validateContractData(arras, data)).toEqual({
      precio_venta: 'Precio de venta debe ser un número',
      importe_arras: 'Importe de las arras no puede ser negativo',
    });
  });

  it('is idempotent', () => {
    const once = normalizeContractData(arras, fullData(arras));
    expect(normalizeContractData(arras, once)).toEqual(once);
  });
});

describe('autoFilledLetras', () => {
  it('gives the words of an amount field as the user types', () => {
    expect(autoFilledLetras('importe_reserva', 3000)).toEqual({ importe_reserva_letras: 'tres mil euros' });
    expect(autoFilledLetras('precio_venta', '250.000')).toEqual({
      precio_venta_letras: 'doscientos cincuenta mil euros',
    });
    expect(autoFilledLetras('importe_arras', '0')).toEqual({ importe_arras_letras: 'cero euros' });
  });

  it('clears the words while the amount is incomplete or invalid', () => {
    expect(autoFilledLetras('importe_arras', '')).toEqual({ importe_arras_letras: '' });
    expect(autoFilledLetras('importe_arras', '-1')).toEqual({ importe_arras_letras: '' });
  });

  it('ignores fields that are not amounts', () => {
    expect(autoFilledLetras('dia_firma', 3)).toEqual({});
    expect(autoFilledLetras('precio_venta_letras', 3)).toEqual({});
  });
});
