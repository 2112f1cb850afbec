// Values the wizard offers in Spanish (options, defaults) as a Catalan contract prints them. Anything typed by
// hand is printed as typed: the administrator writes it in the contract's language.
import { deCa } from '#shared/i18n/catalan-elision.ts';

import { DEFAULT_CONDITION_CA } from './catalan-templates';
import { REPRESENTATIVE_POSITIONS } from './fields';
import { DEFAULT_CONDITION } from './reserva-condicionada';

// The positions a Spanish company's representative holds (the wizard's options, and what an owner types on the
// people page in Spanish), as a Catalan text names them (docs/product.md §5.6, "Catalan wording").
const POSITION_WORDS_CA: ReadonlyMap<string, string> = new Map([
  ['administrador único', 'administrador únic'],
  ['administradora única', 'administradora única'],
  ['administrador solidario', 'administrador solidari'],
  ['administradora solidaria', 'administradora solidària'],
  ['administradores solidarios', 'administradors solidaris'],
  ['administrador mancomunado', 'administrador mancomunat'],
  ['administradora mancomunada', 'administradora mancomunada'],
  ['administradores mancomunados', 'administradors mancomunats'],
  ['consejero delegado', 'conseller delegat'],
  ['consejera delegada', 'consellera delegada'],
  ['apoderado', 'apoderat'],
  ['apoderada', 'apoderada'],
]);

/**
 * A representative's position in Catalan when it is one of the usual Spanish ones ("Administrador único" →
 * "Administrador únic"), keeping a capital initial; any other wording is printed as typed.
 */
export function positionInCatalan(position: string): string {
  const trimmed = position.trim();
  const catalan = POSITION_WORDS_CA.get(trimmed.toLowerCase().replace(/\s+/g, ' '));
  if (catalan === undefined) return position;
  const first = trimmed.charAt(0);
  return first !== first.toLowerCase() ? catalan.charAt(0).toUpperCase() + catalan.slice(1) : catalan;
}

// With the preposition, elided before a vowel: the template writes "en la seva condició {cargo_representante}".
const POSITIONS_CA = REPRESENTATIVE_POSITIONS.map((position) => [position, deCa(positionInCatalan(position))] as const);

const CATALAN_VALUES: ReadonlyMap<string, string> = new Map([
  ...POSITIONS_CA,
  [DEFAULT_CONDITION, DEFAULT_CONDITION_CA],
]);

/** The Catalan wording of an offered Spanish value, or the value itself. */
export function inCatalan(value: string): string {
  return CATALAN_VALUES.get(value) ?? value;
}
