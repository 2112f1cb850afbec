import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { safeError } from './safe-error';

/** Query parameters that carry secrets or personal data (signing and payment links, reset links). */
const SECRET_PARAMS = ['token', 'email'];

/** The request URL with secret query values replaced, so logs never hold a working link. */
export function redactUrl(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, 'oculto');
  return `${url.slice(0, index)}?${params.toString()}`;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.dni'],
      censor: '[oculto]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string; headers?: Record<string, string> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Database errors hold the failing statement's values: logged by SQL state and statement instead.
      err: safeError,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
