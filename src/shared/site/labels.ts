import type { ContractStatus } from '#shared/contract-lifecycle/index.ts';
import { PROPERTY_STATUS, type PropertyStatus } from '#shared/property-lifecycle/statuses.ts';

// Display labels and badge tones. Unknown stored values are shown as they are (docs/product.md §2) so that
// data written by older versions stays visible instead of becoming blank.

export type Tone = 'grey' | 'yellow' | 'orange' | 'green' | 'blue' | 'red';

function lookup<K extends string, V>(table: Record<K, V>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key as K] : undefined;
}

export { isPropertyStatus, PROPERTY_STATUSES } from '#shared/property-lifecycle/statuses.ts';

const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  reformando: 'En Reforma',
  vendiendo: 'En Venta',
  vendido: 'Vendido',
};

type PropertyStatusTone = Extract<Tone, 'yellow' | 'green' | 'grey' | 'blue'>;

const PROPERTY_STATUS_TONES: Record<PropertyStatus, PropertyStatusTone> = {
  reformando: 'yellow',
  vendiendo: 'green',
  vendido: 'grey',
};

export function propertyStatusLabel(s: string): string {
  return lookup(PROPERTY_STATUS_LABELS, s) ?? s;
}

export function propertyStatusTone(s: string): PropertyStatusTone {
  return lookup(PROPERTY_STATUS_TONES, s) ?? 'blue';
}

export const PROPERTY_TYPES = ['piso', 'casa', 'atico', 'estudio'] as const;
type PropertyType = (typeof PROPERTY_TYPES)[number];

const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  piso: 'Piso',
  casa: 'Casa',
  atico: 'Ático',
  estudio: 'Estudio',
};

export function isPropertyType(t: string): t is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(t);
}

export function propertyTypeLabel(t: string): string {
  return lookup(PROPERTY_TYPE_LABELS, t) ?? t;
}

export type StatusFilter = 'all' | PropertyStatus;

/** Public list filter buttons; the filter label is plural ("Vendidas") unlike the badge ("Vendido"). */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: PROPERTY_STATUS.reformando, label: 'En Reforma' },
  { value: PROPERTY_STATUS.vendiendo, label: 'En Venta' },
  { value: PROPERTY_STATUS.vendido, label: 'Vendidas' },
];

export { CONTRACT_STATUSES, isContractStatus, type ContractStatus } from '#shared/contract-lifecycle/index.ts';

const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  draft: 'Borrador',
  pending_signature: 'Pendiente de Firma',
  partially_signed: 'Parcialmente Firmado',
  signed: 'Firmado',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

const CONTRACT_STATUS_TONES: Record<ContractStatus, Tone> = {
  draft: 'grey',
  pending_signature: 'yellow',
  partially_signed: 'orange',
  signed: 'green',
  completed: 'blue',
  cancelled: 'red',
};

export function contractStatusLabel(s: string): string {
  return lookup(CONTRACT_STATUS_LABELS, s) ?? s;
}

export function contractStatusTone(s: string): Tone {
  return lookup(CONTRACT_STATUS_TONES, s) ?? 'grey';
}

export const ENERGY_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
/** Certificate requested but not issued yet; Spanish listings must say so instead of leaving it blank. */
export const ENERGY_RATING_PENDING = 'en_tramite';
type EnergyRating = (typeof ENERGY_RATINGS)[number] | typeof ENERGY_RATING_PENDING;
export const ENERGY_RATING_VALUES: readonly EnergyRating[] = [...ENERGY_RATINGS, ENERGY_RATING_PENDING];

// Colours of the EU energy label scale.
const ENERGY_RATING_COLORS: Record<(typeof ENERGY_RATINGS)[number], string> = {
  A: '#00a651',
  B: '#50b848',
  C: '#bed630',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
};

/** Used for "en trámite" and unknown values. */
export const ENERGY_RATING_NEUTRAL_COLOR = '#9ca3af';

export function energyRatingLabel(r: string): string {
  return r === ENERGY_RATING_PENDING ? 'En trámite' : r;
}

export function energyRatingColor(letter: string): string {
  return lookup(ENERGY_RATING_COLORS, letter.toUpperCase()) ?? ENERGY_RATING_NEUTRAL_COLOR;
}
