// Values the wizard offers in Spanish (options, defaults) as the English courtesy translation prints them.
// Anything typed by hand is printed as typed, in the language the administrator wrote it in.
import { DEFAULT_CONDITION_EN } from './english-templates';
import type { REPRESENTATIVE_POSITIONS } from './fields';
import { DEFAULT_CONDITION } from './reserva-condicionada';

// The template writes "in their capacity as {cargo_representante}".
const POSITIONS_EN: Record<(typeof REPRESENTATIVE_POSITIONS)[number], string> = {
  'administrador único': 'sole director (administrador único)',
  'administrador solidario': 'joint and several director (administrador solidario)',
  'consejero delegado': 'managing director (consejero delegado)',
  apoderado: 'attorney (apoderado)',
};

const ENGLISH_VALUES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(POSITIONS_EN),
  [DEFAULT_CONDITION, DEFAULT_CONDITION_EN],
]);

/** The English wording of an offered Spanish value, or the value itself. */
export function inEnglish(value: string): string {
  return ENGLISH_VALUES.get(value) ?? value;
}
