import { describe, expect, it } from 'vitest';

import { NO_PROPERTY_DETAILS } from '#shared/site/property-details.ts';

import { TAX_REGIMES } from './fields';
import { contractValuesFromProperty, registryOfficeParts } from './from-property';
import { getContractType } from './registry';

const property = {
  ...NO_PROPERTY_DETAILS,
  address: 'Carrer de Verdi 12, 3.º 1.ª',
  cadastral_reference: '9872023VH5797S0001WX',
  registry_office: 'Registro de la Propiedad n.º 15 de Barcelona',
  registry_property_number: '12345',
  registry_idufir: '08117000218734',
  price: 300000,
  is_new_build: true,
  reservation_amount: 6000,
  arras_percentage: 10,
};

describe('contract fields from a portfolio property', () => {
  it('fills the arras contract: address with the city, cadastre, registry, price, tax regime and arras', () => {
    expect(contractValuesFromProperty(getContractType('arras_penitenciales')!, property)).toEqual({
      direccion_inmueble: 'Carrer de Verdi 12, 3.º 1.ª, Barcelona',
      referencia_catastral: '9872023VH5797S0001WX',
      numero_registro: '15',
      lugar_registro: 'Barcelona',
      finca: '12345',
      numero_cru: '08117000218734',
      precio_venta: '300000',
      regimen_fiscal: TAX_REGIMES.iva,
      importe_reserva: '6000',
      importe_arras: '30000',
    });
  });

  it('fills only the fields a reservation has, and leaves out what the property does not know', () => {
    const values = contractValuesFromProperty(getContractType('reserva_no_condicionada')!, {
      ...property,
      address: 'Passeig de Gràcia 1, 08007 Barcelona',
      cadastral_reference: null,
      price: null,
      is_new_build: false,
    });
    expect(values).toEqual({
      direccion_inmueble: 'Passeig de Gràcia 1, 08007 Barcelona',
      regimen_fiscal: TAX_REGIMES.itp,
      importe_reserva: '6000',
    });
  });

  it("keeps the dwelling's floor and door ('2.º 1.ª'), stored apart or in the address, never twice", () => {
    const arras = getContractType('arras_penitenciales')!;
    const fill = (address: string, floor: string | null) =>
      contractValuesFromProperty(arras, { ...property, address, floor }).direccion_inmueble;
    expect(fill('Carrer de Verdi 12', '2.º 1.ª')).toBe('Carrer de Verdi 12, 2.º 1.ª, Barcelona');
    expect(fill('Carrer de Verdi 12, 08012 Barcelona', '2.º 1.ª')).toBe('Carrer de Verdi 12, 2.º 1.ª, 08012 Barcelona');
    expect(fill('Carrer de Verdi 12, 2.º 1.ª', '2.º 1.ª')).toBe('Carrer de Verdi 12, 2.º 1.ª, Barcelona');
    expect(fill('Carrer de Verdi 12', null)).toBe('Carrer de Verdi 12, Barcelona');
  });

  it('reads the number and town of a Land Registry office, in Spanish or Catalan', () => {
    expect(registryOfficeParts('Registre de la Propietat núm. 5 de Sabadell')).toEqual({
      number: '5',
      place: 'Sabadell',
    });
    expect(registryOfficeParts('Registro de la Propiedad')).toEqual({ number: null, place: null });
    expect(registryOfficeParts(null)).toEqual({ number: null, place: null });
  });
});
