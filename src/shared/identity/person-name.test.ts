import { describe, expect, it } from 'vitest';

import { nameWords, payerMatch, type NamedBuyer } from './person-name';

// A payer is the buyer, not a namesake (issue 43, decision 042).
const JOSE: NamedBuyer = { name: 'José Antonio García Fernández', dni: '12345678Z' };
const ANA: NamedBuyer = { name: 'Ana García López', dni: '87654321X' };
const JORDI: NamedBuyer = { name: 'Jordi Puig i Font', dni: '11111111H' };
const JOHN: NamedBuyer = { name: 'John Michael Smith', dni: 'Y1234567X' };

describe('nameWords', () => {
  it('ignores accents, case, punctuation, joining words and titles, and keeps legal forms whole', () => {
    expect(nameWords('José Muñoz-Pérez')).toEqual(['jose', 'munoz', 'perez']);
    expect(nameWords('Mr. John Smith')).toEqual(['john', 'smith']);
    expect(nameWords('GARCIA S.L.U.')).toEqual(['garcia', 'slu']);
    expect(nameWords('GARCIA S L')).toEqual(['garcia', 'sl']);
    expect(nameWords('Marcel·lí Gil·li')).toEqual(nameWords('MARCEL.LI GIL.LI'));
  });
});

describe('payerMatch', () => {
  it('accepts the buyer in any order, with or without the second surname of a Spanish name', () => {
    expect(payerMatch('FERNANDEZ GARCIA JOSE ANTONIO', [JOSE])).toBe('buyer');
    expect(payerMatch('JOSE ANTONIO GARCIA FERNANDEZ', [JOSE])).toBe('buyer');
    expect(payerMatch('GARCIA JOSE ANTONIO', [JOSE])).toBe('buyer');
    expect(payerMatch('GARCIA LOPEZ, ANA', [ANA])).toBe('buyer');
    expect(payerMatch('ANA GARCIA', [ANA])).toBe('buyer');
  });

  it('reports the namesakes of issue 43 as partial, never as the buyer', () => {
    expect(payerMatch('ANTONIO GARCIA', [JOSE])).toBe('partial');
    expect(payerMatch('GARCIA FERNANDEZ', [JOSE])).toBe('partial');
    expect(payerMatch('JOSE ANTONIO GARCIA FERNANDEZ E HIJOS SL', [JOSE])).toBe('partial');
    expect(payerMatch('JOSE GARCIA FERNANDEZ', [JOSE])).toBe('partial');
    expect(payerMatch('JOSE ANTONIO FERNANDEZ', [JOSE])).toBe('partial');
  });

  it('takes extra words as another person or a company', () => {
    expect(payerMatch('JOSE ANTONIO GARCIA FERNANDEZ SL', [JOSE])).toBe('partial');
    expect(payerMatch('JOSE ANTONIO GARCIA FERNANDEZ, S.A.', [JOSE])).toBe('partial');
    expect(payerMatch('GARCIA FERNANDEZ JOSE ANTONIO Y PEREZ RUIZ MARIA', [JOSE])).toBe('partial');
    expect(payerMatch('ANA GARCIA LOPEZ Y JORDI PUIG', [ANA])).toBe('partial');
  });

  it('accepts a joint account of the contract’s own buyers', () => {
    expect(payerMatch('ANA GARCIA LOPEZ Y JORDI PUIG', [ANA, JORDI])).toBe('buyer');
    expect(payerMatch('PUIG FONT JORDI I GARCIA LOPEZ ANA', [ANA, JORDI])).toBe('buyer');
  });

  it('reads Catalan names with their joining «i» and either surname order', () => {
    expect(payerMatch('PUIG I FONT, JORDI', [JORDI])).toBe('buyer');
    expect(payerMatch('JORDI PUIG', [JORDI])).toBe('buyer');
    expect(payerMatch('JORDI FONT', [JORDI])).toBe('partial');
  });

  it('asks for every word of a name that is not a Spanish DNI holder’s: British orders and initials', () => {
    expect(payerMatch('SMITH JOHN MICHAEL', [JOHN])).toBe('buyer');
    expect(payerMatch('MR JOHN MICHAEL SMITH', [JOHN])).toBe('buyer');
    expect(payerMatch('JOHN SMITH', [JOHN])).toBe('partial');
    expect(payerMatch('J M SMITH', [JOHN])).toBe('partial');
    expect(payerMatch('JOHN MICHAEL', [JOHN])).toBe('partial');
    expect(payerMatch('JOHN SMITH & SONS LTD', [{ name: 'John Smith' }])).toBe('partial');
    expect(payerMatch('SMITH JOHN', [{ name: 'John Smith' }])).toBe('buyer');
  });

  it('finds someone else: a first name alone, another family, an empty name', () => {
    expect(payerMatch('PERE SOLA I FONT', [ANA])).toBe('other');
    expect(payerMatch('ANA', [ANA])).toBe('other');
    expect(payerMatch('ANA MARTINEZ', [ANA])).toBe('other');
    expect(payerMatch('', [ANA])).toBe('other');
  });
});
