import { describe, expect, it } from 'vitest';

import { contentUpdateSchema } from './content-schema';
import { hasEnglishMessage, issueMessages } from './test-utils';

describe('contentUpdateSchema', () => {
  it.each(['', 'Nuevo título', 'x'.repeat(5000), '  con espacios  '])('accepts %j as is', (content) => {
    expect(contentUpdateSchema.parse({ content })).toEqual({ content });
  });

  it.each<[unknown, string[]]>([
    [{ content: 'x'.repeat(5001) }, ['El contenido no puede superar los 5000 caracteres']],
    [{}, ['El contenido es obligatorio']],
    [{ content: 5 }, ['El contenido es obligatorio']],
    [null, ['El contenido es obligatorio']],
  ])('%j → %j', (body, messages) => {
    const result = contentUpdateSchema.safeParse(body);
    expect(issueMessages(result)).toEqual(messages);
    expect(hasEnglishMessage(result)).toBe(false);
  });
});
