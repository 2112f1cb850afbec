import { describe, expect, it } from 'vitest';

import { ANA, COMPANY, fullData, ISABEL } from '#shared/test/contract-fixtures.ts';

import {
  BLANK,
  CONTRACT_TYPES,
  DERIVED_PLACEHOLDERS,
  normalizeContractData,
  PARTY_PLACEHOLDERS,
  renderContract,
  TAX_REGIMES,
} from './index';
import { placeholderNames } from './template-format';
import type { ContractTypeDefinition } from './types';

const [arras, reservaNoCondicionada, reservaCondicionada] = CONTRACT_TYPES as [
  ContractTypeDefinition,
  ContractTypeDefinition,
  ContractTypeDefinition,
];

function render(
  type: ContractTypeDefinition,
  buyers = [ANA],
  data: Record<string, unknown> = fullData(type),
  company: Record<string, string> = COMPANY,
) {
  return renderContract({ type, data, buyers, company, contractId: 'c0ffee00-0000-4000-8000-000000000001' });
}

const withData = (type: ContractTypeDefinition, changes: Record<string, unknown>) => ({
  ...fullData(type),
  ...changes,
});
const ONE = [ANA];
const TWO = [ANA, ISABEL];
const EVERY_TYPE_AND_BUYERS = CONTRACT_TYPES.flatMap((type) => [
  { id: type.id, type, buyers: ONE, count: 'one buyer' },
  { id: type.id, type, buyers: TWO, count: 'two buyers' },
]);

describe('templates', () => {
  it.each(CONTRACT_TYPES)('$id uses only its field ids and the documented party placeholders', (type) => {
    const known = new Set([
      ...type.fields.map((f) => f.id),
      ...PARTY_PLACEHOLDERS,
      ...Object.keys(DERIVED_PLACEHOLDERS),
    ]);
    const used = placeholderNames(type.template.title + type.template.content);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
    // Every field is printed somewhere (or words a sentence), otherwise the wizard would ask for data the contract ignores.
    const printed = new Set([
      ...used,
      ...used.map((name) => DERIVED_PLACEHOLDERS[name]).filter((id) => id !== undefined),
      // Decides which financing sentence is printed rather than being printed itself.
      'financiacion',
      // The planned signing date: checked at Firmar, never recited as the date of signature (docs/product.md §5.2).
      'dia_firma',
      'mes_firma',
      'año_firma',
    ]);
    expect(type.fields.map((f) => f.id).filter((id) => !printed.has(id))).toEqual([]);
  });

  it('uses every documented party placeholder in at least one template', () => {
    const used = new Set(CONTRACT_TYPES.flatMap((t) => placeholderNames(t.template.content)));
    expect(PARTY_PLACEHOLDERS.filter((name) => !used.has(name))).toEqual([]);
    const fieldIds = new Set(CONTRACT_TYPES.flatMap((t) => t.fields.map((f) => f.id)));
    expect(PARTY_PLACEHOLDERS.filter((name) => fieldIds.has(name))).toEqual([]);
  });

  it.each(CONTRACT_TYPES)('$id has the sections a Spanish contract needs', (type) => {
    const { paragraphs } = render(type);
    const headings = paragraphs.filter((p) => p.kind === 'heading').map((p) => p.text);
    expect(headings).toEqual(['REUNIDOS', 'INTERVIENEN', 'EXPONEN', 'ESTIPULACIONES']);
    const clauses = paragraphs.filter((p) => p.kind === 'clause').map((p) => p.text);
    expect(clauses[0]).toBe('PRIMERA.- OBJETO.');
    expect(clauses.at(-1)).toMatch(/JURISDICCIÓN\.$/);
    const text = paragraphs.map((p) => p.text).join('\n');
    for (const required of ['Juzgados y Tribunales de Barcelona', 'RGPD', 'eIDAS', 'Ley 6/2020']) {
      expect(text).toContain(required);
    }
  });
});

describe('renderContract', () => {
  it.each(CONTRACT_TYPES)('$id leaves no placeholder and no blank with complete data', (type) => {
    for (const buyers of [[ANA], [ANA, ISABEL]]) {
      const { title, body } = render(type, buyers);
      expect(body).not.toMatch(/[{}]/);
      expect(body).not.toContain(BLANK);
      expect(body.startsWith(`${title}\n\n`)).toBe(true);
    }
  });

  it('writes the arras contract under article 1454 with a five-day notarial notice', () => {
    const { body } = render(arras);
    expect(body).toContain('artículo 1454 del Código Civil');
    expect(body).toContain(
      'LA PARTE COMPRADORA designará al Notario de Barcelona ante quien se otorgará la escritura y notificará a LA ' +
        'PARTE VENDEDORA, por escrito y por un medio que deje constancia de su recepción, con una antelación mínima ' +
        'de cinco (5) días hábiles',
    );
    expect(body).toContain('LA PARTE VENDEDORA podrá designar Notario de Barcelona y notificar a LA PARTE COMPRADORA');
    expect(body).not.toContain('La Parte que primero esté en disposición');
    expect(body).toContain('duplicadas');
    expect(body).toContain('como máximo, el día 30 de junio de 2030');
    expect(body).toContain('finca registral número 1234');
  });

  it('prints amounts with thousands dots and their words', () => {
    const { body } = render(arras);
    expect(body).toContain('trescientos cincuenta mil euros (350.000 €)');
    expect(body).toContain('tres mil euros (3.000 €)');
    expect(body).toContain('treinta y dos mil euros (32.000 €)');
  });

  it('says the contract is signed on the date of the last signature, never the planned date', () => {
    const { body, paragraphs } = render(arras);
    expect(paragraphs[0]?.text).toBe(
      'En Barcelona, en la fecha de la última firma electrónica que consta en el registro de evidencias de este ' +
        'contrato (la «fecha de firma»).',
    );
    expect(body).not.toContain('3 de marzo de 2030');
    expect(body).not.toMatch(/desde la firma/);
    expect(body).toContain('en el plazo máximo de tres (3) días hábiles desde la fecha de firma del presente contrato');
    expect(render(arras, [ANA], withData(arras, { importe_reserva: 3000 })).body).toContain(
      'que desde la fecha de firma de este contrato tiene también',
    );
  });

  it('prefers the stored words and computes them only when missing', () => {
    const data = { ...fullData(reservaNoCondicionada), importe_reserva: '3.000', importe_reserva_letras: 'tres mil' };
    expect(render(reservaNoCondicionada, [ANA], data).body).toContain('la cantidad de tres mil (3.000 €)');
  });

  it('uses singular wording for one buyer', () => {
    const { body } = render(arras, [ANA]);
    expect(body).toContain('Por su parte, LA PARTE COMPRADORA interviene en su propio nombre');
    expect(body).toContain('LA PARTE COMPRADORA, interesada en su adquisición, manifiesta haberlo visitado');
    expect(body).toContain('LA PARTE COMPRADORA se obliga a tramitar');
    expect(body).toContain('Por LA PARTE COMPRADORA: Ana García López.');
    expect(body).not.toMatch(/integran|manifiestan|intervienen|se obligan/);
  });

  it('uses plural wording and lists every buyer in buyer_order for two buyers', () => {
    const { body } = render(reservaCondicionada, [ISABEL, ANA]);
    expect(body).toContain('las personas que integran LA PARTE COMPRADORA intervienen en su propio nombre');
    expect(body).toContain('las personas que integran LA PARTE COMPRADORA, interesadas en su adquisición, manifiestan');
    expect(body).toContain('las personas que integran LA PARTE COMPRADORA se obligan a realizar');
    expect(body).toContain(
      'Ana García López, mayor de edad, con DNI/NIE 12345678Z, con domicilio en Calle Mayor 1, ' +
        '08001 Barcelona y correo electrónico ana@example.com; y Isabel Ruiz Soler, mayor de edad, ' +
        'con DNI/NIE X1234567L',
    );
    expect(body).toContain('Por LA PARTE COMPRADORA: Ana García López e Isabel Ruiz Soler.');
  });

  it('prints the seller details from the company content', () => {
    const { body } = render(reservaNoCondicionada);
    expect(body).toContain('Casa Nova Reformas S.L., con NIF B12345674 y domicilio social en Carrer de Balmes 1');
    expect(body).toContain(
      'representada en este acto por Marta Soler Puig, mayor de edad, con DNI/NIE 87654321X, en su condición de ' +
        'administrador único',
    );
    expect(body).toContain(
      'Marta Soler Puig, en nombre y representación de Casa Nova Reformas S.L., en su condición de administrador ' +
        'único, en virtud de escritura autorizada por el notario de Barcelona Joan Vidal el 3 de marzo de 2020',
    );
    expect(body).not.toContain('D./Dña.');
    expect(body).toContain('IBAN ES91 2100 0418 4502 0005 1332, abierta en CaixaBank');
    expect(body).not.toContain('Registro Mercantil');
  });

  it('names the Registro Mercantil entry of the seller once it is filled in', () => {
    const company = {
      ...COMPANY,
      mercantile_registry: 'Barcelona',
      mercantile_volume: '45678',
      mercantile_folio: '123',
      mercantile_sheet: 'B-456789',
      mercantile_entry: '1.ª',
    };
    const { body } = render(arras, ONE, fullData(arras), company);
    expect(body).toContain(
      'domicilio social en Carrer de Balmes 1, 08007 Barcelona, inscrita en el Registro Mercantil de Barcelona, ' +
        'tomo 45678, folio 123, hoja B-456789, inscripción 1.ª, representada en este acto',
    );
  });

  it('shows a blank line for anything missing, never the raw placeholder', () => {
    const { body, paragraphs } = renderContract({ type: arras, data: {}, buyers: [], company: {} });
    expect(body).not.toMatch(/[{}]/);
    expect(body).toContain(`IBAN ${BLANK}`);
    expect(body).toContain(`identificado con la referencia ${BLANK}`);
    // Defaults of the site content still apply.
    expect(body).toContain('Casa Nova Reformas S.L.');
    expect(paragraphs.length).toBeGreaterThan(40);
  });

  it('prints typed values literally, on one line, without expanding braces', () => {
    const data = { ...fullData(reservaCondicionada), condicion_suspensiva: 'que {vendedor_cif}\n\nse cumpla' };
    const { body } = render(reservaCondicionada, [ANA], data);
    expect(body).toContain('condición suspensiva: que {vendedor_cif} se cumpla.');
  });

  it('classifies paragraphs from the template, not from the data', () => {
    const data = { ...fullData(arras), direccion_inmueble: 'REUNIDOS' };
    const headings = render(arras, [ANA], data).paragraphs.filter((p) => p.kind === 'heading');
    expect(headings).toHaveLength(4);
  });

  it('is deterministic: same input, same body', () => {
    const data = normalizeContractData(arras, fullData(arras));
    const first = render(arras, [ANA, ISABEL], data);
    const second = render(arras, [ANA, ISABEL], structuredClone(data));
    expect(second).toEqual(first);
  });
});

// The lawyer's review of the three texts (docs/product.md §5.2, docs/decisions/005-contract-law-catalonia.md).
describe('corrected wording, for every type with one and with two buyers', () => {
  it.each(EVERY_TYPE_AND_BUYERS)(
    '$id, $count: penitential arras under art. 621-8 CCCat and art. 1454 CC',
    ({ type, buyers }) => {
      const { body } = render(type, buyers);
      expect(body).toContain(
        'el carácter de arras penitenciales, y no confirmatorias, conforme al artículo 621-8 del Código civil de ' +
          'Cataluña y al artículo 1454 del Código Civil.',
      );
      expect(body).toContain(
        'presume que las arras son confirmatorias salvo pacto en contrario, y excluyen expresamente esa presunción',
      );
      expect(body).not.toMatch(/621-8\.\d/);
    },
  );

  it.each(EVERY_TYPE_AND_BUYERS)('$id, $count: without financing, no art. 621-49 exception', ({ type, buyers }) => {
    const { body } = render(type, buyers, withData(type, { financiacion: 'no' }));
    expect(body).not.toContain('621-49');
    expect(body).not.toContain('CaixaBank, S.A.');
    if (type.id === 'reserva_condicionada') {
      // The financing is the condition itself: refused, the reservation is returned in full.
      expect(body).toContain('devolverá íntegramente a LA PARTE COMPRADORA la cantidad entregada');
      return;
    }
    expect(body).toContain(
      'El pago del precio no depende de la obtención de financiación: LA PARTE COMPRADORA declara disponer de los ' +
        'fondos necesarios',
    );
  });

  it.each(EVERY_TYPE_AND_BUYERS.filter(({ id }) => id !== 'reserva_condicionada'))(
    '$id, $count: with financing, the lender, the loan and the day a refusal must be proven by',
    ({ type, buyers }) => {
      const { body } = render(type, buyers, withData(type, { financiacion: 'sí' }));
      expect(body).toContain(
        'LA PARTE COMPRADORA tiene previsto pagar parte del precio con un préstamo de CaixaBank, S.A. por importe de ' +
          'doscientos cincuenta mil euros (250.000 €).',
      );
      expect(body).toContain(
        'acredite la denegación mediante comunicación escrita de la entidad remitida a LA PARTE VENDEDORA como máximo el día 15 de junio de 2030',
      );
      expect(body).toContain(
        'salvo que su desistimiento esté justificado conforme al artículo 621-49 del Código civil de Cataluña por ' +
          'haberle denegado CaixaBank, S.A. la financiación prevista en este contrato',
      );
      expect(body).not.toContain('no depende de la obtención de financiación');
    },
  );

  it.each(EVERY_TYPE_AND_BUYERS)('$id, $count: the remaining price is quantified', ({ type, buyers }) => {
    const { body } = render(type, buyers);
    // 350.000 − 3.000 of reservation − 32.000 of arras.
    expect(body).toContain('trescientos quince mil euros (315.000 €)');
  });

  it.each(EVERY_TYPE_AND_BUYERS)(
    '$id, $count: the price says whether taxes are included, as the costs clause does',
    ({ type, buyers }) => {
      const itp = render(type, buyers, withData(type, { regimen_fiscal: TAX_REGIMES.itp })).body;
      expect(itp).toContain(
        'Por tratarse de una segunda transmisión, dicho precio no incluye el Impuesto sobre Transmisiones Patrimoniales Onerosas',
      );
      expect(itp).toContain(
        'los de inscripción en el Registro de la Propiedad, el Impuesto sobre Transmisiones Patrimoniales Onerosas que grava la transmisión',
      );
      expect(itp).not.toContain('Valor Añadido');

      const iva = render(type, buyers, withData(type, { regimen_fiscal: TAX_REGIMES.iva })).body;
      expect(iva).toContain(
        'sujeta al Impuesto sobre el Valor Añadido al tipo del 10 %, que se entiende incluido en dicho precio',
      );
      expect(iva).toContain(
        'el Impuesto sobre Actos Jurídicos Documentados que grava la escritura pública (el Impuesto sobre el Valor Añadido está incluido en el precio)',
      );
      expect(iva).not.toContain('Transmisiones Patrimoniales');
    },
  );

  it.each(EVERY_TYPE_AND_BUYERS)('$id, $count: the documents handed over at the deed', ({ type, buyers }) => {
    expect(render(type, buyers).body).toContain(
      'LA PARTE VENDEDORA entregará a LA PARTE COMPRADORA la cédula de habitabilidad vigente, el certificado de ' +
        'eficiencia energética registrado',
    );
    expect(render(type, buyers).body).toContain(
      'el informe de la inspección técnica del edificio (ITE) con su certificado de aptitud',
    );
  });

  it.each(EVERY_TYPE_AND_BUYERS)('$id, $count: grammar, defined term and how the seller signs', ({ type, buyers }) => {
    const { body } = render(type, buyers);
    expect(body).toContain('a la cuenta de titularidad de LA PARTE VENDEDORA');
    expect(body).not.toContain('cuenta titularidad');
    expect(body).toContain('LA PARTE VENDEDORA firma por medio de su representante, Marta Soler Puig');
    expect(body).not.toContain('D./Dña.');
    // The defined term, never "el comprador" or "los compradores".
    expect(body).not.toMatch(/\bcompradore?s?\b/);
    expect(body).not.toContain('se fijará el importe');
    expect(body).not.toContain('cero euros');
  });

  it.each(CONTRACT_TYPES)('$id with one buyer: singular wording in every clause', (type) => {
    const { body } = render(type, ONE);
    expect(body).toContain('Por su parte, LA PARTE COMPRADORA interviene en su propio nombre y derecho.');
    expect(body).toContain('LA PARTE COMPRADORA, interesada en su adquisición, manifiesta haberlo visitado');
    expect(body).toContain('LA PARTE COMPRADORA firmará mediante su firma manuscrita digitalizada');
    expect(body).toMatch(/\.- CESIÓN DEL CONTRATO\.\n\nLA PARTE COMPRADORA no podrá ceder/);
    expect(body).not.toMatch(
      /integran|integrantes|intervienen|manifiestan|compradores se obligan|solidariamente|PLURALIDAD|varias personas/,
    );
  });

  it.each(CONTRACT_TYPES)('$id with two buyers: joint liability of the members of LA PARTE COMPRADORA', (type) => {
    const { body } = render(type, TWO);
    expect(body).toContain('.- PLURALIDAD DE COMPRADORES Y CESIÓN.');
    expect(body).toContain(
      'LA PARTE COMPRADORA está integrada por varias personas: sus integrantes responderán solidariamente de las ' +
        'obligaciones derivadas del presente contrato y adquirirán el Inmueble por partes iguales y en proindiviso',
    );
    expect(body).toContain(
      'Por su parte, las personas que integran LA PARTE COMPRADORA intervienen en su propio nombre',
    );
    expect(body).toContain('Cada una de las personas que integran LA PARTE COMPRADORA firmará mediante su firma');
  });
});

describe('optional sentences of the arras contract', () => {
  it.each([{ buyers: ONE }, { buyers: TWO }])('leave out the CRU sentence when there is no CRU (%#)', ({ buyers }) => {
    const { body } = render(arras, buyers, withData(arras, { numero_cru: '' }));
    expect(body).toContain('finca registral número 1234, inscripción 3.ª.');
    expect(body).not.toContain('CRU');
    expect(body).not.toContain('Código Registral Único');
    expect(body).not.toContain(BLANK);
    expect(render(arras, buyers).body).toContain('inscripción 3.ª, con Código Registral Único (CRU) 08123000123456.');
  });

  it.each([{ buyers: ONE }, { buyers: TWO }])(
    'leave out the earlier reservation when none was paid, never "cero euros" (%#)',
    ({ buyers }) => {
      const { body, paragraphs } = render(arras, buyers, withData(arras, { importe_reserva: 0 }));
      expect(body).not.toContain('cero euros');
      expect(body).not.toContain('en concepto de reserva');
      expect(body).not.toMatch(/^IV\.- /m);
      expect(body).toContain('la cantidad entregada en concepto de arras tiene el carácter de arras penitenciales');
      // The payment list is lettered again: the arras become a), the rest of the price b).
      const list = paragraphs.map((p) => p.text).filter((text) => /^[a-c]\) La cantidad|^[a-c]\) El resto/.test(text));
      expect(list.map((text) => text.slice(0, 2))).toEqual(['a)', 'b)']);
      expect(list[0]).toContain('treinta y dos mil euros (32.000 €)');
    },
  );

  it('states the earlier reservation when there was one', () => {
    const { body } = render(arras, ONE);
    expect(body).toContain('IV.- Que con anterioridad a este acto LA PARTE COMPRADORA entregó a LA PARTE VENDEDORA');
    expect(body).toContain(
      'a) La cantidad de tres mil euros (3.000 €), entregada con anterioridad en concepto de reserva',
    );
    expect(body).toContain('c) El resto del precio, esto es, trescientos quince mil euros (315.000 €), que se abonará');
    expect(body).toContain(
      'las cantidades entregadas en concepto de reserva (3.000 €) y de arras (32.000 €) tienen el carácter',
    );
  });
});

describe('the arras amount of a reservation', () => {
  it.each([reservaNoCondicionada, reservaCondicionada])('$id fixes it for the later arras contract', (type) => {
    expect(render(type, ONE).body).toContain(
      'En dicho contrato se mantendrán el precio y las demás condiciones esenciales aquí pactadas, LA PARTE COMPRADORA ' +
        'entregará en concepto de arras penitenciales, conforme al artículo 621-8 del Código civil de Cataluña y al ' +
        'artículo 1454 del Código Civil, la cantidad de treinta y dos mil euros (32.000 €) a cuenta del precio, y se ' +
        'hará constar la deducción',
    );
  });

  it.each([reservaNoCondicionada, reservaCondicionada])(
    '$id leaves the sentence out when no amount is given',
    (type) => {
      const { body } = render(type, ONE, withData(type, { importe_arras: '' }));
      expect(body).toContain(
        'aquí pactadas y se hará constar la deducción de la cantidad entregada en concepto de reserva.',
      );
      expect(body).not.toContain('entregará en concepto de arras penitenciales');
      expect(body).not.toContain(BLANK);
    },
  );
});

describe('the conditional reservation when the buyer withdraws before the condition', () => {
  it.each([{ buyers: ONE }, { buyers: TWO }])(
    'treats it as a withdrawal, and a failed condition as a full refund (%#)',
    ({ buyers }) => {
      const { body } = render(reservaCondicionada, buyers);
      expect(body).toContain(
        'Si, pendiente la condición, LA PARTE COMPRADORA desistiera de la adquisición por cualquier causa distinta de su ' +
          'incumplimiento, su desistimiento tendrá las consecuencias previstas en la estipulación sobre desistimiento e ' +
          'incumplimiento',
      );
      expect(body).toContain(
        'Salvo en el caso de incumplimiento de la condición suspensiva previsto en la estipulación sobre devolución de la reserva, si LA PARTE COMPRADORA desistiera',
      );
      expect(body).not.toContain('Cumplida la condición suspensiva o renunciada esta');
    },
  );
});
