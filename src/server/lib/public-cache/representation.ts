import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One public answer, serialised and compressed once per content version. */
export type Representation = {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
};

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

const brotliAt = (quality: number, size: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
});

/** Quick settings for the first visitors after a change (a few ms for a 100 KB page). */
const FAST_BROTLI_QUALITY = 5;

/**
 * Compressed in the thread pool: at once with quick settings, so the first visitor after a change does
 * not wait, then again at brotli's best quality (~150 ms for a page) for everyone after. The ETag stays
 * the same: every encoding decodes to the same bytes.
 */
export async function buildRepresentation(body: string | Buffer, contentType: string): Promise<Representation> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, brotliAt(FAST_BROTLI_QUALITY, identity.length)),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // Strong validator: the same bytes, whatever their encoding, have the same ETag (RFC 9110 §8.8.3
  // allows it because every encoding decodes to the identical representation).
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const representation: Representation = { identity, br, gzip: gz, etag, contentType };
  brotli(identity, brotliAt(zlib.constants.BROTLI_MAX_QUALITY, identity.length)).then(
    (best) => {
      if (best.length < representation.br.length) representation.br = best;
    },
    () => {},
  );
  return representation;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export type SendOptions = {
  cacheControl?: string;
  /** Answer 304 to a matching If-None-Match (not for error pages). */
  conditional?: boolean;
};

/**
 * Sends a cached representation: 304 when the client already holds it, otherwise the best encoding it
 * accepts. The compression plugin leaves it alone because `content-encoding` is already set (or the body
 * is identity for a client that accepts nothing else).
 */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  { cacheControl = 'no-cache', conditional = true }: SendOptions = {},
) {
  reply.header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (conditional) {
    reply.header('etag', representation.etag);
    if (matchesEtag(request.headers['if-none-match'], representation.etag)) return reply.status(304).send();
  }
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, [...ENCODINGS]) ?? 'identity') : 'identity';
  reply.type(representation.contentType);
  if (encoding === 'identity') return reply.send(representation.identity);
  return reply.header('content-encoding', encoding).send(representation[encoding]);
}
