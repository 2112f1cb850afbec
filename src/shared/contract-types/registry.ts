import { arrasPenitenciales } from './arras-penitenciales';
import { reservaCondicionada } from './reserva-condicionada';
import { reservaNoCondicionada } from './reserva-no-condicionada';
import type { ContractTypeDefinition } from './types';

/** In CONTRACT_TYPE_IDS order, which is also the order of the wizard's type selector. */
export const CONTRACT_TYPES: ContractTypeDefinition[] = [
  arrasPenitenciales,
  reservaNoCondicionada,
  reservaCondicionada,
];

/** undefined for ids from outside (old data, API input) that name no type. */
export function getContractType(id: string): ContractTypeDefinition | undefined {
  return CONTRACT_TYPES.find((type) => type.id === id);
}
