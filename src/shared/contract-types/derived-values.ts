// Placeholders worded from a field's value rather than printing it (docs/product.md §5.2): the tax regime
// decides whether the price includes VAT and which tax the buyer pays, so the price clause and the costs clause
// always agree with each other and with the regime chosen; the remaining price is computed, never typed.
//   {impuestos_precio}      the sentence after the price: whether taxes are included in it
//   {impuestos_compraventa} the tax of the sale the buyer pays, inside the costs clause
//   {resto_precio}          the price less the amounts paid on account (reservation, arras), "318.000"
//   {resto_precio_letras}   the same in words, in the contract's language
import { formatEnglishThousands } from '#shared/format/amount-words-en.ts';
import { formatThousands } from '#shared/format/amount-words.ts';
import { addCents, centsFromEuros, centsToEuros, fitsInCents, subtractCents } from '#shared/money/cents.ts';

import { amountWords, matchOption, readNumber } from './field-values';
import { TAX_REGIME_FIELD_ID, TAX_REGIMES } from './fields';
import type { TextLanguage } from './language';
import type { ContractTypeDefinition, RawContractData } from './types';

type TaxRegime = keyof typeof TAX_REGIMES;
type TaxWording = { impuestos_precio: string; impuestos_compraventa: string };

const TAX_WORDING: Record<TextLanguage, Record<TaxRegime, TaxWording>> = {
  es: {
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
  },
  ca: {
    itp: {
      impuestos_precio:
        'Com que es tracta d’una segona transmissió, aquest preu no inclou l’impost sobre transmissions ' +
        'patrimonials oneroses que grava la compravenda, que anirà a càrrec de LA PART COMPRADORA.',
      impuestos_compraventa: 'l’impost sobre transmissions patrimonials oneroses que grava la transmissió',
    },
    iva: {
      impuestos_precio:
        'Com que es tracta d’un primer lliurament o del lliurament d’un habitatge rehabilitat, la compravenda està ' +
        'subjecta a l’impost sobre el valor afegit al tipus del 10 %, que s’entén inclòs en aquest preu i que LA ' +
        'PART VENEDORA repercutirà en la factura corresponent.',
      impuestos_compraventa:
        'l’impost sobre actes jurídics documentats que grava l’escriptura pública (l’impost sobre el valor afegit ' +
        'està inclòs en el preu)',
    },
  },
  en: {
    itp: {
      impuestos_precio:
        'As this is a resale, the price does not include the transfer tax on the sale (Impuesto sobre ' +
        'Transmisiones Patrimoniales Onerosas), which shall be borne by THE BUYER.',
      impuestos_compraventa: 'the transfer tax on the sale (Impuesto sobre Transmisiones Patrimoniales Onerosas)',
    },
    iva: {
      impuestos_precio:
        'As this is the first sale of the dwelling, or the sale of a refurbished dwelling, the sale is subject to ' +
        'value added tax (IVA) at 10%, which is included in the price and which THE SELLER shall charge on the ' +
        'corresponding invoice.',
      impuestos_compraventa:
        'the stamp duty on the public deed (Impuesto sobre Actos Jurídicos Documentados) (value added tax is ' +
        'included in the price)',
    },
  },
};

/** Amounts paid on account of the price before the deed. */
const ON_ACCOUNT = ['importe_reserva', 'importe_arras'] as const;

/** Derived placeholder → the field it is worded from. */
export const DERIVED_PLACEHOLDERS: Readonly<Record<string, string>> = {
  impuestos_precio: TAX_REGIME_FIELD_ID,
  impuestos_compraventa: TAX_REGIME_FIELD_ID,
  resto_precio: 'precio_venta',
  resto_precio_letras: 'precio_venta',
};

function taxRegimeOf(type: ContractTypeDefinition, data: RawContractData): TaxRegime {
  const field = type.fields.find((f) => f.id === TAX_REGIME_FIELD_ID);
  const chosen = field ? matchOption(field, data[TAX_REGIME_FIELD_ID]) : null;
  // Drafts saved before the field existed read as the field's default, the usual resale.
  return chosen === TAX_REGIMES.iva ? 'iva' : 'itp';
}

/** The price less what the type's amounts on account add up to; null while the price is unknown or exceeded. */
function remainingPrice(type: ContractTypeDefinition, data: RawContractData): number | null {
  const price = readNumber(data.precio_venta);
  if (price === null || !fitsInCents(price)) return null;
  const declared = new Set(type.fields.map((f) => f.id));
  const paid = ON_ACCOUNT.filter((id) => declared.has(id)).map((id) => Math.max(readNumber(data[id]) ?? 0, 0));
  // An amount no one could pay (still being typed, beyond any price) leaves the remaining price unknown.
  if (!paid.every(fitsInCents)) return null;
  const rest = subtractCents(centsFromEuros(price), addCents(...paid.map(centsFromEuros)));
  return rest >= 0 ? centsToEuros(rest) : null;
}

/** Values of DERIVED_PLACEHOLDERS for this type's data, in the contract's language. */
export function derivedValues(
  type: ContractTypeDefinition,
  data: RawContractData,
  language: TextLanguage = 'es',
): Record<string, string> {
  const rest = remainingPrice(type, data);
  const figure = rest === null ? '' : formatThousands(rest);
  return {
    ...TAX_WORDING[language][taxRegimeOf(type, data)],
    resto_precio: language === 'en' ? formatEnglishThousands(figure) : figure,
    resto_precio_letras: amountWords(rest, language),
  };
}
