// A time-stamping authority for tests, written with the same schemas as the product: honest by default, and hostile
// on demand (a stranger's certificate, a patched or false time, another imprint or nonce, an endless answer,
// silence, an outage). `openssl ts -verify` checks what it signs.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { OctetString } from '@peculiar/asn1-schema';
import {
  MessageImprint,
  PKIStatus,
  PKIStatusInfo,
  TimeStampReq,
  TimeStampResp,
  TimeStampToken,
  TSTInfo,
} from '@peculiar/asn1-tsp';

import { signedData } from '#server/lib/pdf/cades-signer.ts';
import { der, OID, parse, sha256 } from '#server/lib/pdf/cms.ts';

import type { Signer } from './local-pki';

const run = promisify(execFile);

export type TsaBehaviour =
  | 'honest'
  /** Signed by a self-made certificate that chains to nothing we trust. */
  | 'untrusted'
  /** An honest token whose genTime bytes were then changed to 2020: its signature no longer holds. */
  | 'patched-time'
  /** A properly signed token that says 2020. */
  | 'false-time'
  | 'wrong-imprint'
  | 'wrong-nonce'
  /** 200 and 800 MB of bytes, sent as fast as the client takes them. */
  | 'endless'
  /** Accepts the request and never answers. */
  | 'silent'
  | 'down';

export type TestTsa = {
  url: string;
  behave(behaviour: TsaBehaviour): void;
  requests(): number;
  /** Bytes written to clients in `endless` answers. */
  sentBytes(): number;
  /** `openssl ts -verify` of a token (DER) over `data` with `caFile` as the trust anchor; rejects if it fails. */
  opensslVerify(token: Buffer, data: Buffer, caFile: string): Promise<string>;
  close(): Promise<void>;
};

const ENDLESS_BYTES = 800 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x30);

function token(request: TimeStampReq, signer: Signer, behaviour: TsaBehaviour): Buffer {
  const imprint =
    behaviour === 'wrong-imprint'
      ? new MessageImprint({
          hashAlgorithm: request.messageImprint.hashAlgorithm,
          hashedMessage: new OctetString(sha256(Buffer.from('otro documento'))),
        })
      : request.messageImprint;
  const serial = randomBytes(8);
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  const tstInfo = new TSTInfo({
    version: 1,
    policy: '1.3.6.1.4.1.99999.1',
    messageImprint: imprint,
    serialNumber: Uint8Array.from(serial).buffer,
    genTime:
      behaviour === 'false-time' ? new Date('2020-01-15T10:00:00Z') : new Date(Math.floor(Date.now() / 1000) * 1000),
    ordering: false,
    nonce: behaviour === 'wrong-nonce' ? Uint8Array.from(randomBytes(8)).buffer : request.nonce,
  });
  const content = der(tstInfo);
  const signed = signedData(
    { contentType: OID.tstInfo, digest: sha256(content), encapsulated: content },
    { privateKeyPem: signer.keyPem, certificates: [signer.certificate, ...signer.chain] },
  );
  if (behaviour !== 'patched-time') return signed;
  // GeneralizedTime "20YY…" → "2020…": the bytes the signature covered changed.
  const year = String(new Date().getUTCFullYear());
  const at = signed.indexOf(Buffer.from(year, 'latin1'));
  const patched = Buffer.from(signed);
  patched.write('2020', at, 'latin1');
  return patched;
}

export async function startTestTsa(signers: { trusted: Signer; stranger: Signer }): Promise<TestTsa> {
  let behaviour: TsaBehaviour = 'honest';
  let count = 0;
  let sent = 0;
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    count++;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (behaviour === 'silent') return;
      if (behaviour === 'down') {
        response.writeHead(503).end();
        return;
      }
      if (behaviour === 'endless') {
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' });
        const pump = () => {
          while (sent < ENDLESS_BYTES && !response.destroyed) {
            sent += CHUNK.length;
            if (!response.write(CHUNK)) return void response.once('drain', pump);
          }
          response.end();
        };
        pump();
        return;
      }
      const tsq = parse(Buffer.concat(chunks), TimeStampReq);
      const signer = behaviour === 'untrusted' ? signers.stranger : signers.trusted;
      const answer = new TimeStampResp({
        status: new PKIStatusInfo({ status: PKIStatus.granted }),
        timeStampToken: parse(token(tsq, signer, behaviour), TimeStampToken),
      });
      response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(der(answer));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsr`,
    behave: (next) => {
      behaviour = next;
    },
    requests: () => count,
    sentBytes: () => sent,
    async opensslVerify(tokenDer, data, caFile) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-tsverify-'));
      try {
        fs.writeFileSync(path.join(dir, 'token.der'), tokenDer);
        fs.writeFileSync(path.join(dir, 'data.bin'), data);
        const { stdout, stderr } = await run(
          'openssl',
          ['ts', '-verify', '-token_in', '-in', 'token.der', '-data', 'data.bin', '-CAfile', caFile],
          { cwd: dir },
        );
        return stdout + stderr;
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
