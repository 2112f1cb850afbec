// Building blocks of the routes' zod schemas (plugins/api-schemas.ts): ids in the path, the error and
// message answers every route shares, and files answered as bytes. docs/product.md §8.
import { z } from 'zod';

/** Every error answer: `{"detail": "<mensaje en español>"}`. */
const detailSchema = z.object({ detail: z.string().describe('Mensaje en español') }).meta({ id: 'Error' });

/** A confirmation such as `{"message": "Contacto eliminado"}`. */
export const messageSchema = z.object({ message: z.string().describe('Confirmación en español') });

const ERROR_DESCRIPTIONS = {
  400: 'Petición mal formada',
  401: 'Falta el token, no es válido o ha caducado',
  403: 'No permitido (o el token del enlace no corresponde)',
  404: 'No encontrado',
  409: 'Conflicto con el estado actual',
  410: 'El enlace ya no está activo',
  413: 'Demasiado grande',
  415: 'Tipo de contenido no admitido',
  422: 'Datos no válidos',
  429: 'Demasiadas peticiones (ver Retry-After)',
  502: 'Un servicio externo (el Catastro, el buzón, un portal) no responde o responde algo que no se entiende',
  503: 'La base de datos no está disponible',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error answers a route can give, each `{detail}` with its meaning, for the API document. */
export function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, detailSchema.describe(ERROR_DESCRIPTIONS[status])]),
  ) as Record<ErrorStatus, typeof detailSchema>;
}

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

/** `{ <name> }` in the path, a positive whole number; anything else answers 404 with `message`. */
export const numericIdParams = <K extends string = 'id'>(message: string, name: K = 'id' as K) =>
  z.object({ [name]: positiveId(message) } as Record<K, ReturnType<typeof positiveId>>);

/** `{ <name> }` in the path, a UUID (any case, given back in lower case); anything else answers 404 with `message`. */
export const uuidParams = <K extends string>(name: K, message: string) =>
  z.object({
    [name]: z
      .guid({ error: message })
      .transform((value) => value.toLowerCase())
      .describe('Identificador (UUID)'),
  } as Record<K, z.ZodPipe<z.ZodGUID, z.ZodTransform<string, string>>>);

/** A file answered as bytes, for the API document (the bytes are sent as they are). */
export const fileResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});
