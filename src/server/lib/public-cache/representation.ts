import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One public answer, serialised once per content version; each encoding is made the first time it is asked for. */
export type Representation = {
  identity: Buffer;
  etag: string;
  contentType: string;
  /** The body in `encoding`, compressed once and then kept (the fast brotli is replaced by the best one). */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
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
 * Compression happens in the thread pool and only for encodings somebody asks for, so the first visitor after
 * a change waits for the rendering and at most one quick compression: brotli at quality 5 at once, then again at
 * its best quality (~150 ms for a page) for everyone after. The ETag stays the same: every encoding decodes to
 * the same bytes.
 */
export function buildRepresentation(body: string | Buffer, contentType: string): Representation {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  // Strong validator: the same bytes, whatever their encoding, have the same ETag (RFC 9110 §8.8.3
  // allows it because every encoding decodes to the identical representation).
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const held: { br?: Buffer; gzip?: Buffer } = {};
  const pending: { br?: Promise<Buffer>; gzip?: Promise<Buffer> } = {};
  const compress = (encoding: 'br' | 'gzip'): Promise<Buffer> => {
    if (encoding === 'gzip') return gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION });
    const fast = brotli(identity, brotliAt(FAST_BROTLI_QUALITY, identity.length));
    void fast
      .then(() => brotli(identity, brotliAt(zlib.constants.BROTLI_MAX_QUALITY, identity.length)))
      .then(
        (best) => {
          if (held.br && best.length < held.br.length) held.br = best;
        },
        () => {},
      );
    return fast;
  };
  return {
    identity,
    etag,
    contentType,
    async encoded(encoding) {
      const ready = held[encoding];
      if (ready) return ready;
      pending[encoding] ??= compress(encoding).then((buffer) => (held[encoding] ??= buffer));
      return pending[encoding];
    },
  };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

type SendOptions = {
  cacheControl?: string;
  /** Answer 304 to a matching If-None-Match (not for error pages). */
  conditional?: boolean;
  /** false for bytes that are compressed already (a PDF): always sent as they are. */
  compress?: boolean;
};

/**
 * Sends a cached representation: 304 when the client already holds it, otherwise the best encoding it
 * accepts. The compression plugin leaves it alone because `content-encoding` is already set (or the body
 * is identity for a client that accepts nothing else).
 */
export async function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  { cacheControl = 'no-cache', conditional = true, compress = true }: SendOptions = {},
) {
  reply.header('cache-control', cacheControl);
  if (compress) reply.header('vary', 'accept-encoding');
  if (conditional) {
    reply.header('etag', representation.etag);
    if (matchesEtag(request.headers['if-none-match'], representation.etag)) return reply.status(304).send();
  }
  const accepted = compress ? request.headers['accept-encoding'] : undefined;
  const encoding = accepted ? (negotiate(accepted, [...ENCODINGS]) ?? 'identity') : 'identity';
  reply.type(representation.contentType);
  if (encoding === 'identity') return reply.send(representation.identity);
  const body = await representation.encoded(encoding);
  return reply.header('content-encoding', encoding).send(body);
}
