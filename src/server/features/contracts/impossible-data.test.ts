// A contract cannot say impossible things (docs/product.md §5.1): the server refuses them with 422, naming the
// field by its label, and stores nothing. The same shared rules block step 1 of the wizard.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contracts } from '#server/db/schema.ts';
import { contractBody, storeCompanyDetails } from '#server/test/contracts.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await storeCompanyDetails(t);
});
afterAll(async () => {
  await t.close();
});

function withData(type: string, changes: Record<string, unknown>) {
  const body = contractBody(type);
  return { ...body, contract_data: { ...body.contract_data, ...changes } };
}

const stored = async () => Number((await t.db.select({ n: count() }).from(contracts))[0]!.n);

// Sample data: signed 3 March 2030, price 350.000 €, reservation 3.000 €, arras 32.000 €.
describe('POST /api/cms/contracts with impossible data', () => {
  it.each([
    [
      'arras_penitenciales',
      { dia_firma: 31, mes_firma: 'febrero' },
      'Día de firma no válido: febrero de 2030 no tiene día 31',
    ],
    [
      'reserva_condicionada',
      { dia_firma: 29, mes_firma: 'febrero', año_firma: 2025 },
      'Día de firma no válido: febrero de 2025 no tiene día 29',
    ],
    [
      'arras_penitenciales',
      { fecha_limite_escritura_dia: 31, fecha_limite_escritura_mes: 'abril' },
      'Día límite para la escritura no válido: abril de 2030 no tiene día 31',
    ],
    [
      'reserva_no_condicionada',
      { fecha_limite_arras_dia: 30, fecha_limite_arras_mes: 'febrero' },
      'Día límite para firmar las arras no válido',
    ],
    [
      'reserva_condicionada',
      { fecha_limite_compraventa_dia: 31, fecha_limite_compraventa_mes: 'septiembre' },
      'Día límite para la compraventa no válido',
    ],
    [
      'arras_penitenciales',
      { fecha_limite_escritura_mes: 'enero' },
      'La fecha límite para la escritura (30 de enero de 2030) no puede ser anterior a la fecha de firma (3 de marzo de 2030)',
    ],
    [
      'reserva_no_condicionada',
      { fecha_limite_arras_dia: 2, fecha_limite_arras_mes: 'marzo' },
      'La fecha límite para firmar las arras (2 de marzo de 2030) no puede ser anterior a la fecha de firma',
    ],
    [
      'reserva_condicionada',
      { dia_firma: 2, mes_firma: 'julio' },
      'no puede ser anterior a la fecha de firma (2 de julio de 2030)',
    ],
    [
      'reserva_no_condicionada',
      { fecha_limite_arras_mes: 'agosto' },
      'La fecha límite para firmar las arras (1 de agosto de 2030) no puede ser posterior a la fecha límite para la compraventa (1 de julio de 2030)',
    ],
    ['arras_penitenciales', { precio_venta: 0 }, 'Precio de venta debe ser mayor que cero'],
    ['reserva_condicionada', { precio_venta: '0' }, 'Precio de venta debe ser mayor que cero'],
    ['arras_penitenciales', { importe_arras: 0 }, 'Importe de las arras debe ser mayor que cero'],
    [
      'arras_penitenciales',
      { importe_arras: 400000 },
      'Importe de las arras no puede superar el precio de venta (350.000 €)',
    ],
    [
      'reserva_no_condicionada',
      { importe_reserva: '350.001' },
      'Importe de la reserva no puede superar el precio de venta (350.000 €)',
    ],
    [
      'arras_penitenciales',
      { importe_reserva: 300000, importe_arras: 60000 },
      'La suma del importe de la reserva y del importe de las arras (360.000 €) no puede superar el precio de venta (350.000 €)',
    ],
    [
      'reserva_condicionada',
      { importe_reserva: 300000, importe_arras: 60000 },
      'La suma del importe de la reserva y del importe de las arras (360.000 €) no puede superar el precio de venta',
    ],
    ['reserva_no_condicionada', { importe_reserva: 0 }, 'Importe de la reserva debe ser mayor que cero'],
    ['reserva_condicionada', { importe_reserva: '0' }, 'Importe de la reserva debe ser mayor que cero'],
    ['arras_penitenciales', { importe_reserva: 0 }, 'Importe de la reserva debe ser mayor que cero'],
    ['arras_penitenciales', { referencia_catastral: 'XYZ' }, 'La referencia catastral debe tener 20 caracteres'],
    [
      'reserva_no_condicionada',
      { referencia_catastral: '9872023VH5797S0001XX' },
      'Las letras de control de la referencia catastral no son correctas',
    ],
  ] as const)('%s with %o → 422 and nothing stored', async (type, changes, message) => {
    const before = await stored();
    const response = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: withData(type, changes) });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain(message);
    expect(await stored()).toBe(before);
  });

  it('reports every problem of one request, each naming its field', async () => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/contracts',
      payload: withData('arras_penitenciales', { dia_firma: 30, mes_firma: 'febrero', importe_arras: 0 }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(
      'Importe de las arras debe ser mayor que cero. Día de firma no válido: febrero de 2030 no tiene día 30.',
    );
  });

  it.each([
    ['arras_penitenciales', { importe_reserva: '' }],
    ['arras_penitenciales', { dia_firma: 29, mes_firma: 'febrero', año_firma: 2024, fecha_limite_escritura_año: 2024 }],
    ['reserva_no_condicionada', { importe_arras: '' }],
    ['reserva_condicionada', { fecha_limite_arras_dia: 1, fecha_limite_arras_mes: 'julio' }],
  ] as const)('accepts %s with %o', async (type, changes) => {
    const response = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: withData(type, changes) });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('stores the tax regime, with the second transmission as default when a client leaves it out', async () => {
    const body = withData('reserva_no_condicionada', {});
    delete (body.contract_data as Record<string, unknown>).regimen_fiscal;
    delete (body.contract_data as Record<string, unknown>).importe_arras;
    const response = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json().contract_data).toMatchObject({
      regimen_fiscal: 'segunda transmisión — ITP a cargo de la parte compradora',
    });
    expect(response.json().contract_data).not.toHaveProperty('importe_arras');
  });

  it('stores a valid cadastral reference normalised (spaces and case as typed are accepted)', async () => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/cms/contracts',
      payload: withData('arras_penitenciales', { referencia_catastral: '9872023 vh5797s 0001 WX' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().contract_data.referencia_catastral).toBe('9872023VH5797S0001WX');
  });

  it('an arras contract without a reservation recites none: no default amount', async () => {
    const body = withData('arras_penitenciales', {});
    delete (body.contract_data as Record<string, unknown>).importe_reserva;
    const response = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: body });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().contract_data).not.toHaveProperty('importe_reserva');
    const page = await t.asAdmin({ method: 'GET', url: `/api/contracts/${response.json().id}` });
    expect(page.json().content).not.toContain('en concepto de reserva');
  });

  it('two buyers with the same DNI/NIE → 422 naming the field, nothing stored', async () => {
    const before = await stored();
    const body = contractBody('arras_penitenciales');
    const buyers = [body.buyers[0]!, { ...body.buyers[1]!, dni: ` ${body.buyers[0]!.dni.toLowerCase()} ` }];
    const response = await t.asAdmin({ method: 'POST', url: '/api/cms/contracts', payload: { ...body, buyers } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toContain('DNI/NIE');
    expect(await stored()).toBe(before);
  });
});
