import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The buyer pages' stylesheet (buyer.css) holds only the classes of the files it names (docs/decisions/034). A
// component the signing or payment page starts using from elsewhere would be drawn unstyled: this test follows every
// import from the buyer entry and asks that each file of src/web it reaches be one buyer.css reads.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB = path.join(ROOT, 'src', 'web');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('#web/')
    ? path.join(WEB, specifier.slice('#web/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.tsx`, `${base}.ts`].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The files of src/web the entry reaches through static and dynamic imports. */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(WEB) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const target = resolveImport(file, specifier!);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

/** buyer.css's `@source` and `@source not` paths, absolute. */
function sourcesOf(stylesheet: string) {
  const text = fs.readFileSync(stylesheet, 'utf8');
  const paths = (pattern: RegExp) =>
    [...text.matchAll(pattern)].map(([, relative]) => path.resolve(path.dirname(stylesheet), relative!));
  return { read: paths(/@source\s+"([^"]+)"/g), skipped: paths(/@source\s+not\s+"([^"]+)"/g) };
}

const within = (file: string, place: string) => file === place || file.startsWith(`${place}${path.sep}`);

describe('the buyer pages’ stylesheet', () => {
  it('reads every file of src/web the buyer entry reaches', () => {
    const { read, skipped } = sourcesOf(path.join(WEB, 'buyer.css'));
    const reached = [...reachedFrom(path.join(WEB, 'entry-buyer.tsx'))].filter((file) => !file.endsWith('.test.tsx'));
    // The walk does reach the pages and their steps (a broken walk would pass anything).
    expect(reached.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining([
        'src/web/features/signing/SigningPage.tsx',
        'src/web/features/signing/SigningForm.tsx',
        'src/web/features/signing/DeclarationsFields.tsx',
        'src/web/features/payments/PaymentInstructions.tsx',
        'src/web/ui/Button.tsx',
      ]),
    );
    const unread = reached.filter(
      (file) =>
        // The entry itself draws nothing.
        !path.basename(file).startsWith('entry-') &&
        (!read.some((place) => within(file, place)) || skipped.some((place) => within(file, place))),
    );
    expect(unread.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
