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

// What an owner may type on the people page (any gender, any case) as the English courtesy translation words it.
const POSITION_WORDS_EN: ReadonlyMap<string, string> = new Map([
  ['administrador único', POSITIONS_EN['administrador único']],
  ['administradora única', 'sole director (administradora única)'],
  ['administrador solidario', POSITIONS_EN['administrador solidario']],
  ['administradora solidaria', 'joint and several director (administradora solidaria)'],
  ['administrador mancomunado', 'joint director (administrador mancomunado)'],
  ['administradora mancomunada', 'joint director (administradora mancomunada)'],
  ['consejero delegado', POSITIONS_EN['consejero delegado']],
  ['consejera delegada', 'managing director (consejera delegada)'],
  ['apoderado', POSITIONS_EN.apoderado],
  ['apoderada', 'attorney (apoderada)'],
]);

/** A representative's position in English when it is one of the usual Spanish ones; any other wording as typed. */
export function positionInEnglish(position: string): string {
  return POSITION_WORDS_EN.get(position.trim().toLowerCase().replace(/\s+/g, ' ')) ?? position;
}

/** The English wording of an offered Spanish value, or the value itself. */
export function inEnglish(value: string): string {
  return ENGLISH_VALUES.get(value) ?? value;
}
