import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that keep tests able to fail and their helpers in one folder per layer (docs/decisions/044): each
 * case breaks one on purpose, so a loosened selector fails here instead of letting a vacuous assertion back in.
 */
const eslint = new ESLint();
const rulesBroken = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
};

const TEST_FILE = 'src/web/features/contracts/x.test.tsx';
const header = "import { screen, within } from '@testing-library/react';\nimport { expect, it } from 'vitest';\n";
const inTest = (body: string) => `${header}it('x', async () => {\n  ${body}\n});\n`;

describe('assertions that cannot fail', () => {
  it.each([
    "expect(screen.getByText('a')).toBeTruthy();",
    "expect(within(document.body).getByRole('button')).toBeTruthy();",
    "expect(await screen.findByText('a')).not.toBeNull();",
    "expect(screen.queryByText('a')).toBeDefined();",
    "expect(screen.getAllByRole('row')).toBeDefined();",
  ])('refuses %s', async (assertion) => {
    expect(await rulesBroken(TEST_FILE, inTest(assertion))).toContain('no-restricted-syntax');
  });

  it('refuses a findBy left un-awaited', async () => {
    expect(await rulesBroken(TEST_FILE, inTest("screen.findByText('a');"))).toContain(
      'testing-library/await-async-queries',
    );
  });

  it('accepts absence with queryBy, a bare query and an assertion on what the element says', async () => {
    const fine = [
      "expect(screen.queryByText('a')).toBeNull();",
      "await screen.findByText('a');",
      "expect(within(document.body).getByRole('status').textContent).toBe('Guardado');",
    ];
    expect(await rulesBroken(TEST_FILE, inTest(fine.join('\n  ')))).toEqual([]);
  });
});

describe('test helpers', () => {
  it('are not imported by the product', async () => {
    const code = "import { healthBecomes } from '#server/test/health.ts';\nexport const a = healthBecomes;\n";
    expect(await rulesBroken('src/server/features/health/x.ts', code)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesBroken('src/server/features/health/x.test.ts', code)).toEqual([]);
  });
});
