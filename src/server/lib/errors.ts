import { DATABASE_UNAVAILABLE_DETAIL } from './database-errors';

/** The product's one error type: a machine code, an HTTP status and the Spanish text users see. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unprocessable = (message: string, code = 'validation_failed') => new AppError(422, code, message);
export const unauthorized = (message = 'No autorizado. Inicia sesión de nuevo.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'No encontrado.') => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
/** A link that worked once and never will again (an archived or cancelled contract's signing link). */
export const gone = (message: string, code = 'gone') => new AppError(410, code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', 'Demasiados intentos. Espera un momento y vuelve a intentarlo.', {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const serviceUnavailable = (message = DATABASE_UNAVAILABLE_DETAIL) => new AppError(503, 'unavailable', message);
