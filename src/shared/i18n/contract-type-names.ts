import type { Locale } from './locales';

// What each contract is called in the buyer's language, with one line saying what it does (docs/product.md §11.2).
// The Spanish name is the contract type's own (src/shared/contract-types): the binding text's title stays as it is.
type TypeWords = { name: string; summary: string };

const TYPE_WORDS: Record<string, Record<Exclude<Locale, 'es'>, TypeWords> & { es: { summary: string } }> = {
  arras_penitenciales: {
    es: { summary: 'Las arras son un anticipo del precio que permite desistir de la compra: el comprador perdiéndolas, el vendedor devolviéndolas dobladas.' },
    ca: {
      name: 'Contracte d’arres penitencials',
      summary: 'Les arres són un avançament del preu que permet desistir de la compra: el comprador perdent-les, el venedor retornant-les doblades.',
    },
    en: {
      name: 'Deposit contract (arras penitenciales)',
      summary: 'The deposit is an advance on the price that lets either side withdraw: the buyer by losing it, the seller by paying it back twice over.',
    },
  },
  reserva_condicionada: {
    es: { summary: 'La reserva retira la vivienda del mercado y se devuelve si no se cumple la condición pactada, como la hipoteca.' },
    ca: {
      name: 'Contracte de reserva condicionada',
      summary: 'La reserva treu l’habitatge del mercat i es retorna si no es compleix la condició pactada, com ara la hipoteca.',
    },
    en: {
      name: 'Conditional reservation contract',
      summary: 'The reservation deposit takes the home off the market and is returned if the agreed condition, such as the mortgage, is not met.',
    },
  },
  reserva_no_condicionada: {
    es: { summary: 'La reserva retira la vivienda del mercado mientras se prepara la compra y se descuenta del precio.' },
    ca: {
      name: 'Contracte de reserva',
      summary: 'La reserva treu l’habitatge del mercat mentre es prepara la compra i es descompta del preu.',
    },
    en: {
      name: 'Reservation deposit contract',
      summary: 'The reservation deposit takes the home off the market while the purchase is prepared, and is deducted from the price.',
    },
  },
};

/** The contract's name for a buyer: the type's own Spanish name, or its Catalan or English name where known. */
export function localizedContractTypeName(contractType: string, spanishName: string, locale: Locale): string {
  if (locale === 'es') return spanishName;
  return TYPE_WORDS[contractType]?.[locale].name ?? spanishName;
}

/** One line on what the contract does, in the buyer's language; '' for a type without one. */
export function contractTypeSummary(contractType: string, locale: Locale): string {
  return TYPE_WORDS[contractType]?.[locale].summary ?? '';
}
