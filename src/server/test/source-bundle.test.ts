import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { checkDocument, TEST_SOURCE_BUNDLE_VARIABLE } from '#server/lib/documents/check-document.ts';

import { signaturePng } from './contracts';

describe('the run’s bundle of the source', () => {
  it('is there for the servers and document checkers the tests start, and checks a document', async () => {
    const dir = process.env[TEST_SOURCE_BUNDLE_VARIABLE];
    expect(dir).toMatch(/source-bundle-\d+$/);
    expect(fs.existsSync(path.join(dir!, 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(dir!, 'document-worker.js'))).toBe(true);
    expect(await checkDocument(await signaturePng(), 'image/png')).toEqual({ verdict: 'ok' });
  });
});
