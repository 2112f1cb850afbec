import { describe, expect, it } from 'vitest';
import { BLANK, CONTRACT_TYPES, PARTY_PLACEHOLDERS, normalizeContractData, renderContract } from './index';
import { placeholderNames } from './template-format';
import { ANA, COMPANY, ISABEL, fullData } from './test-fixtures';
import type { ContractTypeDefinition } from './types';

const [arras, reservaNoCondicionada, reservaCondicionada] = CONTRACT_TYPES as [
  ContractTypeDefinition,
  ContractTypeDefinition,
  ContractTypeDefinition,
];

function render(type: ContractTypeDefinition, buyers = [ANA], data: Record<string, unknown> = fullData(type)) {
  return renderContract({ type, data, buyers, company: COMPANY, contractId: 'c0ffee00-0000-4000-8000-000000000001' });
}

describe('templates', () => {
  it.each(CONTRACT_TYPES)('$id uses only its field ids and the documented party placeholders', (type) => {
    const known = new Set([...type.fields.map((f) => f.id), ...PARTY_PLACEHOLDERS]);
    const used = placeholderNames(type.template.title + type.template.content);
    expect(used.filter((name) => !known.has(name))).toEqual([]);
    // Every field is printed somewhere, otherwise the wizard would ask for data the contract ignores.
    expect(type.fields.map((f) => f.id).filter((id) => !used.includes(id))).toEqual([]);
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
    expect(body).toContain('requerimiento notarial, con una antelación mínima de cinco (5) días hábiles');
    expect(body).toContain('duplicadas');
    expect(body).toContain('como máximo el día 30 de junio de 2025');
    expect(body).toContain('finca registral número 1234');
  });

  it('prints amounts with thousands dots and their words', () => {
    const { body } = render(arras);
    expect(body).toContain('trescientos cincuenta mil euros (350.000 €)');
    expect(body).toContain('tres mil euros (3.000 €)');
    expect(body).toContain('treinta y dos mil euros (32.000 €)');
    expect(body).toContain('En Barcelona, a 3 de marzo de 2025.');
  });

  it('prefers the stored words and computes them only when missing', () => {
    const data = { ...fullData(reservaNoCondicionada), importe_reserva: '3.000', importe_reserva_letras: 'tres mil' };
    expect(render(reservaNoCondicionada, [ANA], data).body).toContain('la cantidad de tres mil (3.000 €)');
  });

  it('uses singular wording for one buyer', () => {
    const { body } = render(arras, [ANA]);
    expect(body).toContain('el comprador interviene en su propio nombre');
    expect(body).toContain('el comprador, interesado en su adquisición, manifiesta haberlo visitado');
    expect(body).toContain('el comprador se obliga a tramitar');
    expect(body).toContain('Por LA PARTE COMPRADORA: Ana García López.');
    expect(body).not.toMatch(/los compradores|manifiestan|intervienen/);
  });

  it('uses plural wording and lists every buyer in buyer_order for two buyers', () => {
    const { body } = render(reservaCondicionada, [ISABEL, ANA]);
    expect(body).toContain('los compradores intervienen en su propio nombre');
    expect(body).toContain('los compradores, interesados en su adquisición, manifiestan haberlo visitado');
    expect(body).toContain('los compradores se obligan a realizar');
    expect(body).toContain(
      'D./Dña. Ana García López, mayor de edad, con DNI/NIE 12345678Z, con domicilio en Calle Mayor 1, ' +
        '08001 Barcelona y correo electrónico ana@example.com; y D./Dña. Isabel Ruiz Soler, mayor de edad, ' +
        'con DNI/NIE X1234567L',
    );
    expect(body).toContain('Por LA PARTE COMPRADORA: Ana García López e Isabel Ruiz Soler.');
  });

  it('prints the seller details from the company content', () => {
    const { body } = render(reservaNoCondicionada);
    expect(body).toContain('Casa Nova Reformas S.L., con NIF B12345674 y domicilio social en Carrer de Balmes 1');
    expect(body).toContain('D./Dña. Marta Soler Puig, mayor de edad, con DNI/NIE 87654321X');
    expect(body).toContain('IBAN ES91 2100 0418 4502 0005 1332, abierta en CaixaBank');
  });

  it('shows a blank line for anything missing, never the raw placeholder', () => {
    const { body, paragraphs } = renderContract({ type: arras, data: {}, buyers: [], company: {} });
    expect(body).not.toMatch(/[{}]/);
    expect(body).toContain(`En Barcelona, a ${BLANK} de ${BLANK} de ${BLANK}.`);
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
