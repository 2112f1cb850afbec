import { describe, expect, it } from 'vitest';

import { CONTRACT_TRANSFER_TERM } from '#shared/banking/transfer-deadline.ts';
import { ANA, COMPANY, fullData } from '#shared/test/contract-fixtures.ts';

import { CONTRACT_TYPES, renderContract } from './index';
import { contractTransferTerm } from './transfer-term';

describe('contractTransferTerm', () => {
  it.each(CONTRACT_TYPES.flatMap((type) => (['es', 'ca'] as const).map((language) => [type.id, language] as const)))(
    '%s (%s): reads the templates’ own term, clause and IBAN from the signed text',
    (id, language) => {
      const type = CONTRACT_TYPES.find((t) => t.id === id)!;
      const { body } = renderContract({ type, data: fullData(type), buyers: [ANA], company: COMPANY, language });
      const found = contractTransferTerm(body);
      // The page's deadline and the contract's term are the same rule: three business days.
      expect(found.term).toEqual(CONTRACT_TRANSFER_TERM);
      expect(found.clause).toMatch(language === 'es' ? /^SEGUNDA\.- / : /^SEGON\.- /);
      expect(found.text).toMatch(language === 'es' ? /^mediante transferencia bancaria/ : /^mitjançant transferència/);
      expect(found.text).toContain(language === 'es' ? 'tres (3) días hábiles' : 'tres (3) dies hàbils');
      expect(found.iban?.replace(/\s/g, '')).toBe(COMPANY.bank_iban!.replace(/\s/g, ''));
    },
  );

  it('falls back to the templates’ term for a text that states none', () => {
    expect(contractTransferTerm(null)).toEqual({ term: CONTRACT_TRANSFER_TERM, clause: null, text: null, iban: null });
  });
});
