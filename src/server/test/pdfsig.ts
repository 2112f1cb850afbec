// Runs poppler's `pdfsig` on PDF bytes: an independent reader's opinion of a seal (installed by .ci/run).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** pdfsig's report; it exits non-zero for an invalid signature, so the output is read either way. */
export async function pdfsig(pdf: Buffer): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casanova-pdfsig-'));
  const file = path.join(dir, 'documento.pdf');
  fs.writeFileSync(file, pdf);
  try {
    const { stdout, stderr } = await run('pdfsig', [file]);
    return stdout + stderr;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: unknown };
    if (failed.code === 'ENOENT')
      throw new Error('pdfsig is not installed: apt-get install poppler-utils', { cause: error });
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A copy with one byte of the document's body changed (inside the signed range, away from the signature). */
export function withOneByteChanged(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('/Producer');
  const index = at > 0 ? at + 2 : 200;
  copy[index] = copy[index]! ^ 0x01;
  return copy;
}
