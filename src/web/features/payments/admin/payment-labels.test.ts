import { describe, expect, it } from 'vitest';

import { afterConfirming } from './payment-labels';

describe("the 'Confirmado' dialog", () => {
  it('promises completion only for a signed contract', () => {
    expect(afterConfirming('signed')).toBe('El contrato se marcará como completado.');
    expect(afterConfirming('completed')).toBe('El contrato ya está completado.');
    for (const status of ['draft', 'pending_signature', 'partially_signed'] as const) {
      const text = afterConfirming(status);
      expect(text).not.toContain('se marcará como completado');
      expect(text).toContain('no está firmado por todas las partes');
    }
    expect(afterConfirming('partially_signed')).toContain('(Parcialmente Firmado)');
  });
});
