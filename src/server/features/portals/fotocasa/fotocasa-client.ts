// Adevinta's import API for Fotocasa (docs/decisions/040-portals.md): create (POST /api/property), update (PUT
// /api/property, the ad named by its ExternalId) and withdraw (DELETE /api/v2/property/{base64 of ExternalId}), with
// the agency's key in `Api-Key`. Every call is bounded in time and size; what comes back is sorted into done,
// refused (the portal's `Message`, not retried), or failed (retried later: no answer, 5xx, 401, or an answer that
// is not the API's). The key never reaches a log or an answer.
import { boundedFetch, BoundedFetchError, type BoundedResponse } from '#server/lib/http/bounded-fetch.ts';

export type FotocasaSettings = {
  apiUrl: string;
  apiKey: string;
  /** Per call (default 15 s); tests shorten it. */
  timeoutMs?: number;
};

export type FotocasaOutcome =
  { kind: 'done' } | { kind: 'missing' } | { kind: 'refused'; message: string } | { kind: 'retry'; message: string };

const LIMITS = { maxBytes: 64 * 1024, timeoutMs: 15_000 };

/** The first line of an answer, as shown to the owner: never more than a line of it. */
export function firstLine(text: string): string {
  const line =
    text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line || '(respuesta vacía)';
}

type ApiAnswer = { StatusCode?: unknown; Message?: unknown };

function parse(response: BoundedResponse): ApiAnswer | null {
  const text = response.body.toString('utf8');
  try {
    const value = JSON.parse(text) as unknown;
    // Some answers arrive as a JSON string holding the JSON.
    const object = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    return object !== null && typeof object === 'object' && !Array.isArray(object) ? (object as ApiAnswer) : null;
  } catch {
    return null;
  }
}

const messageOf = (answer: ApiAnswer | null, response: BoundedResponse) =>
  typeof answer?.Message === 'string' && answer.Message.trim()
    ? firstLine(answer.Message)
    : firstLine(response.body.toString('utf8'));

function sort(response: BoundedResponse, expected: number | null): FotocasaOutcome {
  const answer = parse(response);
  const { status } = response;
  if (status === 401 || status === 403) {
    return { kind: 'retry', message: `Fotocasa no acepta la clave de la API (FOTOCASA_API_KEY): HTTP ${status}.` };
  }
  if (status === 404) return { kind: 'missing' };
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', message: `Fotocasa no está disponible (HTTP ${status}): ${messageOf(answer, response)}` };
  }
  if (status >= 400) return { kind: 'refused', message: messageOf(answer, response) };
  if (status < 200 || status > 299)
    return { kind: 'retry', message: `Respuesta inesperada de Fotocasa (HTTP ${status}).` };
  // A delete may answer with no body; a create or an update answers the API's own JSON with its StatusCode.
  if (expected === null) return { kind: 'done' };
  if (!answer || typeof answer.StatusCode !== 'number') {
    return {
      kind: 'retry',
      message: `Respuesta de Fotocasa que no se entiende: ${firstLine(response.body.toString('utf8'))}`,
    };
  }
  if (answer.StatusCode === expected || (answer.StatusCode >= 200 && answer.StatusCode < 300)) return { kind: 'done' };
  if (answer.StatusCode === 404) return { kind: 'missing' };
  if (answer.StatusCode >= 500)
    return { kind: 'retry', message: `Fotocasa responde ${answer.StatusCode}: ${messageOf(answer, response)}` };
  return { kind: 'refused', message: messageOf(answer, response) };
}

async function call(
  settings: FotocasaSettings,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  expected: number | null,
): Promise<FotocasaOutcome> {
  try {
    const response = await boundedFetch(
      `${settings.apiUrl}${path}`,
      {
        method,
        headers: {
          'api-key': settings.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
      },
      { ...LIMITS, timeoutMs: settings.timeoutMs ?? LIMITS.timeoutMs },
    );
    return sort(response, expected);
  } catch (error) {
    const reason = error instanceof BoundedFetchError ? error.message : String(error);
    return { kind: 'retry', message: `No se pudo hablar con Fotocasa: ${firstLine(reason)}` };
  }
}

export const createFotocasaProperty = (settings: FotocasaSettings, property: unknown) =>
  call(settings, 'POST', '/api/property', property, 201);

export const updateFotocasaProperty = (settings: FotocasaSettings, property: unknown) =>
  call(settings, 'PUT', '/api/property', property, 200);

/** Withdraws the ad from Fotocasa and every portal it reached; one already gone counts as withdrawn. */
export async function deleteFotocasaProperty(settings: FotocasaSettings, externalId: string): Promise<FotocasaOutcome> {
  const outcome = await call(
    settings,
    'DELETE',
    `/api/v2/property/${Buffer.from(externalId).toString('base64')}`,
    undefined,
    null,
  );
  return outcome.kind === 'missing' ? { kind: 'done' } : outcome;
}
