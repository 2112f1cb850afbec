import { describe, expect, it } from 'vitest';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';

import { isDone, selectSigner } from './select-signer';

const signer = (email: string, signed_at: string | null, buyer_order: number) => ({
  name: email,
  email,
  dni: '12345678Z',
  signed_at,
  buyer_order,
});
const contract = (overrides: Partial<PublicContractDto> = {}): PublicContractDto => ({
  id: 'c',
  contract_type: 'arras_penitenciales',
  contract_type_name: 'Arras',
  status: 'partially_signed',
  created_at: '',
  contract_data: {},
  content: '',
  signing_policy: { email_code: false, buyer_file_required: false },
  test_mode: false,
  payment_details_sent: false,
  paragraphs: [],
  frozen_sha256: null,
  signers: [signer('ana@x.es', '2025-01-01', 1), signer('eva@x.es', null, 2)],
  attachments: [],
  signer: null,
  ...overrides,
});

describe('selectSigner', () => {
  it('prefers the email parameter, case-insensitively', () => {
    expect(selectSigner(contract(), 'ANA@x.es')?.email).toBe('ana@x.es');
  });
  it('falls back to the first unsigned signer', () => {
    expect(selectSigner(contract(), null)?.email).toBe('eva@x.es');
  });
  it('finds nobody for an unknown email', () => {
    expect(selectSigner(contract(), 'otro@x.es')).toBeNull();
  });
  it('uses the buyer of the token when the server names one', () => {
    const own = { name: 'Eva', email: 'eva@x.es', dni: 'X', signed_at: null };
    expect(selectSigner(contract({ signer: own }), 'ana@x.es')).toBe(own);
  });
  it('is done when the signer signed or the contract is signed', () => {
    expect(isDone(contract(), { signed_at: '2025' })).toBe(true);
    expect(isDone(contract({ status: 'signed' }), null)).toBe(true);
    expect(isDone(contract(), { signed_at: null })).toBe(false);
  });
});
