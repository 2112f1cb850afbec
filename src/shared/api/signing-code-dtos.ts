// The email code before signing (docs/product.md §5.4), shared by the server and the signing page.

/** GET /api/contracts/{id}/email-code. */
export type EmailCodeStatusDto = {
  /** The setting is on and this link's buyer still has to sign. */
  required: boolean;
  /** A code was confirmed recently enough to sign now. */
  verified: boolean;
  /** The pending code's expiry, when one was sent and is still usable. */
  expires_at: string | null;
  attempts_left: number | null;
};

/** POST /api/contracts/{id}/email-code. */
export type EmailCodeSentDto = { sent: true; expires_at: string };

export const EMAIL_CODE_FORMAT_MESSAGE = 'El código debe tener 6 cifras.';

/** Spaces and dashes typed or pasted with the code are ignored. */
export const normalizeEmailCode = (value: string) => value.replace(/[\s-]/g, '');
export const isEmailCodeFormat = (value: string) => /^\d{6}$/.test(normalizeEmailCode(value));
