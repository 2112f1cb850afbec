import { describe, expect, it } from 'vitest';

import { actionStyle, removeLabel, rowActions } from './contract-actions-model';

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

describe('actionStyle', () => {
  it("shows 'Anular' as the destructive action and 'Archivar' as a neutral one", () => {
    expect(actionStyle('cancel', { status: 'signed' })).toBe('danger');
    expect(actionStyle('remove', { status: 'signed' })).toBe('secondary');
    expect(actionStyle('remove', { status: 'cancelled' })).toBe('secondary');
  });

  it("keeps 'Eliminar' on a draft destructive and 'Firmar' primary", () => {
    expect(actionStyle('remove', { status: 'draft' })).toBe('danger');
    expect(actionStyle('sign', { status: 'draft' })).toBe('primary');
    expect(actionStyle('pdf', { status: 'draft' })).toBe('secondary');
  });
});
