import { describe, expect, it } from 'vitest';

import { reasonError, reasonField } from './reason-schema';

describe('a reason that means something', () => {
  it.each([
    'ok',
    'x',
    '-',
    'ok ok ok ok ok ok ok ok',
    'aaaaaaaaaaaaaaaaaaaaaaaa',
    '--------------------------',
    'Verificado',
  ])('refuses %j', (reason) => {
    expect(reasonError(reason)).not.toBeNull();
    expect(reasonField().safeParse(reason).success).toBe(false);
  });

  it('accepts a sentence that says why', () => {
    const reason = 'El padre del comprador pagó desde su cuenta; adjunto su DNI y la carta de donación.';
    expect(reasonError(reason)).toBeNull();
    expect(reasonField().parse(`  ${reason} `)).toBe(reason);
  });

  it('names the field in the message', () => {
    expect(reasonError('ok', 'Motivo de la aprobación')).toMatch(/^Motivo de la aprobación debe explicar/);
  });
});
