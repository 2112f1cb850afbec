import type { Locale } from './locales';

// What each contract is called in the buyer's language, with one line saying what it does (docs/product.md §11.2).
// The Spanish and Catalan names are the contract type's own (src/shared/contract-types), the titles its templates
// carry; English has a name for buyers only (no contract is written in English).
type Summary = { summary: string };

const TYPE_WORDS: Record<string, { es: Summary; ca: Summary; en: Summary & { name: string } }> = {
  arras_penitenciales: {
    es: {
      summary:
        'Las arras son un anticipo del precio que permite desistir de la compra: el comprador perdiéndolas, el vendedor devolviéndolas dobladas.',
    },
    ca: {
      summary:
        'Les arres són un avançament del preu que permet desistir de la compra: el comprador perdent-les, el venedor retornant-les doblades.',
    },
    en: {
      name: 'Deposit contract (arras penitenciales)',
      summary:
        'The deposit is an advance on the price that lets either side withdraw: the buyer by losing it, the seller by paying it back twice over.',
    },
  },
  reserva_condicionada: {
    es: {
      summary:
        'La reserva retira la vivienda del mercado y se devuelve si no se cumple la condición pactada, como la hipoteca.',
    },
    ca: {
      summary:
        'La reserva treu l’habitatge del mercat i es retorna si no es compleix la condició pactada, com ara la hipoteca.',
    },
    en: {
      name: 'Conditional reservation contract',
      summary:
        'The reservation deposit takes the home off the market and is returned if the agreed condition, such as the mortgage, is not met.',
    },
  },
  reserva_no_condicionada: {
    es: {
      summary: 'La reserva retira la vivienda del mercado mientras se prepara la compra y se descuenta del precio.',
    },
    ca: {
      summary: 'La reserva treu l’habitatge del mercat mentre es prepara la compra i es descompta del preu.',
    },
    en: {
      name: 'Reservation deposit contract',
      summary:
        'The reservation deposit takes the home off the market while the purchase is prepared, and is deducted from the price.',
    },
  },
};

/** The contract's name for a reader: the type's own Spanish or Catalan name, or its English name where known. */
export function localizedContractTypeName(
  contractType: string,
  names: { es: string; ca: string },
  locale: Locale,
): string {
  if (locale !== 'en') return names[locale];
  return TYPE_WORDS[contractType]?.en.name ?? names.es;
}

/** One line on what the contract does, in the buyer's language; '' for a type without one. */
export function contractTypeSummary(contractType: string, locale: Locale): string {
  return TYPE_WORDS[contractType]?.[locale].summary ?? '';
}
