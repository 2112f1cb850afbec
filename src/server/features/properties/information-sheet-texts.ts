import type { Locale } from '#shared/i18n/locales.ts';

// The information sheet's own words (RD 515/1989 arts. 4–6, Llei 18/2007 art. 60; docs/product.md#31-property-listings-what-a-buyer-is-told).
// The data lines reuse the public site's catalog, so the sheet and the page say the same thing.

type SheetTexts = {
  title: string;
  issued: (date: string) => string;
  basis: string;
  identification: string;
  address: string;
  areas: string;
  advertisedArea: string;
  priceAndTaxes: string;
  priceOnRequest: string;
  energy: string;
  energyRating: string;
  energyValues: (consumption: string, emissions: string) => string;
  building: string;
  registry: string;
  charges: string;
  notStated: string;
  payment: string;
  paymentTerms: string[];
  seller: string;
  legalName: string;
  taxId: string;
  legalAddress: string;
  mercantileRegistry: string;
  contact: string;
  validity: (url: string) => string;
};

export const SHEET_TEXTS: Record<Locale, SheetTexts> = {
  es: {
    title: 'Ficha informativa de la vivienda',
    issued: (date) => `Ficha emitida el ${date}`,
    basis:
      'Información que el vendedor pone a disposición del comprador antes de cualquier pago (Real Decreto 515/1989 y ' +
      'artículo 60 de la Ley catalana 18/2007, del derecho a la vivienda).',
    identification: 'Identificación',
    address: 'Dirección',
    areas: 'Superficies',
    advertisedArea: 'Superficie anunciada',
    priceAndTaxes: 'Precio e impuestos',
    priceOnRequest: 'Precio: a consultar.',
    energy: 'Certificado de eficiencia energética',
    energyRating: 'Calificación energética',
    energyValues: (consumption, emissions) =>
      `Consumo: ${consumption} kWh/m² año · Emisiones: ${emissions} kg CO2/m² año`,
    building: 'Vivienda y edificio',
    registry: 'Catastro, Registro de la Propiedad y cédula de habitabilidad',
    charges: 'Gastos anuales',
    notStated: 'No consta todavía: pídalo antes de pagar nada.',
    payment: 'Forma de pago',
    paymentTerms: [
      'Reserva: la cantidad que fije el contrato de reserva, por transferencia a la cuenta de la empresa que figura en él; se descuenta del precio.',
      'Resto del precio: al firmar la escritura pública de compraventa ante notario.',
      'El comprador tiene derecho a elegir notario. Los gastos de notaría, registro e impuestos se pagan según la ley y lo que pacten las partes.',
    ],
    seller: 'Vendedor',
    legalName: 'Razón social',
    taxId: 'CIF/NIF',
    legalAddress: 'Domicilio social',
    mercantileRegistry: 'Registro Mercantil',
    contact: 'Contacto',
    validity: (url) => `Los datos corresponden a la fecha de emisión. La versión vigente está en ${url}`,
  },
  ca: {
    title: 'Fitxa informativa de l’habitatge',
    issued: (date) => `Fitxa emesa el ${date}`,
    basis:
      'Informació que el venedor posa a disposició del comprador abans de qualsevol pagament (Reial decret 515/1989 i ' +
      'article 60 de la Llei 18/2007, del dret a l’habitatge).',
    identification: 'Identificació',
    address: 'Adreça',
    areas: 'Superfícies',
    advertisedArea: 'Superfície anunciada',
    priceAndTaxes: 'Preu i impostos',
    priceOnRequest: 'Preu: a consultar.',
    energy: 'Certificat d’eficiència energètica',
    energyRating: 'Qualificació energètica',
    energyValues: (consumption, emissions) =>
      `Consum: ${consumption} kWh/m²·any · Emissions: ${emissions} kg CO2/m²·any`,
    building: 'Habitatge i edifici',
    registry: 'Cadastre, Registre de la Propietat i cèdula d’habitabilitat',
    charges: 'Despeses anuals',
    notStated: 'Encara no consta: demaneu-ho abans de pagar res.',
    payment: 'Forma de pagament',
    paymentTerms: [
      'Reserva: l’import que fixi el contracte de reserva, per transferència al compte de l’empresa que hi consta; es descompta del preu.',
      'Resta del preu: en signar l’escriptura pública de compravenda davant notari.',
      'El comprador té dret a triar notari. Les despeses de notaria, registre i impostos es paguen segons la llei i el que pactin les parts.',
    ],
    seller: 'Venedor',
    legalName: 'Raó social',
    taxId: 'CIF/NIF',
    legalAddress: 'Domicili social',
    mercantileRegistry: 'Registre Mercantil',
    contact: 'Contacte',
    validity: (url) => `Les dades corresponen a la data d'emissió. La versió vigent és a ${url}`,
  },
  en: {
    title: 'Information sheet of the home',
    issued: (date) => `Issued on ${date}`,
    basis:
      'Information the seller gives the buyer before any payment (Spanish Royal Decree 515/1989 and article 60 of the ' +
      'Catalan Housing Act 18/2007).',
    identification: 'Identification',
    address: 'Address',
    areas: 'Floor areas',
    advertisedArea: 'Advertised area',
    priceAndTaxes: 'Price and taxes',
    priceOnRequest: 'Price: on request.',
    energy: 'Energy performance certificate',
    energyRating: 'Energy rating',
    energyValues: (consumption, emissions) =>
      `Consumption: ${consumption} kWh/m² a year · Emissions: ${emissions} kg CO2/m² a year`,
    building: 'Home and building',
    registry: 'Cadastre, Land Registry and certificate of occupancy',
    charges: 'Yearly charges',
    notStated: 'Not stated yet: ask for it before paying anything.',
    payment: 'Payment terms',
    paymentTerms: [
      "Reservation: the amount set in the reservation contract, by bank transfer to the company's account stated in it; it is deducted from the price.",
      'Rest of the price: when the public deed of sale is signed before a notary.',
      'The buyer has the right to choose the notary. Notary, registry and tax costs are paid as the law and the parties provide.',
    ],
    seller: 'Seller',
    legalName: 'Company name',
    taxId: 'Tax ID (CIF/NIF)',
    legalAddress: 'Registered office',
    mercantileRegistry: 'Commercial Registry',
    contact: 'Contact',
    validity: (url) => `The data are those on the date of issue. The current version is at ${url}`,
  },
};
