// A time-stamping authority for tests: OpenSSL's `ts -reply` behind a small HTTP server, with its own
// self-signed TSA certificate made in a temporary directory. `openssl ts -verify` checks its tokens.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const LOCAL_TSA_NAME = 'Autoridad de Sellado de Prueba';

const CONFIG = `
[ req ]
distinguished_name = dn
prompt = no
x509_extensions = tsa_ext
[ dn ]
CN = ${LOCAL_TSA_NAME}
O = Casa Nova Pruebas
C = ES
[ tsa_ext ]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature,nonRepudiation
extendedKeyUsage = critical,timeStamping
subjectKeyIdentifier = hash
[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
dir = .
serial = ./serial
crypto_device = builtin
signer_cert = ./tsa.crt
certs = ./tsa.crt
signer_key = ./tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
other_policies = 1.3.6.1.4.1.99999.2
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = no
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

export type LocalTsa = {
  url: string;
  /** The TSA certificate (PEM file), the trust anchor for `openssl ts -verify`. */
  certificatePath: string;
  /** While down, every request gets HTTP 503, like an authority that is out of service. */
  setDown(down: boolean): void;
  /** Requests that reached it (answered or not), and the Authorization header of the last one. */
  requests(): number;
  lastAuthorization(): string | undefined;
  /** Runs `openssl ts -verify` for `token` (DER) over `data`; resolves with its output, rejects if it fails. */
  verify(token: Buffer, data: Buffer): Promise<string>;
  close(): Promise<void>;
};

export async function startLocalTsa(): Promise<LocalTsa> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-tsa-'));
  fs.writeFileSync(path.join(dir, 'openssl.cnf'), CONFIG);
  fs.writeFileSync(path.join(dir, 'serial'), '01\n');
  await run(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'tsa.key',
      '-out',
      'tsa.crt',
      '-days',
      '2',
      '-config',
      'openssl.cnf',
    ],
    { cwd: dir },
  );
  let down = false;
  let count = 0;
  let authorization: string | undefined;
  let sequence = 0;
  const server = http.createServer((request, response) => {
    count++;
    authorization = request.headers.authorization;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (down) {
        response.writeHead(503).end();
        return;
      }
      const id = ++sequence;
      const query = path.join(dir, `q${id}.tsq`);
      const reply = path.join(dir, `r${id}.tsr`);
      fs.writeFileSync(query, Buffer.concat(chunks));
      run('openssl', ['ts', '-reply', '-config', 'openssl.cnf', '-queryfile', query, '-out', reply], { cwd: dir })
        .then(() =>
          response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(fs.readFileSync(reply)),
        )
        .catch(() => response.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsr`,
    certificatePath: path.join(dir, 'tsa.crt'),
    setDown: (value) => {
      down = value;
    },
    requests: () => count,
    lastAuthorization: () => authorization,
    async verify(token, data) {
      const id = ++sequence;
      const tokenFile = path.join(dir, `token${id}.der`);
      const dataFile = path.join(dir, `data${id}.bin`);
      fs.writeFileSync(tokenFile, token);
      fs.writeFileSync(dataFile, data);
      const { stdout, stderr } = await run(
        'openssl',
        ['ts', '-verify', '-token_in', '-in', tokenFile, '-data', dataFile, '-CAfile', 'tsa.crt'],
        {
          cwd: dir,
        },
      );
      return stdout + stderr;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
