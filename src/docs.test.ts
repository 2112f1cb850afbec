import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs a newcomer starts from stay usable (docs/decisions/044): every decision record says its status and has its
// line in the index, and every link of the index and the topic guides leads to a file that exists.

const DECISIONS = 'docs/decisions';
const records = fs.readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = fs.readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
const guides = fs.readdirSync('docs/guides').map((name) => path.join('docs/guides', name));

/** Relative markdown links of a file, resolved from its folder (anchors dropped; web addresses left out). */
const linksOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => path.join(path.dirname(file), target));

describe('decision records', () => {
  it.each(records)('%s says its status near the top', (name) => {
    const head = fs.readFileSync(path.join(DECISIONS, name), 'utf8').split('\n').slice(0, 6);
    expect(head.filter((line) => /^(- )?Status: (accepted|superseded by \d{3})\b/.test(line))).toHaveLength(1);
  });

  it('are each listed once in the index, which lists nothing else', () => {
    const listed = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...records].sort());
  });
});

describe('links', () => {
  it.each([path.join(DECISIONS, 'README.md'), ...guides])('of %s lead to files that exist', (file) => {
    expect(linksOf(file).filter((target) => !fs.existsSync(target))).toEqual([]);
  });
});
