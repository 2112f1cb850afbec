import { describe, expect, it } from 'vitest';

import type { Messages } from '#shared/i18n/translator.ts';

import { buyerMailCa } from './buyer-mail.ca';
import { paymentCa } from './payment.ca';
import { PUBLIC_CATALOGS } from './public';
import { RESET_CATALOGS } from './reset';
import { signingCa } from './signing.ca';
import { VERIFY_CATALOGS } from './verify';

// The Catalan texts speak to the reader as "tu", with the imperative of the second person singular ("Truca",
// "Escriu", "Imprimeix", "Envia", "Descarrega"), never the plural or the formal one ("Truqueu", "Truqui", "Imprimiu"),
// nor an infinitive for an action ("Descarregar la traducció"). A message to several buyers at once speaks to them
// in the plural, as the Spanish one does ("Haced una sola transferencia").
const CATALOGS: Record<string, Messages> = {
  'buyer-mail': buyerMailCa,
  signing: signingCa,
  payment: paymentCa,
  public: PUBLIC_CATALOGS.ca,
  reset: RESET_CATALOGS.ca,
  verify: VERIFY_CATALOGS.ca,
};
const ADDRESSED_TO_SEVERAL: ReadonlySet<string> = new Set(['payment.buyers.several']);

// Plural imperatives with a pronoun end in -eu ("demaneu-ho", "torneu-lo"; "treu-lo" is singular); \b would stop
// at an accented letter, so word edges are letters.
const PLURAL_OR_FORMAL =
  /(?<!\p{L})(?:\p{L}*[^r\s]eu-(?:ho|lo|la|los|les|ne|nos|hi|l’)|torneu|demaneu|truqueu|truqui|imprimiu|imprimeixi|descarregueu|descarregui|envieu|enviï|escriviu|escrigui|consulteu|consulti|feu|faci)(?!\p{L})/iu;
const INFINITIVE_ACTION = /^(?:Descarregar|Llegir|Imprimir|Enviar|Trucar|Escriure|Signar|Pagar|Copiar|Tornar)\b/u;

describe('Catalan catalogs', () => {
  it('use the second person singular imperative', () => {
    const found = Object.entries(CATALOGS).flatMap(([namespace, messages]) =>
      Object.entries(messages)
        .filter(([key]) => !ADDRESSED_TO_SEVERAL.has(`${namespace}.${key}`))
        .filter(([, text]) => PLURAL_OR_FORMAL.test(text) || INFINITIVE_ACTION.test(text))
        .map(([key, text]) => `${namespace}.${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
