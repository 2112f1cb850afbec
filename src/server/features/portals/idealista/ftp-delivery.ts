// Delivery to the FTP account idealista gives its customers (docs/product.md#portals): the file is written under a
// temporary name and renamed once whole, so idealista, which imports every `.json` it finds, never reads half a
// file; a dropped connection is retried. The account's credentials come from IDEALISTA_FTP_URL and never reach a
// log or an answer: errors carry the server's reply only.
import { Readable, Writable } from 'node:stream';
import { Client, FTPError } from 'basic-ftp';

import { newestStatusFile } from '#shared/portals/idealista-status.ts';
import type { FtpAccount } from '#server/config.ts';

export class FtpDeliveryError extends Error {
  constructor(
    message: string,
    /** Worth another try in this pass (a dropped or refused connection), unlike a refused login. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type FtpOptions = {
  /** Per FTP command and connection (basic-ftp's timeout). */
  timeoutMs?: number;
  /** Attempts in one pass, and the waits between them. */
  retryDelaysMs?: number[];
  /** Largest status file read back. */
  maxStatusBytes?: number;
};

const DEFAULTS = { timeoutMs: 30_000, retryDelaysMs: [1_000, 5_000], maxStatusBytes: 5 * 1024 * 1024 };
const PART = '.part';

function plainError(error: unknown): FtpDeliveryError {
  if (error instanceof FtpDeliveryError) return error;
  if (error instanceof FTPError) {
    const line = String(error.message).split('\n')[0]!.slice(0, 300);
    if (error.code === 530) {
      return new FtpDeliveryError(`El FTP de idealista rechaza el usuario o la contraseña (${line}).`, false);
    }
    // 4xx replies are transient in FTP; 5xx are permanent for this command.
    return new FtpDeliveryError(`El FTP de idealista responde: ${line}`, error.code >= 400 && error.code < 500);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new FtpDeliveryError(
    `No se pudo hablar con el FTP de idealista: ${message.split('\n')[0]!.slice(0, 300)}`,
    true,
  );
}

async function connect(account: FtpAccount, timeoutMs: number): Promise<Client> {
  const client = new Client(timeoutMs);
  try {
    await client.access({
      host: account.host,
      port: account.port,
      user: account.user,
      password: account.password,
      secure: account.secure,
      secureOptions: account.secure ? { servername: account.host } : undefined,
    });
    await client.cd(account.folder);
    return client;
  } catch (error) {
    client.close();
    throw plainError(error);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` on a fresh connection, again after each wait while the failure is a connection's. */
async function withRetries<T>(
  account: FtpAccount,
  options: FtpOptions,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const { timeoutMs, retryDelaysMs } = { ...DEFAULTS, ...options };
  for (let attempt = 0; ; attempt++) {
    let client: Client | undefined;
    try {
      client = await connect(account, timeoutMs);
      return await work(client);
    } catch (error) {
      const failure = plainError(error);
      const delay = retryDelaysMs[attempt];
      if (!failure.retryable || delay === undefined) throw failure;
      await wait(delay);
    } finally {
      client?.close();
    }
  }
}

/**
 * Uploads `body` as `name` in the account's folder: written as `name.part`, then renamed. Parts an earlier attempt
 * left behind (a connection dropped mid-transfer) are removed first.
 */
export async function uploadFile(
  account: FtpAccount,
  name: string,
  body: string,
  options: FtpOptions = {},
): Promise<void> {
  await withRetries(account, options, async (client) => {
    for (const entry of await client.list()) {
      if (entry.isFile && entry.name.endsWith(`.json${PART}`)) await client.remove(entry.name).catch(() => undefined);
    }
    await client.uploadFrom(Readable.from([Buffer.from(body, 'utf8')]), `${name}${PART}`);
    await client.rename(`${name}${PART}`, name);
  });
}

class CappedSink extends Writable {
  readonly chunks: Buffer[] = [];
  private size = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.size += chunk.length;
    if (this.size > this.max)
      return done(new FtpDeliveryError('El fichero de estado de idealista es demasiado grande.', false));
    this.chunks.push(chunk);
    done();
  }
}

export type StatusFile = { name: string; contents: string | null };

/**
 * idealista's newest status file in `status/`, read unless it is `lastRead` (then `contents` is null); null when the
 * folder is missing or empty (the status service is not active for the account).
 */
export async function readNewestStatusFile(
  account: FtpAccount,
  customerCode: string,
  lastRead: string | null,
  options: FtpOptions = {},
): Promise<StatusFile | null> {
  const { maxStatusBytes } = { ...DEFAULTS, ...options };
  return withRetries(account, options, async (client) => {
    // Servers answer a missing folder with 550, 450 or 451: look for it instead of reading their error.
    const folders = (await client.list()).filter((entry) => entry.isDirectory).map((entry) => entry.name);
    if (!folders.includes('status')) return null;
    const names = (await client.list('status')).filter((entry) => entry.isFile).map((entry) => entry.name);
    const newest = newestStatusFile(names, customerCode);
    if (!newest) return null;
    if (newest === lastRead) return { name: newest, contents: null };
    const sink = new CappedSink(maxStatusBytes);
    await client.downloadTo(sink, `status/${newest}`);
    return { name: newest, contents: Buffer.concat(sink.chunks).toString('utf8') };
  });
}
