import { describe, expect, it } from 'vitest';

import { clauseReference, headingFor } from './clause-reference';

describe('a clause named by its real heading', () => {
  it('Catalan agreements have «pactes» with masculine ordinals, never "la clàusula SEGON.-"', () => {
    expect(clauseReference('SEGON.- PREU I FORMA DE PAGAMENT.', 'ca')).toBe(
      'el pacte SEGON («PREU I FORMA DE PAGAMENT»)',
    );
    expect(clauseReference('SEGON.- PREU I FORMA DE PAGAMENT', 'es')).toBe(
      'el pacto SEGON («PREU I FORMA DE PAGAMENT»)',
    );
  });

  it('Spanish clauses and the English courtesy numbering', () => {
    expect(clauseReference('SEGUNDA.- PRECIO Y FORMA DE PAGO', 'es')).toBe(
      'la cláusula SEGUNDA («PRECIO Y FORMA DE PAGO»)',
    );
    expect(clauseReference('SEGUNDA.- PRECIO Y FORMA DE PAGO', 'ca')).toBe(
      'la clàusula SEGUNDA («PRECIO Y FORMA DE PAGO»)',
    );
    expect(clauseReference('2. PRICE AND PAYMENT', 'en')).toBe('clause 2 (“PRICE AND PAYMENT”)');
  });

  it("the reader's own text's heading first, the binding one otherwise", () => {
    const headings = { ca: 'TERCER.- ARRES PENITENCIALS', en: '3. PENITENTIAL EARNEST MONEY (ARRAS PENITENCIALES)' };
    expect(headingFor(headings, 'en', 'ca')).toBe(headings.en);
    expect(headingFor(headings, 'es', 'ca')).toBe(headings.ca);
    expect(headingFor({}, 'es', 'ca')).toBeNull();
  });
});
