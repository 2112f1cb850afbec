import type { FastifyRequest } from 'fastify';

import { MAX_VERIFY_BYTES } from '#shared/api/document-dtos.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * Verifications are public and each buffers up to 20 MB, so the per-address limit alone lets many addresses fill
 * the memory together. Server-wide, at most `maxInFlight` verifications and `maxBytes` of their bodies are held at
 * once, and one client address at most `maxPerClient` of them (four slow uploads from one client never hold every
 * slot); beyond that a request is refused before its body is read: 503 with Retry-After
 * (docs/product.md#7-security-and-operations).
 */
export const VERIFY_MAX_IN_FLIGHT = 4;
export const VERIFY_MAX_PER_CLIENT = 2;
export const VERIFY_MAX_BUFFERED_BYTES = 48 * 1024 * 1024;
const RETRY_AFTER_SECONDS = 5;

const BUSY = () =>
  new AppError(
    503,
    'verify_busy',
    'Ahora mismo se están comprobando muchos documentos. Inténtalo de nuevo en unos segundos.',
    {
      'retry-after': String(RETRY_AFTER_SECONDS),
    },
  );

const admitted = Symbol('verify-admitted-bytes');
type Admitted = FastifyRequest & { [admitted]?: number };

export function verifyAdmission(
  limits: { maxInFlight: number; maxBytes: number; maxPerClient?: number } = {
    maxInFlight: VERIFY_MAX_IN_FLIGHT,
    maxBytes: VERIFY_MAX_BUFFERED_BYTES,
  },
) {
  const maxPerClient = limits.maxPerClient ?? VERIFY_MAX_PER_CLIENT;
  let inFlight = 0;
  let bytes = 0;
  const perClient = new Map<string, number>();
  const leave = (request: Admitted) => {
    const held = request[admitted];
    if (held === undefined) return;
    request[admitted] = undefined;
    inFlight--;
    bytes -= held;
    const left = (perClient.get(request.ip) ?? 1) - 1;
    if (left > 0) perClient.set(request.ip, left);
    else perClient.delete(request.ip);
  };
  return {
    /** onRequest: before the body is read. A body without a declared length counts as the largest allowed. */
    async enter(request: FastifyRequest) {
      const declared = Number(request.headers['content-length']);
      const size =
        Number.isInteger(declared) && declared >= 0 ? Math.min(declared, MAX_VERIFY_BYTES) : MAX_VERIFY_BYTES;
      const mine = perClient.get(request.ip) ?? 0;
      if (inFlight + 1 > limits.maxInFlight || bytes + size > limits.maxBytes || mine + 1 > maxPerClient) throw BUSY();
      inFlight++;
      bytes += size;
      perClient.set(request.ip, mine + 1);
      (request as Admitted)[admitted] = size;
    },
    /** onResponse and onRequestAbort: the body is no longer held. */
    async leave(request: FastifyRequest) {
      leave(request as Admitted);
    },
    get usage() {
      return { inFlight, bytes };
    },
  };
}
