import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

import type { Messages } from './translator';

/** The arguments an ICU message uses, with their kind: "name:argument", "count:plural", "date:date". */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:argument`);
          break;
        case TYPE.number:
          found.add(`${element.value}:number`);
          break;
        case TYPE.date:
          found.add(`${element.value}:date`);
          break;
        case TYPE.time:
          found.add(`${element.value}:time`);
          break;
        case TYPE.plural:
          found.add(`${element.value}:plural`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.select:
          found.add(`${element.value}:select`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...found].sort();
}

/**
 * Differences between a reference catalog and a translation: missing or extra keys, messages that do not parse,
 * and messages whose ICU arguments differ. Empty when the translation is complete and consistent.
 */
export function catalogProblems(reference: Messages, translation: Messages, name: string): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference)) {
    if (!(key in translation)) {
      problems.push(`${name}: falta la clave ${key}`);
      continue;
    }
    try {
      const expected = icuArguments(reference[key]!).join(',');
      const actual = icuArguments(translation[key]!).join(',');
      if (expected !== actual) problems.push(`${name}: ${key} usa {${actual}} y el original {${expected}}`);
    } catch (error) {
      problems.push(`${name}: ${key} no es un mensaje ICU válido (${(error as Error).message})`);
    }
  }
  for (const key of Object.keys(translation)) if (!(key in reference)) problems.push(`${name}: clave sobrante ${key}`);
  return problems;
}
