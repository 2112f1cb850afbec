import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

import { isValidEmail } from '#shared/identity/email.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'debe ser true o false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `debe ser una URL ${protocols.map((p) => p.replace(':', '://')).join(' o ')}` },
  );

/** Adevinta's import API for Fotocasa (docs/decisions/040-portals.md). */
export const FOTOCASA_DEFAULT_API_URL = 'https://imports.gw.fotocasa.pro';
/** The cadastre's OVC callejero service, JSON flavour, up to `/json`: the product asks `{this}/Consulta_DNPRC`. */
export const CATASTRO_DEFAULT_URL = 'https://ovc.catastro.meh.es/OVCServWeb/OVCWcfCallejero/COVCCallejero.svc/json';
const IDEALISTA_CUSTOMER_CODE = /^ilc[a-z0-9]{40}$/;

/** The FTP account idealista gives: where the feed is uploaded and its status files are read. Never logged. */
export type FtpAccount = {
  secure: boolean;
  host: string;
  port: number;
  user: string;
  password: string;
  /** The folder to upload into ('/' for the account's root); idealista's status files are in its `status/`. */
  folder: string;
};

const ftpAccount = z.string().transform((value, context): FtpAccount => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['ftp:', 'ftps:'].includes(url.protocol) || !url.hostname || !url.username || !url.password) {
    context.addIssue({
      code: 'custom',
      message: 'debe ser una URL ftp://usuario:clave@host:puerto/carpeta o ftps://… (con usuario y contraseña)',
    });
    return z.NEVER;
  }
  const secure = url.protocol === 'ftps:';
  return {
    secure,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : 21,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder: decodeURIComponent(url.pathname) || '/',
  };
});

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (docs/product.md#7-security-and-operations): a number of hops (the
 * address the nearest `n`-th proxy saw) or the proxies' own addresses and ranges. `true` is one hop: the old
 * meaning, left-most `X-Forwarded-For`, let any client choose its address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'debe ser un número de proxies (p. ej. 1) o sus direcciones IP o rangos CIDR separados por comas',
    });
    return z.NEVER;
  });

/** false: the socket's address; a number of hops; or the addresses and ranges of the trusted proxies. */
type TrustProxy = false | number | string[];

const envSchema = z.object({
  PORT: z.coerce.number({ message: 'debe ser un número' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']).optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'debe tener al menos 6 caracteres').max(200).optional(),
  ADMIN_EMAIL: z.string().trim().refine(isValidEmail, 'debe ser un email válido').optional(),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: urlWithProtocol(['http:', 'https:']).optional(),
  SEED_DEMO: booleanFlag.optional(),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  METRICS_TOKEN: z.string().trim().min(1).optional(),
  TRUST_PROXY: trustProxy.optional(),
  SEAL_P12_PATH: z.string().min(1).optional(),
  SEAL_P12_PASSWORD: z.string().optional(),
  TSA_URL: urlWithProtocol(['http:', 'https:']).optional(),
  TSA_USERNAME: z.string().min(1).optional(),
  TSA_PASSWORD: z.string().optional(),
  TSA_CA_PATH: z.string().min(1).optional(),
  IDEALISTA_FTP_URL: ftpAccount.optional(),
  IDEALISTA_CUSTOMER_CODE: z
    .string()
    .trim()
    .regex(IDEALISTA_CUSTOMER_CODE, 'debe ser el código de cliente de idealista: «ilc» y 40 letras minúsculas o cifras')
    .optional(),
  FOTOCASA_API_URL: urlWithProtocol(['http:', 'https:']).default(FOTOCASA_DEFAULT_API_URL),
  FOTOCASA_API_KEY: z.string().trim().min(8, 'debe tener al menos 8 caracteres').optional(),
  CATASTRO_URL: urlWithProtocol(['http:', 'https:']).default(CATASTRO_DEFAULT_URL),
  DISK_FREE_MIN_MB: z.coerce.number({ message: 'debe ser un número' }).int().min(0, 'debe ser 0 o más').default(256),
  BACKUP_RETENTION_DAYS: z.coerce
    .number({ message: 'debe ser un número de días' })
    .int('debe ser un número entero de días')
    .min(1, 'debe ser al menos 1')
    .max(3650, 'no puede pasar de 3650 días')
    .default(35),
  CONTACT_RETENTION_MONTHS: z.coerce
    .number({ message: 'debe ser un número de meses' })
    .int('debe ser un número entero de meses')
    .min(1, 'debe ser al menos 1')
    .max(120, 'no puede pasar de 120 meses')
    .default(24),
  IMAP_URL: urlWithProtocol(['imap:', 'imaps:'])
    .refine((value) => {
      const url = new URL(value);
      return url.username !== '' && url.password !== '';
    }, 'debe llevar usuario y contraseña (imaps://usuario:contraseña@host:puerto/BUZÓN)')
    .optional(),
  FOTOCASA_LEADS_API_KEY: z.string().trim().min(1).optional(),
  FOTOCASA_PUBLISHER_ID: z.string().trim().min(1).optional(),
  FOTOCASA_LEADS_API_URL: urlWithProtocol(['http:', 'https:']).default('https://leads.gw.fotocasa.pro'),
  MAILBOX_POLL_MINUTES: z.coerce
    .number({ message: 'debe ser un número de minutos' })
    .int('debe ser un número entero de minutos')
    .min(1, 'debe ser al menos 1')
    .max(1440, 'no puede pasar de 1440')
    .default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // For tests only (resilience/two-instances.test.ts), so they need not wait a real minute; not in README's table.
  TEST_CONTACT_DIGEST_INTERVAL_MS: z.coerce
    .number({ message: 'debe ser un número' })
    .int()
    .min(1000, 'debe ser al menos 1000')
    .max(60_000, 'no puede pasar de 60000')
    .default(60_000),
});

/** The environment (docs/product.md §8) checked across variables and turned into the settings the app reads. */
const configSchema = envSchema
  .superRefine((e, context) => {
    if (e.SEAL_P12_PASSWORD !== undefined && e.SEAL_P12_PATH === undefined) {
      context.addIssue({ code: 'custom', path: ['SEAL_P12_PASSWORD'], message: 'necesita también SEAL_P12_PATH' });
    }
    if ((e.IDEALISTA_FTP_URL === undefined) !== (e.IDEALISTA_CUSTOMER_CODE === undefined)) {
      const missing = e.IDEALISTA_FTP_URL === undefined ? 'IDEALISTA_FTP_URL' : 'IDEALISTA_CUSTOMER_CODE';
      const given = missing === 'IDEALISTA_FTP_URL' ? 'IDEALISTA_CUSTOMER_CODE' : 'IDEALISTA_FTP_URL';
      context.addIssue({ code: 'custom', path: [given], message: `necesita también ${missing}` });
    }
    if ((e.FOTOCASA_LEADS_API_KEY === undefined) !== (e.FOTOCASA_PUBLISHER_ID === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [e.FOTOCASA_LEADS_API_KEY === undefined ? 'FOTOCASA_LEADS_API_KEY' : 'FOTOCASA_PUBLISHER_ID'],
        message: 'falta: la API de contactos de Fotocasa necesita la clave y el id de anunciante',
      });
    }
    if ((e.TSA_USERNAME !== undefined || e.TSA_PASSWORD !== undefined) && e.TSA_URL === undefined) {
      context.addIssue({ code: 'custom', path: ['TSA_USERNAME'], message: 'y TSA_PASSWORD necesitan también TSA_URL' });
    }
  })
  .transform((e) => {
    const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
    return {
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      adminUsername: e.ADMIN_USERNAME,
      adminPassword: e.ADMIN_PASSWORD,
      adminEmail: e.ADMIN_EMAIL,
      smtpUrl: e.SMTP_URL,
      // Without a display name the mail worker adds the company's name (company_name) at send time.
      mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
      publicUrl,
      seedDemo: e.SEED_DEMO,
      jwtSecret: e.JWT_SECRET,
      /** GET /metrics answers only with this bearer token; unset, the route does not exist (404). */
      metricsToken: e.METRICS_TOKEN,
      trustProxy: e.TRUST_PROXY ?? (false as TrustProxy),
      /** Below this much free space under DATA_DIR, /api/health answers degraded (0: never). */
      diskFreeMinBytes: e.DISK_FREE_MIN_MB * 1024 * 1024,
      /** Backups older than this are deleted by the backup job; the privacy policy states it. */
      backupRetentionDays: e.BACKUP_RETENTION_DAYS,
      /** Contact messages older than this are deleted by a daily job; the privacy policy states it. */
      contactRetentionMonths: e.CONTACT_RETENTION_MONTHS,
      /** PKCS#12 file (and its password) that seals signed PDFs; unset: a self-signed one kept in the database. */
      sealP12Path: e.SEAL_P12_PATH ? path.resolve(e.SEAL_P12_PATH) : undefined,
      sealP12Password: e.SEAL_P12_PASSWORD,
      /** RFC 3161 time-stamping authority for the seal (basic auth optional); unset: the server's clock. */
      tsa: e.TSA_URL ? { url: e.TSA_URL, username: e.TSA_USERNAME, password: e.TSA_PASSWORD } : undefined,
      /** PEM file of the time-stamping authorities' trusted roots: a token that does not chain to one is never used. */
      tsaCaPath: e.TSA_CA_PATH ? path.resolve(e.TSA_CA_PATH) : undefined,
      /** idealista's feed (docs/product.md#portals): its FTP account and the customer code; unset, not delivered. */
      idealista:
        e.IDEALISTA_FTP_URL && e.IDEALISTA_CUSTOMER_CODE
          ? { ftp: e.IDEALISTA_FTP_URL, customerCode: e.IDEALISTA_CUSTOMER_CODE }
          : undefined,
      /** Adevinta's import API for Fotocasa; without the key nothing is pushed. */
      fotocasa: { apiUrl: e.FOTOCASA_API_URL.replace(/\/+$/, ''), apiKey: e.FOTOCASA_API_KEY },
      /** The cadastre's lookup service, up to `/json`. */
      catastroUrl: e.CATASTRO_URL.replace(/\/+$/, ''),
      /** The company's mailbox the portals' enquiries arrive in (docs/product.md §4.1); unset: no poll. */
      imapUrl: e.IMAP_URL,
      /** Fotocasa's pull Leads API, when the company has its key (Fotocasa, habitaclia, milanuncios). */
      fotocasaLeads:
        e.FOTOCASA_LEADS_API_KEY && e.FOTOCASA_PUBLISHER_ID
          ? {
              apiKey: e.FOTOCASA_LEADS_API_KEY,
              publisherId: e.FOTOCASA_PUBLISHER_ID,
              baseUrl: e.FOTOCASA_LEADS_API_URL.replace(/\/+$/, ''),
            }
          : undefined,
      mailboxPollIntervalMs: e.MAILBOX_POLL_MINUTES * 60_000,
      logLevel: e.LOG_LEVEL,
      /** At most one contact notification mail per this interval (a minute; shorter only in tests). */
      contactDigestIntervalMs: e.TEST_CONTACT_DIGEST_INTERVAL_MS,
    };
  });

/** What the app reads of its environment: the schema's output, plus the warnings logged once at start. */
export type Config = z.output<typeof configSchema> & {
  /** Settings that work but should change, logged once at start. */
  warnings: string[];
};

export class ConfigError extends Error {}

/** Parses the environment of docs/product.md §8; empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'entorno');
    throw new ConfigError(`Configuración no válida: ${variable} ${issue.message}`);
  }
  return {
    ...parsed.data,
    warnings: /^(true|yes)$/i.test(cleaned.TRUST_PROXY?.trim() ?? '')
      ? ['TRUST_PROXY=true se interpreta como 1 (un proxy delante); indica el número de proxies o sus direcciones']
      : [],
  };
}
