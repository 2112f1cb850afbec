import { describe, expect, it } from 'vitest';

import { getContractType } from '#shared/contract-types/index.ts';

import { copyLanguageOptions, freeTextsToTranslate, readerNote } from './reader-notes';

describe('what each buyer will read', () => {
  it('tells an English reader gets the courtesy translation, and a Catalan reader of a Spanish contract his right', () => {
    expect(readerNote('en', 'es', null)).toMatch(/^Este comprador lee inglés: recibirá la traducción de cortesía/);
    expect(readerNote('ca', 'es', null)).toContain('añade la copia en catalán');
    expect(readerNote('ca', 'es', 'ca')).toBe(
      'Este comprador lee catalán: firmará el contrato en castellano junto con la copia en catalán.',
    );
    expect(readerNote('es', 'ca', null)).toContain('Puedes añadir la copia en castellano');
    expect(readerNote('es', 'es', null)).toBe('Leerá el contrato en castellano.');
  });

  it('offers as copy only the language the contract is not written in', () => {
    expect(copyLanguageOptions('es').map((option) => option.value)).toEqual(['', 'ca']);
    expect(copyLanguageOptions('ca').map((option) => option.value)).toEqual(['', 'es']);
  });

  it("flags the owner's own texts that go into a text of another language, not the type's defaults", () => {
    const type = getContractType('reserva_condicionada')!;
    const typed = { condicion_suspensiva: 'Que el banco conceda la hipoteca antes del 1 de marzo' };
    const spanishOnly = { contract: 'es', copy: null, buyers: ['es'] } as const;
    expect(freeTextsToTranslate(type, typed, spanishOnly)).toEqual([]);
    expect(freeTextsToTranslate(type, typed, { ...spanishOnly, contract: 'ca' })).toEqual(['Condición suspensiva']);
    expect(freeTextsToTranslate(type, typed, { ...spanishOnly, buyers: ['es', 'en'] })).toEqual([
      'Condición suspensiva',
    ]);
    const untouched = {
      condicion_suspensiva: String(type.fields.find((f) => f.id === 'condicion_suspensiva')!.default),
    };
    expect(freeTextsToTranslate(type, untouched, { ...spanishOnly, contract: 'ca' })).toEqual([]);
  });
});
