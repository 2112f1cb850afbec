import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pLimit from 'p-limit';

import type { DocumentJob, DocumentType, DocumentVerdict } from './document-verdict';

export type { DocumentType, DocumentVerdict } from './document-verdict';

/**
 * The bounds of a document check (docs/decisions/042-hostile-documents-payers-and-sessions.md, README «Qué está
 * acotado»): an identity or funds document has a few pages, its streams decode to tens of megabytes at most, and it
 * opens in well under a second. Anything beyond is refused or stopped, never waited for.
 */
export const DOCUMENT_LIMITS = {
  maxPages: 20,
  maxDecodedBytes: 100 * 1024 * 1024,
  /** 40 megapixels: any phone camera or scanner, far below what would exhaust memory. */
  maxPixels: 40_000_000,
  /** The checker is killed when its check takes longer. */
  deadlineMs: 15_000,
  /** The checker's JavaScript heap; past it the checker (not the server) runs out of memory. */
  heapMb: 256,
  /** Documents waiting for their turn behind the one being checked; one more is refused with 503. */
  maxWaiting: 4,
};

/** Every slot is taken: the caller answers 503 with Retry-After. */
export class DocumentChecksBusy extends Error {
  constructor() {
    super('document checks busy');
    this.name = 'DocumentChecksBusy';
  }
}

/**
 * Where the unit tests put their bundle of the source (src/server/test/source-bundle.ts): a checker started from it
 * costs half the CPU time of one loaded through tsx, and a test run checks hundreds of documents. Read only when the
 * server runs from source: the built server always starts its own checker.
 */
export const TEST_SOURCE_BUNDLE_VARIABLE = 'TEST_SOURCE_BUNDLE';

/**
 * The built server has the checker bundled next to it (scripts/server-bundle.mjs); run from source (tests, `npm run
 * dev`), the tests' bundle when there is one, else the TypeScript file through tsx.
 */
function checkerEntry(): { entry: string; execArgv: string[] } {
  if (!import.meta.url.endsWith('.ts')) {
    return { entry: fileURLToPath(new URL('./document-worker.js', import.meta.url)), execArgv: [] };
  }
  const testBundle = process.env[TEST_SOURCE_BUNDLE_VARIABLE];
  if (testBundle) return { entry: path.join(testBundle, 'document-worker.js'), execArgv: [] };
  // tsx's loader by its absolute address: the child may run from any working directory.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { entry: fileURLToPath(new URL('./document-worker.ts', import.meta.url)), execArgv: ['--import', tsx] };
}

/** One document at a time: a hostile one holds at most one process's memory and one core. */
const turns = pLimit(1);

/**
 * A child process, not a worker thread: a worker's resourceLimits are best-effort, and an allocation of the wrong
 * shape past them aborts the whole process (nodejs/node#47224) — the server, had the check run in its thread. A
 * child that runs out of heap or time dies alone; the server reads its death as a verdict.
 */
function runChecker(job: DocumentJob, deadlineMs: number, heapMb: number): Promise<DocumentVerdict> {
  const { entry, execArgv } = checkerEntry();
  return new Promise((resolve) => {
    const child = fork(entry, [], {
      execArgv: [...execArgv, `--max-old-space-size=${heapMb}`, '--max-semi-space-size=16'],
      // 'advanced' carries the bytes as binary, not as a JSON array of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const settle = (verdict: DocumentVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(verdict);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const timer = setTimeout(() => settle({ verdict: 'too_heavy' }), deadlineMs);
    child.once('message', (verdict: DocumentVerdict) => settle(verdict));
    // Out of memory, killed, or unable to start: the document could not be checked.
    child.once('error', () => settle({ verdict: 'too_heavy' }));
    child.once('exit', () => settle({ verdict: 'too_heavy' }));
    child.send(job, (error) => {
      if (error) settle({ verdict: 'too_heavy' });
    });
  });
}

/**
 * Whether the bytes decode whole as the type they claim, checked in a child process with a heap limit and a deadline,
 * one document at a time. Throws DocumentChecksBusy when `maxWaiting` documents already wait for their turn.
 */
export async function checkDocument(
  data: Buffer,
  type: DocumentType,
  limits: Partial<typeof DOCUMENT_LIMITS> = {},
): Promise<DocumentVerdict> {
  const bounds = { ...DOCUMENT_LIMITS, ...limits };
  if (turns.pendingCount >= bounds.maxWaiting) throw new DocumentChecksBusy();
  // A copy of exactly these bytes: a Buffer may be a view of a larger one, which would travel whole.
  const job: DocumentJob = {
    data: new Uint8Array(data),
    type,
    maxPages: bounds.maxPages,
    maxDecodedBytes: bounds.maxDecodedBytes,
    maxPixels: bounds.maxPixels,
  };
  return turns(() => runChecker(job, bounds.deadlineMs, bounds.heapMb));
}
