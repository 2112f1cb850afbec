// Values the wizard offers in Spanish (options, defaults) as a Catalan contract prints them. Anything typed by
// hand is printed as typed: the administrator writes it in the contract's language.
import { DEFAULT_CONDITION_CA } from './catalan-templates';
import type { REPRESENTATIVE_POSITIONS } from './fields';
import { DEFAULT_CONDITION } from './reserva-condicionada';

// With the preposition, elided before a vowel: the template writes "en la seva condició {cargo_representante}".
const POSITIONS_CA: Record<(typeof REPRESENTATIVE_POSITIONS)[number], string> = {
  'administrador único': 'd’administrador únic',
  'administrador solidario': 'd’administrador solidari',
  'consejero delegado': 'de conseller delegat',
  apoderado: 'd’apoderat',
};

const CATALAN_VALUES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(POSITIONS_CA),
  [DEFAULT_CONDITION, DEFAULT_CONDITION_CA],
]);

/** The Catalan wording of an offered Spanish value, or the value itself. */
export function inCatalan(value: string): string {
  return CATALAN_VALUES.get(value) ?? value;
}
