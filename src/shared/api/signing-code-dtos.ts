// The email code before signing (docs/product.md §5.4), shared by the server and the signing page.

export type { EmailCodeSentDto, EmailCodeStatusDto } from '#shared/schemas/signing-schemas.ts';

export const EMAIL_CODE_FORMAT_MESSAGE = 'El código debe tener 6 cifras.';

/** Spaces and dashes typed or pasted with the code are ignored. */
export const normalizeEmailCode = (value: string) => value.replace(/[\s-]/g, '');
export const isEmailCodeFormat = (value: string) => /^\d{6}$/.test(normalizeEmailCode(value));
