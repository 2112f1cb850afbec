// Placeholders worded from a field's value rather than printing it (docs/product.md §5.2): the tax regime
// decides whether the price includes VAT and which tax the buyer pays, so the price clause and the costs clause
// always agree with each other and with the regime chosen.
//   {impuestos_precio}      the sentence after the price: whether taxes are included in it
//   {impuestos_compraventa} the tax of the sale the buyer pays, inside the costs clause
import { matchOption } from './field-values';
import { TAX_REGIMES, TAX_REGIME_FIELD_ID } from './fields';
import type { ContractTypeDefinition, RawContractData } from './types';

type TaxRegime = keyof typeof TAX_REGIMES;

const TAX_WORDING: Record<TaxRegime, { impuestos_precio: string; impuestos_compraventa: string }> = {
  itp: {
    impuestos_precio:
      'Por tratarse de una segunda transmisión, dicho precio no incluye el Impuesto sobre Transmisiones ' +
      'Patrimoniales Onerosas que grava la compraventa, que será de cuenta de LA PARTE COMPRADORA.',
    impuestos_compraventa: 'el Impuesto sobre Transmisiones Patrimoniales Onerosas que grava la transmisión',
  },
  iva: {
    impuestos_precio:
      'Por tratarse de una primera entrega o de la entrega de una vivienda rehabilitada, la compraventa está ' +
      'sujeta al Impuesto sobre el Valor Añadido al tipo del 10 %, que se entiende incluido en dicho precio y que ' +
      'LA PARTE VENDEDORA repercutirá en la factura correspondiente.',
    impuestos_compraventa:
      'el Impuesto sobre Actos Jurídicos Documentados que grava la escritura pública (el Impuesto sobre el Valor ' +
      'Añadido está incluido en el precio)',
  },
};

/** Derived placeholder → the field it is worded from. */
export const DERIVED_PLACEHOLDERS: Readonly<Record<string, string>> = {
  impuestos_precio: TAX_REGIME_FIELD_ID,
  impuestos_compraventa: TAX_REGIME_FIELD_ID,
};

function taxRegimeOf(type: ContractTypeDefinition, data: RawContractData): TaxRegime {
  const field = type.fields.find((f) => f.id === TAX_REGIME_FIELD_ID);
  const chosen = field ? matchOption(field, data[TAX_REGIME_FIELD_ID]) : null;
  // Drafts saved before the field existed read as the field's default, the usual resale.
  return chosen === TAX_REGIMES.iva ? 'iva' : 'itp';
}

/** Values of DERIVED_PLACEHOLDERS for this type's data. */
export function derivedValues(type: ContractTypeDefinition, data: RawContractData): Record<string, string> {
  return { ...TAX_WORDING[taxRegimeOf(type, data)] };
}
