// Nothing outside the lifecycle modules spells a status (decision 030): code names one through the module's list,
// its by-name map (`CONTRACT_STATUS.draft`) or a predicate (`isAwaitingSignatures`). This test reads the source the
// way a reviewer greps it, and proves on a deliberate violation that it would see one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { CONTRACT_STATUSES, PAYMENT_PAGE_STATUSES, PAYMENT_STATUSES } from '#shared/contract-lifecycle/index.ts';
import { MAIL_STATUSES } from '#shared/mail-lifecycle/statuses.ts';
import { PROPERTY_STATUSES } from '#shared/property-lifecycle/statuses.ts';

const LISTS: readonly (readonly string[])[] = [
  CONTRACT_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_PAGE_STATUSES,
  MAIL_STATUSES,
  PROPERTY_STATUSES,
];
const ALL = [...new Set(LISTS.flat())];
/** Words no other vocabulary uses: a status wherever they appear. */
const DISTINCTIVE = ALL.filter(
  (value) => value.includes('_') || (PROPERTY_STATUSES as readonly string[]).includes(value),
);
/**
 * Ordinary words ('signed', 'sent', 'pending') name events, marks and outcomes too: they count as a status on a line
 * about a status, or beside another value of the same lifecycle (a hand-written set of statuses, `to === 'signed' ||
 * to === 'completed'`).
 */
const COMMON = ALL.filter((value) => !DISTINCTIVE.includes(value));

const LITERAL = /(['"`])([a-z_]+)\1/g;

/** `file:line: text` for each status literal in `code`. */
export function statusLiterals(file: string, code: string): string[] {
  const found: string[] = [];
  code.split('\n').forEach((line, index) => {
    const text = line.trim();
    if (text.startsWith('//') || text.startsWith('*') || text.startsWith('/*')) return;
    const values = [...text.matchAll(LITERAL)].map((match) => match[2]!).filter((value) => ALL.includes(value));
    const aboutStatus =
      /status/i.test(text) || LISTS.some((list) => new Set(values.filter((value) => list.includes(value))).size > 1);
    if (values.some((value) => DISTINCTIVE.includes(value) || (aboutStatus && COMMON.includes(value))))
      found.push(`${file}:${index + 1}: ${text}`);
  });
  return found;
}

/** The modules that own a lifecycle; tests and their fixtures spell statuses on purpose. */
const exempt = (file: string) =>
  /^src\/shared\/[a-z-]+-lifecycle\//.test(file) ||
  /\.test\.tsx?$/.test(file) ||
  /^src\/(server|web|shared)\/test\//.test(file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !exempt(full) ? [full] : [];
  });
}

describe('status literals', () => {
  it('appear only in the lifecycle modules', () => {
    const found = sourceFiles('src').flatMap((file) => statusLiterals(file, fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('are found when someone writes one', () => {
    const violation = [
      "if (contract.status === 'draft') actions.push('sign');",
      "const CLOSED = new Set(['signed', 'completed']);",
      "if (to === 'signed' || to === 'cancelled') end();",
      "const waiting = ['pending_signature'];",
      "await db.update(payments).set({ status: 'paid' });",
      "const filters = [{ value: 'vendido' }];",
    ].join('\n');
    expect(statusLiterals('x.ts', violation)).toHaveLength(6);
  });

  it('leave alone the same words in other vocabularies', () => {
    const fine = [
      "await recordContractEvent(tx, contractId, 'signed', origin);",
      "type PreviewMark = 'draft' | 'pending';",
      "if (contract.status === CONTRACT_STATUS.draft) actions.push('sign');",
      "// a contract in 'signed' waits for its payment",
    ].join('\n');
    expect(statusLiterals('x.ts', fine)).toEqual([]);
  });
});
