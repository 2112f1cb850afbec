// A certification authority for tests, made with OpenSSL in a temporary directory: a root, a time-stamping
// certificate (critical EKU timeStamping) and a seal certificate that name its OCSP responder, the responder's own
// certificate, and `openssl ocsp` answering for them on a free port. A stranger's self-made "TSA" certificate too.
// Everything it starts stops in close().
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { readSealP12, type SealKey } from '#server/lib/pdf/seal-certificate.ts';

import { freePort } from './free-port';

const run = promisify(execFile);

export type Signer = { keyPem: string; certificate: Buffer; chain: Buffer[] };

export type LocalPki = {
  /** PEM file of the root: what TSA_CA_PATH points to. */
  rootPath: string;
  root: Buffer;
  tsa: Signer;
  /** A self-made certificate with a trusted-sounding name, chaining to nothing we trust. */
  stranger: Signer;
  /** A seal certificate issued by the root, with its OCSP location (PKCS#12 read as the app reads SEAL_P12_PATH). */
  seal: SealKey;
  ocspUrl: string;
  close(): Promise<void>;
};

const EXTENSIONS = (ocspUrl: string) => `
[ root ]
basicConstraints = critical,CA:true
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
[ tsa ]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature,nonRepudiation
extendedKeyUsage = critical,timeStamping
authorityInfoAccess = OCSP;URI:${ocspUrl}
subjectKeyIdentifier = hash
[ seal ]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature,nonRepudiation
authorityInfoAccess = OCSP;URI:${ocspUrl}
[ ocsp ]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature
extendedKeyUsage = critical,OCSPSigning
[ stranger ]
basicConstraints = critical,CA:false
keyUsage = critical,digitalSignature,nonRepudiation
extendedKeyUsage = critical,timeStamping
`;

const der = (pemPath: string) =>
  Buffer.from(
    fs
      .readFileSync(pemPath, 'utf8')
      .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
      .replace(/\s+/g, ''),
    'base64',
  );

/** An OpenSSL OCSP responder on 127.0.0.1:port for the certificates issued in dir, once it listens. */
async function startOcspResponder(dir: string, port: number) {
  // The responder's database: every issued certificate valid (V), by serial.
  const expiry = new Date(Date.now() + 2 * 86_400_000).toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z';
  const index = ['1001', '1002', '1003'].map((serial) => `V\t${expiry}\t\t${serial}\tunknown\t/CN=x\n`).join('');
  fs.writeFileSync(path.join(dir, 'index.txt'), index);
  fs.writeFileSync(path.join(dir, 'index.txt.attr'), 'unique_subject = no\n');
  const responder: ChildProcess = spawn(
    'openssl',
    [
      'ocsp',
      '-index',
      'index.txt',
      '-port',
      String(port),
      '-rsigner',
      'ocsp.crt',
      '-rkey',
      'ocsp.key',
      '-CA',
      'root.crt',
      '-ignore_err',
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => responder.once('exit', () => resolve()));
  // It says so on stderr once it listens.
  await new Promise<void>((resolve, reject) => {
    let said = '';
    responder.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (/waiting for OCSP client connections/i.test(said)) resolve();
    });
    responder.once('exit', (code) => reject(new Error(`openssl ocsp exited (${code}): ${said}`)));
  });
  return { responder, exited };
}

export async function startLocalPki(): Promise<LocalPki> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-pki-'));
  const openssl = (args: string[]) => run('openssl', args, { cwd: dir });
  const port = await freePort();
  const ocspUrl = `http://127.0.0.1:${port}`;
  fs.writeFileSync(path.join(dir, 'ext.cnf'), EXTENSIONS(ocspUrl));
  const key = (name: string) =>
    openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', `${name}.key`]);
  const issue = async (name: string, subject: string, issuer: string | null, serial: string) => {
    await key(name);
    await openssl(['req', '-new', '-key', `${name}.key`, '-subj', subject, '-out', `${name}.csr`]);
    await openssl([
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-days',
      '2',
      '-set_serial',
      serial,
      '-sha256',
      '-extfile',
      'ext.cnf',
      '-extensions',
      issuer === null ? 'root' : name,
      ...(issuer === null || name === 'stranger'
        ? ['-signkey', `${name}.key`]
        : ['-CA', `${issuer}.crt`, '-CAkey', `${issuer}.key`]),
      '-out',
      `${name}.crt`,
    ]);
  };
  await issue('root', '/CN=Casa Nova Pruebas Raíz/O=Casa Nova Pruebas/C=ES', null, '0x01');
  await issue('tsa', '/CN=Autoridad de Sellado de Prueba/O=Casa Nova Pruebas/C=ES', 'root', '0x1001');
  await issue('seal', '/CN=Casa Nova Reformas S.L./O=Casa Nova Reformas S.L./C=ES', 'root', '0x1002');
  await issue('ocsp', '/CN=OCSP de Prueba/C=ES', 'root', '0x1003');
  await issue('stranger', '/CN=FNMT-RCM Sello de Tiempo Cualificado/O=FNMT-RCM/C=ES', 'stranger', '0x2001');
  await openssl([
    'pkcs12',
    '-export',
    '-inkey',
    'seal.key',
    '-in',
    'seal.crt',
    '-certfile',
    'root.crt',
    '-passout',
    'pass:prueba',
    '-out',
    'seal.p12',
  ]);

  const { responder, exited } = await startOcspResponder(dir, port);

  const signer = (name: string, chain: string[]): Signer => ({
    keyPem: fs.readFileSync(path.join(dir, `${name}.key`), 'utf8'),
    certificate: der(path.join(dir, `${name}.crt`)),
    chain: chain.map((other) => der(path.join(dir, `${other}.crt`))),
  });
  return {
    rootPath: path.join(dir, 'root.crt'),
    root: der(path.join(dir, 'root.crt')),
    tsa: signer('tsa', []),
    stranger: signer('stranger', []),
    seal: readSealP12(fs.readFileSync(path.join(dir, 'seal.p12')), 'prueba'),
    ocspUrl,
    async close() {
      responder.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
