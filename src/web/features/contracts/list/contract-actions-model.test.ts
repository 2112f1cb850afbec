import { describe, expect, it } from 'vitest';
import { removeLabel, rowActions } from './contract-actions-model';

const at = '2025-06-01T10:00:00.000Z';

describe('rowActions', () => {
  it.each([
    ['draft', null, ['sign', 'pdf', 'payment', 'remove']],
    ['pending_signature', null, ['pdf', 'payment', 'cancel', 'remove']],
    ['partially_signed', null, ['pdf', 'payment', 'cancel', 'remove']],
    ['signed', null, ['pdf', 'payment', 'cancel', 'remove']],
    ['completed', null, ['pdf', 'payment', 'remove']],
    ['cancelled', null, ['pdf', 'remove']],
    ['signed', at, ['pdf', 'cancel']],
    ['cancelled', at, ['pdf']],
    ['draft', at, ['pdf']],
  ] as const)('%s (archived %s) → %j', (status, archived_at, actions) => {
    expect(rowActions({ status, archived_at })).toEqual(actions);
  });

  it("reads 'Eliminar' on a draft and 'Archivar' on anything else", () => {
    expect(removeLabel({ status: 'draft' })).toBe('Eliminar');
    expect(removeLabel({ status: 'signed' })).toBe('Archivar');
  });
});
