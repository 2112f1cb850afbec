import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import { CONTRACT_STATUSES } from '#shared/contract-lifecycle/index.ts';

// A catalog that names contract statuses spells them inside an ICU `select` on `status`: the lifecycle's list is the
// only source of statuses (decision 030), so every such select names exactly that list, plus the `other` ICU demands.

const catalogFiles = import.meta.glob<Record<string, unknown>>('./*.{es,ca,en}.ts', { eager: true });

/** The options of every `select` on the `status` argument in a message, nested ones included. */
function statusSelects(elements: MessageFormatElement[]): string[][] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.tag) return statusSelects(element.children);
    if (element.type !== TYPE.select && element.type !== TYPE.plural) return [];
    const own = element.type === TYPE.select && element.value === 'status' ? [Object.keys(element.options)] : [];
    return [...own, ...Object.values(element.options).flatMap((option) => statusSelects(option.value))];
  });
}

const selects = Object.entries(catalogFiles).flatMap(([file, exports]) =>
  Object.values(exports).flatMap((catalog) =>
    Object.entries(catalog as Record<string, string>).flatMap(([key, message]) =>
      statusSelects(parse(message, { ignoreTag: true })).map((options) => ({ at: `${file} ${key}`, options })),
    ),
  ),
);

describe('contract statuses in the catalogs', () => {
  it('finds the status select of the signing page in every language', () => {
    expect(selects.map(({ at }) => at).sort()).toEqual(
      expect.arrayContaining([
        './signing.ca.ts info.status',
        './signing.en.ts info.status',
        './signing.es.ts info.status',
      ]),
    );
  });

  it.each(selects)('$at names every status and no other', ({ options }) => {
    expect([...options].sort()).toEqual([...CONTRACT_STATUSES, 'other'].sort());
  });
});
