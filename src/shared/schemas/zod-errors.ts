import type { z } from 'zod';

const MAX_MESSAGES = 5;

/**
 * The `detail` of a 422 (or an alert). A single problem is its message exactly as docs/product.md words it
 * ("El nuevo password debe tener al menos 6 caracteres"); several become one readable text of the
 * first distinct messages, each ending with a full stop: "Título es obligatorio. Barrio es obligatorio.".
 */
export function spanishDetail(rawMessages: readonly string[]): string {
  const messages = [...new Set(rawMessages.map((message) => message.trim()).filter((m) => m !== ''))];
  if (messages.length === 0) return 'Datos no válidos.';
  if (messages.length === 1) return messages[0]!;
  return messages
    .slice(0, MAX_MESSAGES)
    .map((message) => (/[.!?]$/.test(message) ? message : `${message}.`))
    .join(' ');
}

export function zodIssuesToSpanish(error: z.ZodError): string {
  return spanishDetail(error.issues.map((issue) => issue.message));
}
