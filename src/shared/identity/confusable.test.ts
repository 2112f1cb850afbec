import { describe, expect, it } from 'vitest';

import { addressSkeletons, looksLike } from './confusable';

describe('looksLike (Unicode TR39 skeleton)', () => {
  it('folds Cyrillic and Greek look-alikes, digits that pass for letters and letter pairs that pass for one', () => {
    expect(looksLike('аna@casanova.test', 'ana@casanova.test')).toBe(true); // Cyrillic а
    expect(looksLike('ana@саsanova.test', 'ana@casanova.test')).toBe(true); // Cyrillic с, а in the domain
    expect(looksLike('ΑΝΑ@CASANOVA.TEST', 'ana@casanova.test')).toBe(true); // Greek capitals
    expect(looksLike('marta@casanova.test', 'rnarta@casanova.test')).toBe(true);
    expect(looksLike('pau1@casanova.test', 'paul@casanova.test')).toBe(true);
    expect(looksLike('j0rdi@casanova.test', 'jordi@casanova.test')).toBe(true);
  });

  it('keeps addresses that read differently apart', () => {
    expect(looksLike('ana@casanova.test', 'anna@casanova.test')).toBe(false);
    expect(looksLike('nuria@casanova.test', 'maria@casanova.test')).toBe(false);
    expect(addressSkeletons('Núria@Casanova.test')).not.toContain('nuria@casanova.test');
  });
});
