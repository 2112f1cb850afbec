import { describe, expect, it } from 'vitest';

import { identitySidesCovered } from './identity-sides';

const photo = { kind: 'identity', contentType: 'image/jpeg' };
const pdf = { kind: 'identity', contentType: 'application/pdf' };
const funds = { kind: 'funds', contentType: 'application/pdf' };

describe('identitySidesCovered', () => {
  it('asks a DNI or an EU identity card for two photos, or one PDF', () => {
    expect(identitySidesCovered('dni_nie', [photo])).toBe(false);
    expect(identitySidesCovered('dni_nie', [photo, photo])).toBe(true);
    expect(identitySidesCovered('eu_id_card', [pdf])).toBe(true);
  });

  it('takes one photo of a passport’s data page, and never counts a funds document as a side', () => {
    expect(identitySidesCovered('passport', [photo])).toBe(true);
    expect(identitySidesCovered('dni_nie', [photo, funds])).toBe(false);
  });
});
