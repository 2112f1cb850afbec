import { z } from 'zod';

// A reason that means something (docs/product.md#reasons): every company act that needs one — a risk assessment, a
// high-risk approval, a manual confirmation of someone else's payment, a cancellation, an outcome — is refused (422)
// with a placeholder ("ok", "x", "-", "aaaa…") or anything under 20 characters. The same rule in the admin and the API.

export const MIN_REASON_LENGTH = 20;
export const MAX_REASON_LENGTH = 1000;

/** Why a reason is refused, in Spanish, naming the field; null when it is a reason. */
export function reasonError(value: string, label = 'El motivo'): string | null {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length < MIN_REASON_LENGTH)
    return `${label} debe explicar el porqué en al menos ${MIN_REASON_LENGTH} caracteres (no «ok», «x» ni «-»).`;
  const letters = text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const words = text.split(' ').filter((word) => /\p{L}{2,}/u.test(word));
  if (new Set(letters).size < 6 || words.length < 3)
    return `${label} no explica nada: escribe el porqué con tus palabras (al menos ${MIN_REASON_LENGTH} caracteres).`;
  return null;
}

/** The zod field for such a reason; `label` names it in the message ("El motivo", "Motivo de la aprobación"). */
export const reasonField = (label = 'El motivo') =>
  z
    .string({ error: `${label} es obligatorio` })
    .max(MAX_REASON_LENGTH, `${label}: como máximo ${MAX_REASON_LENGTH} caracteres`)
    .superRefine((value, context) => {
      const error = reasonError(value, label);
      if (error) context.addIssue({ code: 'custom', message: error });
    })
    .transform((value) => value.trim())
    .describe(
      `Al menos ${MIN_REASON_LENGTH} caracteres que expliquen el porqué; «ok», «x», «-» o letras repetidas: 422`,
    );
