import type { z } from 'zod';

const MAX_MESSAGES = 5;

/**
 * One readable sentence for the `detail` of a 422 (or an alert): the first distinct messages, each
 * ending with a full stop, e.g. "Título es obligatorio. Barrio es obligatorio.".
 */
export function zodIssuesToSpanish(error: z.ZodError): string {
  const messages = [...new Set(error.issues.map((issue) => issue.message.trim()).filter((m) => m !== ''))];
  if (messages.length === 0) return 'Datos no válidos.';
  return messages
    .slice(0, MAX_MESSAGES)
    .map((message) => (/[.!?]$/.test(message) ? message : `${message}.`))
    .join(' ');
}
