// Runs `openssl cms -verify` on a detached CMS signature: OpenSSL 3 checks the signature, the message digest and
// that an ESS signing-certificate(-v2) attribute names the signer's certificate. The chain is not checked
// (-noverify): a self-signed seal has none.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Resolves with OpenSSL's report when the signature verifies over `content`; rejects otherwise. */
export async function opensslCmsVerify(cms: Buffer, content: Buffer): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-cms-'));
  try {
    fs.writeFileSync(path.join(dir, 'firma.der'), cms);
    fs.writeFileSync(path.join(dir, 'contenido.bin'), content);
    const { stdout, stderr } = await run(
      'openssl',
      [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'firma.der',
        '-content',
        'contenido.bin',
        '-noverify',
        '-out',
        '/dev/null',
      ],
      { cwd: dir },
    );
    return stdout + stderr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
