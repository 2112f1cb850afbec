import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { onFirstUse } from './on-first-use';

const SHARED = fileURLToPath(new URL('..', import.meta.url));

describe('onFirstUse', () => {
  it('builds the value when first asked for, once', () => {
    let built = 0;
    const value = onFirstUse(() => ({ n: ++built }));
    expect(built).toBe(0);
    expect(value()).toBe(value());
    expect(built).toBe(1);
  });
});

/** Runs `script` (an ES module body) in a fresh Node process, where no module is loaded yet; its last line of output. */
function inFreshNode(script: string): string {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(SHARED, '../..'),
    encoding: 'utf8',
  });
  return output.trim().split('\n').at(-1)!;
}

/** Counts, in `built`, every Intl object built and every `supportedLocalesOf` asked (both load ICU data). */
const COUNT_INTL = `
  const built = [];
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames']) {
    Intl[name] = new Proxy(Intl[name], {
      construct(target, args) { built.push(name); return Reflect.construct(target, args); },
      get(target, key) {
        if (key !== 'supportedLocalesOf') return Reflect.get(target, key);
        return (...args) => { built.push(name + '.supportedLocalesOf'); return target.supportedLocalesOf(...args); };
      },
    });
  }`;

// Every page's script imports these rules, and Intl's data is slow to load: an Intl formatter built as a module
// loaded cost a phone's first screen 120–200 ms of blocking script for a format it never showed (docs/decisions/035).
describe('what a page pays in Intl data', () => {
  it('loading a shared module builds no Intl formatter', () => {
    const modules = fs
      .readdirSync(SHARED, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(SHARED, file));
    expect(modules.length).toBeGreaterThan(50);
    const offenders = inFreshNode(`${COUNT_INTL}
      const offenders = [];
      for (const file of ${JSON.stringify(modules)}) {
        const before = built.length;
        await import(file);
        if (built.length > before) offenders.push(file.slice(${SHARED.length}) + ': ' + built.slice(before).join(', '));
      }
      console.log(JSON.stringify(offenders));`);
    expect(JSON.parse(offenders)).toEqual([]);
  });

  it('translating a message with words only loads no number data, in any language', () => {
    const translator = path.join(SHARED, 'i18n/translator.ts');
    const built = inFreshNode(`${COUNT_INTL}
      const { createTranslator } = await import(${JSON.stringify(translator)});
      for (const locale of ['es', 'ca', 'en']) {
        const t = createTranslator(locale, { greeting: 'Hola, {name}', choice: '{kind, select, flat {Piso} other {Casa}}' });
        if (!t('greeting', { name: 'Ana' }).includes('Ana') || !t('choice', { kind: 'flat' }).includes('Piso')) throw new Error('not translated');
      }
      console.log(JSON.stringify(built));`);
    expect(JSON.parse(built)).toEqual([]);
  });
});
