// The English courtesy translation and the bilingual contract's prevailing-text paragraph
// (docs/decisions/027-bilingual-contracts-and-courtesy-translation.md).
import { describe, expect, it } from 'vitest';

import { amountToEnglishEurosWords } from '#shared/format/amount-words-en.ts';
import { ANA, COMPLETE_COMPANY, fullData, ISABEL } from '#shared/test/contract-fixtures.ts';

import { BLANK, CONTRACT_TYPES, renderContract } from './index';
import { copyLanguageError } from './language';
import { placeholderNames } from './template-format';
import { translatedFieldKey } from './translated-values';
import type { ContractTypeDefinition } from './types';

const EVERY_TYPE_AND_BUYERS = CONTRACT_TYPES.flatMap((type) => [
  { id: type.id, type, buyers: [ANA], count: 'one buyer' },
  { id: type.id, type, buyers: [ANA, ISABEL], count: 'two buyers' },
]);

function render(type: ContractTypeDefinition, options: Partial<Parameters<typeof renderContract>[0]> = {}) {
  return renderContract({
    type,
    data: { ...fullData(type), facultades_representante: 'deed of 3 March 2020 before the notary Joan Vidal' },
    buyers: [ANA],
    company: COMPLETE_COMPANY,
    contractId: 'c0ffee00-0000-4000-8000-000000000001',
    language: 'en',
    ...options,
  });
}

// Words that betray a Spanish or Catalan sentence left untranslated (terms of art in brackets are meant).
const LEFTOVERS = /LA PARTE|LA PART |\bcantidad\b|\bquantitat\b|\beuros con\b|\bmarzo\b|\bjunio\b|\bestipulación\b/;
// Phrases a translator carries over from Spanish ("en un plazo máximo de") that an English conveyancer does not write.
const CALQUES = /within no more than|in the term of|in the event that|the present contract/i;

describe('English templates', () => {
  it.each(CONTRACT_TYPES)('$id uses the same placeholders as its Spanish template', (type) => {
    const spanish = new Set(placeholderNames(type.template.title + type.template.content));
    const english = new Set(placeholderNames(type.template_en.title + type.template_en.content));
    expect([...english].sort()).toEqual([...spanish].sort());
  });
});

describe('the courtesy translation, for every type with one and with two buyers', () => {
  it.each(EVERY_TYPE_AND_BUYERS)('$id, $count: complete, in English, numbered like an English contract', (row) => {
    const { body, paragraphs } = render(row.type, { buyers: row.buyers });
    expect(body).not.toMatch(/[{}]/);
    expect(body).not.toContain(BLANK);
    expect(body).not.toMatch(LEFTOVERS);
    expect(body).not.toMatch(CALQUES);
    expect(paragraphs.filter((p) => p.kind === 'heading').map((p) => p.text)).toEqual([
      'PARTIES',
      'CAPACITY',
      'RECITALS',
      'CLAUSES',
    ]);
    const clauses = paragraphs.filter((p) => p.kind === 'clause').map((p) => p.text);
    expect(clauses[0]).toBe('1. SUBJECT MATTER.');
    clauses.forEach((text, index) => expect(text.startsWith(`${index + 1}. `)).toBe(true));
    // The same clauses as the binding text, in the same order.
    const spanish = renderContract({ type: row.type, data: fullData(row.type), buyers: row.buyers, company: {} });
    expect(clauses).toHaveLength(spanish.paragraphs.filter((p) => p.kind === 'clause').length);
    expect(body).toContain('penitential earnest money (arras penitenciales)');
    expect(body).not.toContain('drawn up in');
  });

  it('fills amounts, dates and offered values in English, with British separators', () => {
    const arras = CONTRACT_TYPES[0]!;
    const { title, body } = render(arras);
    expect(title).toBe('CONTRACT WITH PENITENTIAL EARNEST MONEY (CONTRATO DE ARRAS PENITENCIALES)');
    expect(body).toContain('The total price of the sale is set at three hundred and fifty thousand euros (€350,000).');
    expect(body).toContain('no later than 30 June 2030');
    expect(body).toContain('in their capacity as sole director (administrador único)');
    expect(body).toContain('Land Registry (Registro de la Propiedad)');
    expect(body).toContain('it shall forfeit the sums paid, which THE SELLER shall keep');
  });

  it('spells amounts as a British legal text does', () => {
    expect(amountToEnglishEurosWords(318000)).toBe('three hundred and eighteen thousand euros');
    expect(amountToEnglishEurosWords(1005)).toBe('one thousand and five euros');
    expect(amountToEnglishEurosWords(1)).toBe('one euro');
    expect(amountToEnglishEurosWords(2_000_000)).toBe('two million euros');
    expect(amountToEnglishEurosWords(1500.5)).toBe('one thousand five hundred euros and fifty cents');
    expect(amountToEnglishEurosWords(21)).toBe('twenty-one euros');
  });
});

describe('free text given in English', () => {
  it('prints the English version of the powers where the company gave one, the Spanish text otherwise', () => {
    const type = CONTRACT_TYPES[0]!;
    const data = { ...fullData(type), facultades_representante: 'escritura de 3 de marzo de 2020' };
    const translated = render(type, {
      data: { ...data, [translatedFieldKey('facultades_representante', 'en')]: 'deed of 3 March 2020' },
    });
    expect(translated.body).toContain('by virtue of deed of 3 March 2020');
    expect(translated.body).not.toContain('escritura de 3 de marzo');
    expect(render(type, { data }).body).toContain('by virtue of escritura de 3 de marzo de 2020');
  });
});

describe('a bilingual contract', () => {
  const arras = CONTRACT_TYPES[0]!;
  it('says in each version, and in the translation, that the binding version prevails', () => {
    const bilingual = { binding: 'ca', copy: 'es' } as const;
    expect(render(arras, { language: 'ca', bilingual }).body).toContain(
      'Aquest contracte es redacta en català i en castellà, en dues versions que les Parts signen conjuntament. ' +
        'En cas de discrepància entre les dues versions, prevaldrà la versió catalana.',
    );
    expect(render(arras, { language: 'es', bilingual }).body).toContain(
      'El presente contrato se redacta en catalán y en castellano, en dos versiones que las Partes firman ' +
        'conjuntamente. En caso de discrepancia entre ambas versiones, prevalecerá la versión catalana.',
    );
    expect(render(arras, { language: 'en', bilingual }).body).toContain('the Catalan version shall prevail');
    expect(render(arras, { language: 'es', bilingual: { binding: 'es', copy: 'ca' } }).body).toContain(
      'prevalecerá la versión castellana',
    );
  });

  it('is never said of a contract with one text', () => {
    expect(render(arras, { language: 'es' }).body).not.toMatch(/prevalecerá|se redacta en/);
  });

  it('takes as copy only the other of Spanish and Catalan', () => {
    expect(copyLanguageError('ca', 'es')).toBeNull();
    expect(copyLanguageError('es', 'ca')).toBeNull();
    expect(copyLanguageError('es', undefined)).toBeNull();
    expect(copyLanguageError('es', null)).toBeNull();
    expect(copyLanguageError('es', 'es')).toMatch(/distinto/);
    expect(copyLanguageError('ca', 'en')).toMatch(/copy_language/);
  });
});

describe('the electronic signature clause says how the company signed', () => {
  const arras = CONTRACT_TYPES[0]!;
  it.each([
    ['es', 'personal', 'a la que accede con sus credenciales personales'],
    ['es', 'shared', 'con la cuenta de administración compartida de la empresa'],
    ['ca', 'personal', 'a la qual accedeix amb les seves credencials personals'],
    ['ca', 'shared', 'amb el compte d’administració compartit de l’empresa'],
    ['en', 'shared', 'using the company’s shared administration account'],
  ] as const)('%s, %s account', (language, companySignature, wording) => {
    const { body } = render(arras, { language, companySignature });
    expect(body).toContain(wording);
  });

  it('claims no personal credentials for the shared account, nor either way before the company signs', () => {
    expect(render(arras, { language: 'es', companySignature: 'shared' }).body).not.toContain('credenciales personales');
    expect(render(arras, { language: 'es' }).body).toContain('con las credenciales de la cuenta desde la que firme');
  });
});
