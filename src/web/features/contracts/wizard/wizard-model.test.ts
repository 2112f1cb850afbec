import { describe, expect, it } from 'vitest';

import { getContractType } from '#shared/contract-types/index.ts';
import { fullData } from '#shared/test/contract-fixtures.ts';

import {
  buyerErrors,
  buyerListError,
  changeField,
  contractBody,
  contractFieldErrors,
  emptyBuyer,
  formatAmountInput,
  initialValues,
} from './wizard-model';

const reserva = getContractType('reserva_no_condicionada')!;

describe('contract wizard model', () => {
  it('starts from the type defaults, with the reservation amount grouped', () => {
    const values = initialValues(reserva);
    expect(values.importe_reserva).toBe('3.000');
    expect(values.importe_reserva_letras).toBe('tres mil');
  });

  it('groups amounts with dots and fills their words as they are typed', () => {
    expect(formatAmountInput('1250000')).toBe('1.250.000');
    expect(formatAmountInput('1.250.0005')).toBe('12.500.005');
    expect(formatAmountInput('3000,5')).toBe('3.000,5');
    const values = changeField(reserva, {}, 'precio_venta', '350000');
    expect(values).toMatchObject({ precio_venta: '350.000', precio_venta_letras: 'trescientos cincuenta mil euros' });
    expect(changeField(reserva, {}, 'importe_reserva', '0').importe_reserva_letras).toBe('cero euros');
    expect(changeField(reserva, {}, 'direccion_inmueble', 'Calle 1')).toEqual({ direccion_inmueble: 'Calle 1' });
  });

  it('checks buyers one by one and as a list', () => {
    const buyer = { ...emptyBuyer(), name: 'Ana', email: 'ana@x', dni: '12345678A', address: 'C/ 1', phone: '123' };
    expect(buyerErrors(buyer)).toEqual({
      email: 'Formato de email no válido',
      dni: 'Letra del DNI incorrecta',
      phone: 'Teléfono no válido',
    });
    const a = { ...emptyBuyer(), email: 'Ana@x.es' };
    const b = { ...emptyBuyer(), email: 'ana@x.es ' };
    expect(buyerListError([a, b])).toBe('No puede haber emails duplicados entre los compradores');
    expect(buyerListError([])).toBe('Debe haber al menos un comprador');
    const sameDni = [
      { ...emptyBuyer(), email: 'ana@x.es', dni: '12345678Z' },
      { ...emptyBuyer(), email: 'eva@x.es', dni: '12345678-z' },
    ];
    expect(buyerListError(sameDni)).toBe('DNI/NIE: dos compradores no pueden tener el mismo DNI/NIE');
  });

  it('sends numbers, renumbered buyers and no empty phone', () => {
    const body = contractBody(
      reserva,
      { precio_venta: '350.000' },
      [{ ...emptyBuyer(), name: ' Ana ', email: 'a@b.es', dni: '12345678Z', address: 'C', phone: '', language: 'en' }],
      [],
    );
    expect(body.contract_data.precio_venta).toBe(350000);
    expect(body.buyers).toEqual([
      { name: 'Ana', email: 'a@b.es', dni: '12345678Z', address: 'C', buyer_order: 1, language: 'en' },
    ]);
  });

  it("proposes the contract's language from the first buyer's, and sends the administrator's choice", () => {
    const buyer = (language: 'es' | 'ca' | 'en') => ({ ...emptyBuyer(), language });
    expect(contractBody(reserva, {}, [buyer('ca'), buyer('es')], []).contract_language).toBe('ca');
    expect(contractBody(reserva, {}, [buyer('en'), buyer('ca')], []).contract_language).toBe('es');
    expect(contractBody(reserva, {}, [buyer('es')], []).contract_language).toBe('es');
    expect(contractBody(reserva, {}, [buyer('es')], [], 'ca').contract_language).toBe('ca');
    expect(contractBody(reserva, {}, [buyer('ca')], [], 'es').contract_language).toBe('es');
  });

  it('keeps step 1 closed on impossible dates and amounts, with the messages the server would give', () => {
    const values = Object.fromEntries(Object.entries(fullData(reserva)).map(([k, v]) => [k, String(v)]));
    expect(contractFieldErrors(reserva, values)).toEqual({});
    expect(contractFieldErrors(reserva, { ...values, referencia_catastral: 'XYZ' })).toEqual({
      referencia_catastral: expect.stringContaining('La referencia catastral debe tener 20 caracteres'),
    });
    expect(contractFieldErrors(reserva, { ...values, dia_firma: '31', mes_firma: 'febrero' })).toEqual({
      dia_firma: 'Día de firma no válido: febrero de 2030 no tiene día 31',
    });
    expect(contractFieldErrors(reserva, { ...values, importe_reserva: '400.000' })).toEqual({
      importe_reserva: 'Importe de la reserva no puede superar el precio de venta (350.000 €)',
    });
    expect(contractFieldErrors(reserva, { ...values, fecha_limite_arras_mes: 'diciembre' })).toEqual({
      fecha_limite_arras_dia:
        'La fecha límite para firmar las arras (1 de diciembre de 2030) no puede ser posterior a la fecha límite para la compraventa (1 de julio de 2030)',
    });
  });

  it('starts with the tax regime of a resale selected', () => {
    expect(initialValues(reserva).regimen_fiscal).toBe('segunda transmisión — ITP a cargo de la parte compradora');
  });
});
