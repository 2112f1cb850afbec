// A real FTP server for the idealista delivery tests (ftp-srv, plain FTP with passive mode on 127.0.0.1), serving a
// temporary folder: it checks the login, and can drop the connection in the middle of an upload to show that a
// half-written file never takes the final name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { FileSystem, FtpSrv } from 'ftp-srv';

import { freePort } from './free-port';

export type TestFtpServer = {
  url: string;
  root: string;
  /** Uploads still to be cut off after their first bytes (each one closes the connection). */
  dropUploads(count: number): void;
  /** Files in a folder of the account, sorted. */
  files(folder?: string): string[];
  logins: { user: string; accepted: boolean }[];
  close(): Promise<void>;
};

const silent = {
  child: () => silent,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  fatal: () => undefined,
};

export async function startFtpServer(account = { user: 'casanova', password: 'secreto-ftp' }): Promise<TestFtpServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-ftp-'));
  const port = await freePort();
  let drops = 0;
  const logins: TestFtpServer['logins'] = [];

  class DroppingFileSystem extends FileSystem {
    override write(fileName: string, options?: { append?: boolean; start?: unknown }) {
      if (drops === 0) return super.write(fileName, options);
      drops--;
      const real = super.write(fileName, options) as { stream: fs.WriteStream; clientPath: string };
      const connection = this.connection as unknown as { commandSocket?: { destroy(): void } };
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          // Half the first chunk lands on disk under the name the client chose; then the line goes dead.
          real.stream.write(chunk.subarray(0, Math.ceil(chunk.length / 2)), () => {
            real.stream.end();
            connection.commandSocket?.destroy();
            done(new Error('connection dropped by the test'));
          });
        },
      });
      return { stream, clientPath: real.clientPath };
    }
  }

  const server = new FtpSrv({
    url: `ftp://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1',
    pasv_min: 40000,
    pasv_max: 49000,
    anonymous: false,
    greeting: 'Casa Nova test FTP',
    log: silent as never,
  });
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    const accepted = username === account.user && password === account.password;
    logins.push({ user: username, accepted });
    if (!accepted) return reject(new Error('Login incorrect'));
    resolve({ fs: new DroppingFileSystem(connection, { root, cwd: '/' }) });
  });
  await server.listen();
  return {
    url: `ftp://${account.user}:${account.password}@127.0.0.1:${port}/`,
    root,
    dropUploads: (count) => {
      drops = count;
    },
    files: (folder = '') =>
      fs.existsSync(path.join(root, folder))
        ? fs
            .readdirSync(path.join(root, folder), { withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => entry.name)
            .sort()
        : [],
    logins,
    async close() {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
