import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { zodIssuesToSpanish } from './zod-errors';

function errorWith(messages: string[]): z.ZodError {
  return new z.ZodError(messages.map((message) => ({ code: 'custom' as const, message, path: [], input: undefined })));
}

describe('zodIssuesToSpanish', () => {
  it.each([
    [['Título es obligatorio', 'Barrio es obligatorio'], 'Título es obligatorio. Barrio es obligatorio.'],
    [
      ['Por favor, añada su firma manuscrita antes de continuar.'],
      'Por favor, añada su firma manuscrita antes de continuar.',
    ],
    [['¿Seguro?', '¡Atención!'], '¿Seguro? ¡Atención!'],
    [['Introduce un teléfono válido (ej: 612 345 678)'], 'Introduce un teléfono válido (ej: 612 345 678)'],
    [['Repetido', 'Repetido', ' Repetido '], 'Repetido'],
    [['Sin punto', 'Con punto.'], 'Sin punto. Con punto.'],
    [['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'], 'uno. dos. tres. cuatro. cinco.'],
    [[], 'Datos no válidos.'],
    [['', '  '], 'Datos no válidos.'],
  ])('%j → %j', (messages, sentence) => {
    expect(zodIssuesToSpanish(errorWith(messages))).toBe(sentence);
  });

  it('works on a real parse error', () => {
    const schema = z.object({ a: z.string({ error: 'A es obligatorio' }), b: z.string({ error: 'B es obligatorio' }) });
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) expect(zodIssuesToSpanish(result.error)).toBe('A es obligatorio. B es obligatorio.');
  });
});
