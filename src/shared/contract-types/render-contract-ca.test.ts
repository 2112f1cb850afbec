import { describe, expect, it } from 'vitest';

import { CONTRACT_RETENTION_TEXT } from '#shared/retention/retention-text.ts';
import { ANA, COMPANY, fullData, ISABEL } from '#shared/test/contract-fixtures.ts';

import { BLANK, CONTRACT_TYPES, DERIVED_PLACEHOLDERS, PARTY_PLACEHOLDERS, renderContract } from './index';
import { placeholderNames } from './template-format';
import type { ContractTypeDefinition } from './types';

const [arras, reservaNoCondicionada, reservaCondicionada] = CONTRACT_TYPES as [
  ContractTypeDefinition,
  ContractTypeDefinition,
  ContractTypeDefinition,
];

// What the administrator types is printed as typed, so a Catalan contract gets its powers written in Catalan.
const catalanData = (type: ContractTypeDefinition): Record<string, unknown> => ({
  ...fullData(type),
  facultades_representante:
    'escriptura autoritzada pel notari de Barcelona Joan Vidal el 3 de març de 2020, núm. 1.234 de protocol',
});

function render(
  type: ContractTypeDefinition,
  buyers = [ANA],
  data: Record<string, unknown> = catalanData(type),
  company = COMPANY,
) {
  return renderContract({
    type,
    data,
    buyers,
    company,
    contractId: 'c0ffee00-0000-4000-8000-000000000001',
    language: 'ca',
  });
}

const withData = (type: ContractTypeDefinition, changes: Record<string, unknown>) => ({
  ...catalanData(type),
  ...changes,
});
const ONE = [ANA];
const TWO = [ANA, ISABEL];
const EVERY_TYPE_AND_BUYERS = CONTRACT_TYPES.flatMap((type) => [
  { id: type.id, type, buyers: ONE, count: 'one buyer' },
  { id: type.id, type, buyers: TWO, count: 'two buyers' },
]);

// Words that betray a Spanish sentence left in a Catalan contract.
const SPANISH_LEFTOVERS =
  /LA PARTE|\bcantidad\b|\bpresente contrato\b|\beuros con\b|\bmarzo\b|\bjunio\b|\bsalvo\b|Código|\by en\b|estipulación/;

describe('Catalan templates', () => {
  it.each(CONTRACT_TYPES)('$id uses the same placeholders as its Spanish template', (type) => {
    const spanish = new Set(placeholderNames(type.template.title + type.template.content));
    const catalan = new Set(placeholderNames(type.template_ca.title + type.template_ca.content));
    expect([...catalan].sort()).toEqual([...spanish].sort());
    const known = new Set([
      ...type.fields.map((f) => f.id),
      ...PARTY_PLACEHOLDERS,
      ...Object.keys(DERIVED_PLACEHOLDERS),
    ]);
    expect([...catalan].filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('a contract rendered in Catalan, for every type with one and with two buyers', () => {
  it.each(EVERY_TYPE_AND_BUYERS)(
    '$id, $count: complete, with the sections of a Catalan contract',
    ({ type, buyers }) => {
      const { title, body, paragraphs } = render(type, buyers);
      expect(title).toMatch(/^CONTRACTE /);
      expect(body).not.toMatch(/[{}]/);
      expect(body).not.toContain(BLANK);
      expect(body).not.toMatch(SPANISH_LEFTOVERS);
      expect(paragraphs.filter((p) => p.kind === 'heading').map((p) => p.text)).toEqual([
        'REUNITS',
        'INTERVENEN',
        'EXPOSEN',
        'PACTES',
      ]);
      const clauses = paragraphs.filter((p) => p.kind === 'clause').map((p) => p.text);
      expect(clauses[0]).toBe('PRIMER.- OBJECTE.');
      expect(clauses.at(-1)).toMatch(/^[A-ZÈ]+\.- LLEI APLICABLE I JURISDICCIÓ\.$/);
      expect(clauses).toHaveLength(paragraphs.filter((p) => p.kind === 'clause').length);
    },
  );

  it.each(EVERY_TYPE_AND_BUYERS)('$id, $count: dates, amounts and the law in Catalan', ({ type, buyers }) => {
    const { body } = render(type, buyers);
    expect(body).toContain(
      'A Barcelona, en la data de l’última signatura electrònica que consta en el registre d’evidències d’aquest ' +
        'contracte (la «data de signatura»).',
    );
    expect(body).not.toContain('3 de març de 2030');
    expect(body).not.toMatch(/des de la signatura/);
    expect(body).toContain('des de la data de signatura d’aquest contracte');
    expect(body).toContain('tres-cents cinquanta mil euros (350.000 €)');
    expect(body).toContain('tres mil euros (3.000 €)');
    expect(body).toContain(
      'el caràcter d’arres penitencials, i no confirmatòries, d’acord amb l’article 621-8 del Codi civil de Catalunya i l’article 1454 del Codi civil espanyol.',
    );
    expect(body).toContain('presumeix que les arres són confirmatòries llevat de pacte en contrari');
    // The remaining price, quantified: 350.000 − 3.000 − 32.000.
    expect(body).toContain('tres-cents quinze mil euros (315.000 €)');
    expect(body).toContain('l’informe de la inspecció tècnica de l’edifici (ITE) amb el certificat d’aptitud');
    expect(body).toContain('Casa Nova Reformas S.L., amb NIF B12345674 i domicili social a Carrer de Balmes 1');
    expect(body).toContain(
      'representada en aquest acte per Marta Soler Puig, major d’edat, amb DNI/NIE 87654321X, en la seva condició ' +
        'd’administrador únic',
    );
    expect(body).toContain('IBAN ES91 2100 0418 4502 0005 1332, obert a CaixaBank');
    expect(body).toContain('l’Agència Espanyola de Protecció de Dades');
    expect(body).toContain(CONTRACT_RETENTION_TEXT.ca);
    expect(body).toContain('LA PART COMPRADORA designarà el notari de Barcelona');
    expect(body).not.toContain('621-49');
  });

  it('writes the deadlines with the elided preposition before a vowel', () => {
    expect(render(reservaNoCondicionada).body).toContain('com a màxim, el dia 1 d’abril de 2030');
    expect(render(reservaNoCondicionada).body).toContain('com a màxim, el dia 1 de juliol de 2030');
    expect(render(arras).body).toContain('com a màxim, el dia 30 de juny de 2030');
    expect(render(arras).body).toContain('trenta-dos mil euros (32.000 €)');
  });

  it('uses singular wording for one buyer', () => {
    const { body } = render(arras, ONE);
    expect(body).toContain('Per la seva part, LA PART COMPRADORA intervé en el seu propi nom i dret.');
    expect(body).toContain('LA PART COMPRADORA, interessada a adquirir-lo, manifesta haver-lo visitat');
    expect(body).toContain('LA PART COMPRADORA s’obliga a tramitar');
    expect(body).toContain('LA PART COMPRADORA signarà amb la seva signatura manuscrita digitalitzada');
    expect(body).toMatch(/\.- CESSIÓ DEL CONTRACTE\.\n\nLA PART COMPRADORA no podrà cedir/);
    expect(body).toContain('Per LA PART COMPRADORA: Ana García López.');
    expect(body).not.toMatch(/integren|intervenen|manifesten|solidàriament|PLURALITAT/);
  });

  it.each(CONTRACT_TYPES)('$id with two buyers: plural wording, both buyers and joint liability', (type) => {
    const { body } = render(type, [ISABEL, ANA]);
    expect(body).toContain(
      'Ana García López, major d’edat, amb DNI/NIE 12345678Z, amb domicili a Calle Mayor 1, 08001 Barcelona i ' +
        'adreça electrònica ana@example.com; i Isabel Ruiz Soler, major d’edat, amb DNI/NIE X1234567L',
    );
    expect(body).toContain(
      'Per la seva part, les persones que integren LA PART COMPRADORA intervenen en el seu propi nom i dret.',
    );
    expect(body).toContain('les persones que integren LA PART COMPRADORA, interessades a adquirir-lo, manifesten');
    expect(body).toContain('.- PLURALITAT DE COMPRADORS I CESSIÓ.');
    expect(body).toContain('els seus integrants respondran solidàriament de les obligacions derivades');
    expect(body).toContain('Cadascuna de les persones que integren LA PART COMPRADORA signarà');
    expect(body).toContain('Per LA PART COMPRADORA: Ana García López i Isabel Ruiz Soler.');
  });

  it.each([arras, reservaNoCondicionada])(
    '$id with financing: art. 621-49 with the lender, the loan and its deadline',
    (type) => {
      const { body } = render(type, ONE, withData(type, { financiacion: 'sí' }));
      expect(body).toContain(
        'LA PART COMPRADORA té previst pagar part del preu amb un préstec de CaixaBank, S.A. per import de dos-cents ' +
          'cinquanta mil euros (250.000 €).',
      );
      expect(body).toContain('com a màxim, el dia 15 de juny de 2030');
      expect(body).toContain(
        'llevat que el seu desistiment estigui justificat d’acord amb l’article 621-49 del Codi civil de Catalunya ' +
          'perquè CaixaBank, S.A. li ha denegat el finançament',
      );
    },
  );

  it('prints the offered condition of the conditional reservation in Catalan, and what a withdrawal before it means', () => {
    const condition = reservaCondicionada.fields.find((f) => f.id === 'condicion_suspensiva')?.default;
    const { body } = render(
      reservaCondicionada,
      ONE,
      withData(reservaCondicionada, { condicion_suspensiva: condition }),
    );
    expect(body).toContain(
      'condició suspensiva següent: la concessió a la part compradora, per part d’una entitat financera, d’un préstec hipotecari',
    );
    expect(body).toContain('Si, mentre la condició està pendent, LA PART COMPRADORA desisteix de l’adquisició');
  });

  it('names the Registro Mercantil entry with the Catalan registry words', () => {
    const company = {
      ...COMPANY,
      mercantile_registry: 'Barcelona',
      mercantile_volume: '45678',
      mercantile_folio: '123',
      mercantile_sheet: 'B-456789',
    };
    expect(render(arras, ONE, catalanData(arras), company).body).toContain(
      'inscrita al Registre Mercantil de Barcelona, tom 45678, foli 123, full B-456789, representada en aquest acte',
    );
    expect(render(arras).body).toContain(
      'al tom 22, llibre 33, foli 44, finca registral número 1234, inscripció 3.ª, amb codi registral únic (CRU) 08123000123456.',
    );
  });

  it('writes d’ before a company, a registry or a bank whose name starts with a vowel or h + vowel', () => {
    const company = { ...COMPANY, legal_name: 'Habitatges Nous S.L.', mercantile_registry: 'Hospitalet' };
    const { body } = render(arras, ONE, catalanData(arras), company);
    expect(body).toContain('en nom i representació d’Habitatges Nous S.L., en la seva condició d’administrador únic');
    expect(body).toContain('inscrita al Registre Mercantil d’Hospitalet');
    expect(body).not.toMatch(/\bde [AEIOUHaeiouh]/);
    expect(render(arras, ONE, catalanData(arras), { ...COMPANY, legal_name: 'Immobles Mar S.A.' }).body).toContain(
      'representació d’Immobles Mar S.A.',
    );
    expect(render(arras).body).toContain('en nom i representació de Casa Nova Reformas S.L.');
  });

  it('shows a blank for anything missing, never a raw placeholder', () => {
    const { body } = renderContract({ type: arras, data: {}, buyers: [], company: {}, language: 'ca' });
    expect(body).not.toMatch(/[{}]/);
  });
});
