import type { Locale } from '#shared/i18n/locales.ts';
import { BUILDING_TEXT_FIELDS, type BuildingTextField, type Occupancy } from '#shared/site/building-details.ts';

// The information sheet's own words (RD 515/1989 arts. 4–6, Llei 18/2007 art. 60; docs/product.md#31-property-listings-what-a-buyer-is-told).
// The data lines reuse the public site's catalog, so the sheet and the page say the same thing. Each language is
// written as a native speaker would write it, not translated word for word.

type SheetTexts = {
  title: string;
  /** The PDF's file name, without the id and slug: "ficha", "fitxa", "information-sheet". */
  fileName: string;
  /** The floor plan's file name when it is a PDF of its own: "plano", "planol", "floor-plan". */
  floorPlanFileName: string;
  issued: (date: string) => string;
  basis: string;
  identification: string;
  address: string;
  occupancy: string;
  occupancyValues: Record<Occupancy, string>;
  areas: string;
  advertisedArea: string;
  priceAndTaxes: string;
  priceOnRequest: string;
  energy: string;
  energyRating: string;
  // "CO2", not "CO₂": the sheet is set in the standard Helvetica (WinAnsi, src/server/lib/pdf/theme.ts), which has
  // ² and · but no subscript two; the public page, set in a web font, prints CO₂.
  energyValues: (consumption: string, emissions: string) => string;
  building: string;
  buildingTexts: Record<BuildingTextField, string>;
  floorPlan: string;
  floorPlanAttached: string;
  floorPlanSeparate: (url: string) => string;
  registry: string;
  charges: string;
  notStated: string;
  /** After a value the owner typed in Spanish that this language's sheet could not write in its own. */
  inSpanish: string;
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
    fileName: 'ficha',
    floorPlanFileName: 'plano',
    issued: (date) => `Ficha emitida el ${date}`,
    basis:
      'Información que el vendedor pone a disposición del comprador antes de cualquier pago (Real Decreto 515/1989 y ' +
      'artículo 60 de la Ley catalana 18/2007, del derecho a la vivienda).',
    identification: 'Identificación',
    address: 'Dirección',
    occupancy: 'Ocupación',
    occupancyValues: {
      vacant: 'Libre de ocupantes',
      tenanted: 'Alquilada: el comprador la adquiere con el inquilino',
      occupied: 'Ocupada sin título',
    },
    areas: 'Superficies',
    advertisedArea: 'Superficie anunciada',
    priceAndTaxes: 'Precio e impuestos',
    priceOnRequest: 'Precio: a consultar.',
    energy: 'Certificado de eficiencia energética',
    energyRating: 'Calificación energética',
    energyValues: (consumption, emissions) =>
      `Consumo: ${consumption} kWh/m²·año · Emisiones: ${emissions} kg CO2/m²·año`,
    building: 'Vivienda y edificio',
    // The admin form's labels are the Spanish sheet's.
    buildingTexts: BUILDING_TEXT_FIELDS,
    floorPlan: 'Plano de la vivienda',
    floorPlanAttached: 'En la última página de esta ficha.',
    floorPlanSeparate: (url) => `Se entrega como documento aparte (${url}).`,
    registry: 'Catastro, Registro de la Propiedad y cédula de habitabilidad',
    charges: 'Comunidad y gastos anuales',
    notStated: 'No consta todavía: pídalo antes de pagar nada.',
    inSpanish: ' (en castellano)',
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
    fileName: 'fitxa',
    floorPlanFileName: 'planol',
    issued: (date) => `Fitxa emesa el ${date}`,
    basis:
      'Informació que el venedor posa a disposició del comprador abans de qualsevol pagament (Reial decret 515/1989 i ' +
      'article 60 de la Llei 18/2007, del dret a l’habitatge).',
    identification: 'Identificació',
    address: 'Adreça',
    occupancy: 'Ocupació',
    occupancyValues: {
      vacant: 'Lliure d’ocupants',
      tenanted: 'Llogat: el comprador l’adquireix amb l’inquilí',
      occupied: 'Ocupat sense títol',
    },
    areas: 'Superfícies',
    advertisedArea: 'Superfície anunciada',
    priceAndTaxes: 'Preu i impostos',
    priceOnRequest: 'Preu: a consultar.',
    energy: 'Certificat d’eficiència energètica',
    energyRating: 'Qualificació energètica',
    energyValues: (consumption, emissions) =>
      `Consum: ${consumption} kWh/m²·any · Emissions: ${emissions} kg CO2/m²·any`,
    building: 'Habitatge i edifici',
    buildingTexts: {
      building_structure: 'Estructura i materials',
      insulation: 'Aïllament tèrmic i acústic',
      installations: 'Instal·lacions',
      finishes: 'Acabats',
      community_charges: 'Càrregues i derrames de la comunitat',
      community_statutes: 'Estatuts i normes de la comunitat',
    },
    floorPlan: 'Plànol de l’habitatge',
    floorPlanAttached: 'A l’última pàgina d’aquesta fitxa.',
    floorPlanSeparate: (url) => `Es lliura com a document a part (${url}).`,
    registry: 'Cadastre, Registre de la Propietat i cèdula d’habitabilitat',
    charges: 'Comunitat i despeses anuals',
    notStated: 'Encara no consta: demana-ho abans de pagar res.',
    inSpanish: ' (en castellà)',
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
    validity: (url) => `Les dades són les de la data d’emissió. La versió vigent és a ${url}`,
  },
  en: {
    title: 'Property information sheet',
    fileName: 'information-sheet',
    floorPlanFileName: 'floor-plan',
    issued: (date) => `Issued on ${date}`,
    basis:
      'What the seller must give you in writing before you pay anything, under Spanish Royal Decree 515/1989 and ' +
      'article 60 of the Catalan Housing Act (Law 18/2007).',
    identification: 'The property',
    address: 'Address',
    occupancy: 'Occupancy',
    occupancyValues: {
      vacant: 'Sold with vacant possession',
      tenanted: 'Sold with a sitting tenant',
      occupied: 'Occupied without a legal right',
    },
    areas: 'Floor area',
    advertisedArea: 'Advertised area',
    priceAndTaxes: 'Price and taxes',
    priceOnRequest: 'Price on request.',
    energy: 'Energy performance certificate',
    energyRating: 'Energy rating',
    energyValues: (consumption, emissions) =>
      `Energy use: ${consumption} kWh/m²·year · Emissions: ${emissions} kg CO2/m²·year`,
    building: 'Home and building',
    buildingTexts: {
      building_structure: 'Structure and materials',
      insulation: 'Thermal and sound insulation',
      installations: 'Services and installations',
      finishes: 'Finishes',
      community_charges: 'Charges and levies of the owners’ association',
      community_statutes: 'Rules of the owners’ association',
    },
    floorPlan: 'Floor plan',
    floorPlanAttached: 'On the last page of this sheet.',
    floorPlanSeparate: (url) => `Provided as a separate document (${url}).`,
    registry: 'Cadastre, Land Registry and certificate of occupancy',
    charges: 'Owners’ association and yearly costs',
    notStated: 'Not provided yet: ask for it before you pay anything.',
    inSpanish: ' (in Spanish)',
    payment: 'How to pay',
    paymentTerms: [
      "Reservation: the amount set in the reservation contract, paid by bank transfer to the company's account named in it and deducted from the price.",
      'Balance: paid when the deed of sale is signed before a notary.',
      'You may choose the notary. Notary and Land Registry fees and taxes are paid as the law provides and as the parties agree.',
    ],
    seller: 'Seller',
    legalName: 'Company name',
    taxId: 'Tax ID (CIF/NIF)',
    legalAddress: 'Registered office',
    mercantileRegistry: 'Commercial Registry',
    contact: 'Contact',
    validity: (url) => `This information is correct on the date of issue. The latest version is at ${url}`,
  },
};
