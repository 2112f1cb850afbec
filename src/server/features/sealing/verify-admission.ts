import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

import { MAX_VERIFY_BYTES } from '#shared/api/document-dtos.ts';
import { AppError } from '#server/lib/errors.ts';

/**
 * Verifications are public and each buffers up to 20 MB, so the per-address rate limit alone lets many addresses fill
 * the memory together. Server-wide, at most `maxInFlight` verifications and `maxBytes` of their bodies are held at
 * once; beyond that a request is refused before its body is read: 503 with Retry-After
 * (docs/product.md#7-security-and-operations, decision 042). Fair across clients:
 * - one client address holds at most `maxPerClient` of them, and one network (an IPv4 /24, an IPv6 /64: one office,
 *   one provider's block) at most `maxPerNetwork` and one largest body's worth of bytes;
 * - the last `reserveSlots` slots and `reserveBytes` are kept for networks that hold nothing yet, so a few slow
 *   uploads (two clients trickling their bodies) never keep a newcomer out.
 * The address is the client's as the trusted proxy reports it (TRUST_PROXY), the connection's otherwise.
 */
export const VERIFY_LIMITS = {
  maxInFlight: 6,
  maxBytes: 64 * 1024 * 1024,
  maxPerClient: 2,
  maxPerNetwork: 2,
  maxBytesPerNetwork: MAX_VERIFY_BYTES,
  reserveSlots: 2,
  reserveBytes: MAX_VERIFY_BYTES,
};
export type VerifyLimits = typeof VERIFY_LIMITS;
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

/** The eight groups of an IPv6 address, '::' expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/** The network a client address belongs to: its IPv4 /24 or its IPv6 /64 (an IPv4-mapped address as IPv4). */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) {
    const groups = ipv6Groups(ip.split('%')[0]!.toLowerCase());
    return `${groups
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

type Held = { slots: number; bytes: number };
const admitted = Symbol('verify-admitted');
type Admitted = FastifyRequest & { [admitted]?: { bytes: number; client: string; network: string } };

export function verifyAdmission(limits: Partial<VerifyLimits> = {}) {
  const bounds = { ...VERIFY_LIMITS, ...limits };
  let inFlight = 0;
  let bytes = 0;
  const clients = new Map<string, Held>();
  const networks = new Map<string, Held>();
  const held = (map: Map<string, Held>, key: string) => map.get(key) ?? { slots: 0, bytes: 0 };
  const add = (map: Map<string, Held>, key: string, size: number, sign: 1 | -1) => {
    const next = { slots: held(map, key).slots + sign, bytes: held(map, key).bytes + sign * size };
    if (next.slots > 0) map.set(key, next);
    else map.delete(key);
  };
  return {
    /** onRequest: before the body is read. A body without a declared length counts as the largest allowed. */
    async enter(request: FastifyRequest) {
      const declared = Number(request.headers['content-length']);
      const size =
        Number.isInteger(declared) && declared >= 0 ? Math.min(declared, MAX_VERIFY_BYTES) : MAX_VERIFY_BYTES;
      const client = request.ip;
      const network = networkOf(client);
      const mine = held(networks, network);
      const newcomer = mine.slots === 0;
      const fits =
        held(clients, client).slots < bounds.maxPerClient &&
        mine.slots < bounds.maxPerNetwork &&
        mine.bytes + size <= bounds.maxBytesPerNetwork &&
        // The reserve is for networks that hold nothing: whoever already verifies shares the rest.
        inFlight + 1 <= bounds.maxInFlight - (newcomer ? 0 : bounds.reserveSlots) &&
        bytes + size <= bounds.maxBytes - (newcomer ? 0 : bounds.reserveBytes);
      if (!fits) throw BUSY();
      inFlight++;
      bytes += size;
      add(clients, client, size, 1);
      add(networks, network, size, 1);
      (request as Admitted)[admitted] = { bytes: size, client, network };
    },
    /** onResponse and onRequestAbort: the body is no longer held. */
    async leave(request: FastifyRequest) {
      const entry = (request as Admitted)[admitted];
      if (entry === undefined) return;
      (request as Admitted)[admitted] = undefined;
      inFlight--;
      bytes -= entry.bytes;
      add(clients, entry.client, entry.bytes, -1);
      add(networks, entry.network, entry.bytes, -1);
    },
    get usage() {
      return { inFlight, bytes };
    },
  };
}
