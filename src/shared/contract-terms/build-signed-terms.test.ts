import { describe, expect, it } from 'vitest';

import { CONTRACT_TYPES, getContractType } from '#shared/contract-types/index.ts';
import type { TextLanguage } from '#shared/contract-types/language.ts';
import { renderContract } from '#shared/contract-types/render-contract.ts';
import type { ContractTypeDefinition } from '#shared/contract-types/types.ts';
import { ANA, COMPANY, fullData, ISABEL } from '#shared/test/contract-fixtures.ts';

import { buildSignedTerms } from './build-signed-terms';
import type { FrozenText } from './read-clauses';
import { termDeadline } from './term-dates';

const SIGNER = {
  name: 'Marta Soler Puig',
  dni: '87654321X',
  position: 'administradora única',
  powers: 'escritura de constitución',
  email: 'marta@casanova.example',
  person_id: 2,
  shared_account: false,
};

function textIn(type: ContractTypeDefinition, language: TextLanguage, data = fullData(type)): FrozenText {
  const rendered = renderContract({ type, data, buyers: [ANA, ISABEL], company: COMPANY, language });
  return { language, paragraphs: rendered.paragraphs };
}

function termsOf(type: ContractTypeDefinition, languages: TextLanguage[], data = fullData(type)) {
  return buildSignedTerms({
    type,
    data,
    texts: languages.map((language) => textIn(type, language, data)),
    languages: { binding: languages[0] as 'es' | 'ca', copy: null, courtesy: null },
    signer: SIGNER,
    buyers: [],
    policy: { email_code: false, buyer_file_required: false },
    testMode: true,
    frozenAt: new Date('2030-03-03T10:00:00Z'),
  });
}

describe('signed terms read from the text every party signs', () => {
  for (const type of CONTRACT_TYPES) {
    for (const language of ['es', 'ca'] as const) {
      it(`${type.id} in ${language}: payment, withdrawal, AML and the definition of business days`, () => {
        const terms = termsOf(type, [language, 'en']);
        expect(terms.payment.term).toMatchObject({ days: 3, unit: 'business_days', from: 'signature' });
        expect(terms.payment.term.clause[language]).toMatch(/^SEG(UNDA|ON)\.- /);
        expect(terms.payment.term.clause.en).toMatch(/^2\. /);
        expect(terms.payment.iban).toBe('ES91 2100 0418 4502 0005 1332');
        expect(terms.refunds.seller_withdrawal).toMatchObject({ days: 15, unit: 'calendar_days' });
        expect(terms.refunds.aml_exit).toMatchObject({ days: 15, unit: 'calendar_days', from: 'company_notice' });
        expect(terms.aml_decision).toMatchObject({ days: 30, unit: 'calendar_days', from: 'signature' });
        expect(terms.calendar.business_days_defined).toBe(true);
        expect(terms.price_cents).toBe(35_000_000);
      });
    }
  }

  it('an arras contract after a reservation makes both sums penitential (the clause says so)', () => {
    const terms = termsOf(getContractType('arras_penitenciales')!, ['es']);
    expect(terms.penitential.sums).toEqual([
      { concept: 'reservation', amount_cents: 300_000, delivered: 'before_contract' },
      { concept: 'arras', amount_cents: 3_200_000, delivered: 'by_transfer' },
    ]);
    expect(terms.penitential.clause.es).toBe('TERCERA.- ARRAS PENITENCIALES');
    expect(terms.payment).toMatchObject({ kind: 'arras', amount_cents: 3_200_000 });
  });

  it('the conditional reservation returns the reservation in ten business days from the buyer’s communication', () => {
    const terms = termsOf(getContractType('reserva_condicionada')!, ['ca']);
    expect(terms.refunds.condition_not_met).toMatchObject({
      days: 10,
      unit: 'business_days',
      from: 'buyer_communication_received',
    });
    expect(terms.refunds.condition_not_met?.clause.ca).toMatch(/DEVOLUCIÓ DE LA RESERVA$/);
    expect(terms.refunds.justified_withdrawal).toBeNull();
    expect(terms.penitential.sums).toEqual([
      { concept: 'reservation', amount_cents: 300_000, delivered: 'by_transfer' },
    ]);
  });

  it('with financing, the justified withdrawal (CCCat 621-49) returns what was delivered in fifteen calendar days', () => {
    const type = getContractType('arras_penitenciales')!;
    const terms = termsOf(type, ['es'], { ...fullData(type), financiacion: 'sí' });
    expect(terms.refunds.justified_withdrawal).toMatchObject({ days: 15, unit: 'calendar_days' });
    expect(terms.refunds.justified_withdrawal?.text).toContain('621-49');
    expect(terms.deadlines.fecha_limite_financiacion).toBe('2030-06-15');
  });

  it('a text frozen before the definition of business days: the buyer is told the later date, the company pays by the earlier', () => {
    const terms = { ...termsOf(getContractType('reserva_condicionada')!, ['es']) };
    terms.calendar = { ...terms.calendar, business_days_defined: false };
    const term = terms.refunds.condition_not_met!;
    // Friday 22 May 2026: Whit Monday 25 May is Barcelona's local holiday.
    expect(termDeadline(terms, term, '2026-05-22', 'buyer')).toBe('2026-06-08');
    expect(termDeadline(terms, term, '2026-05-22', 'company')).toBe('2026-06-05');
  });

  it('no date is given for a term that runs into a year without a holiday table', () => {
    const terms = termsOf(getContractType('reserva_condicionada')!, ['es']);
    expect(termDeadline(terms, terms.payment.term, '2026-12-30', 'buyer')).toBeNull();
    expect(termDeadline(terms, terms.refunds.seller_withdrawal!, '2026-12-30', 'buyer')).toBe('2027-01-14');
  });
});
