import { createHash, createHmac } from 'node:crypto';
import net from 'node:net';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

import { safeError } from './safe-error';

/** Query parameters that carry secrets or personal data (signing and payment links, reset links). */
const SECRET_PARAMS = ['token', 'email'];

/** The request URL with secret query values replaced, so logs never hold a working link. */
function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, 'oculto');
  return `${url.slice(0, index)}?${params.toString()}`;
}

/**
 * Access logs keep the network, not the person (docs/product.md#7-security-and-operations): an IPv4 address loses
 * its last byte, an IPv6 address keeps its /48. Enough to see where floods come from; the signing evidence, whose
 * purpose is the full address, keeps it in the database, not in the logs.
 */
export function truncateAddress(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  const mapped = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (net.isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0`;
  if (net.isIPv6(mapped)) {
    // The first three groups: "2001:db8:85a3::…" has them before any "::", otherwise the "::" stands for zeros.
    const [head = '', tail] = mapped.split('::');
    const groups = head ? head.split(':') : [];
    while (tail !== undefined && groups.length < 3) groups.push('0');
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return 'desconocida';
}

/** A salt per process: the same browser reads the same within one run, and no table of known agents reverses it. */
const AGENT_SALT = createHash('sha256').update(`${process.pid}:${Date.now()}:${Math.random()}`).digest();

/** The user agent as a short keyed hash: requests of one browser can be told apart without recording it. */
function hashUserAgent(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  return createHmac('sha256', AGENT_SALT).update(userAgent).digest('hex').slice(0, 12);
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.dni',
      ],
      censor: '[oculto]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string; headers?: Record<string, string> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: truncateAddress(req.ip),
        userAgent: hashUserAgent(req.headers?.['user-agent']),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Database errors hold the failing statement's values: logged by SQL state and statement instead.
      err: safeError,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
