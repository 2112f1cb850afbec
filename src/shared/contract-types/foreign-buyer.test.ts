import { describe, expect, it } from 'vitest';

import { ANA, COMPANY, fullData } from '#shared/test/contract-fixtures.ts';

import { getContractType } from './index';
import { renderContract } from './render-contract';

// A British buyer without an NIE yet (docs/product.md#foreign-buyers): named by their passport and its country, and
// told in the contract that the deed needs an NIE that takes weeks to obtain.
const JOHN = {
  name: 'John Smith',
  email: 'john@example.co.uk',
  dni: '123456789',
  id_type: 'passport' as const,
  id_country: 'GB',
  nie: null,
  address: '10 Downing Street, London',
  buyer_order: 2,
};

const render = (language: 'es' | 'ca' | 'en', buyers = [ANA, JOHN]) => {
  const type = getContractType('arras_penitenciales')!;
  return renderContract({ type, data: fullData(type), buyers, company: COMPANY, language }).body;
};

describe('a foreign buyer in the contract text', () => {
  it.each([
    [
      'es',
      'John Smith, mayor de edad, con pasaporte de Reino Unido n.º 123456789,',
      'necesitará un número de identidad de extranjero (NIE)',
    ],
    [
      'ca',
      'John Smith, major d’edat, amb passaport de Regne Unit núm. 123456789,',
      'necessitarà un número d’identitat d’estranger (NIE)',
    ],
    [
      'en',
      'John Smith, of full age, holder of passport of United Kingdom no. 123456789,',
      "a foreigner's identity number (NIE) is needed",
    ],
  ] as const)('%s: the passport and the NIE notice', (language, identified, notice) => {
    const body = render(language);
    expect(body).toContain(identified);
    expect(body).toContain(notice);
    expect(body).toContain('John Smith');
  });

  it('with an NIE given, the buyer is named with it and no notice is printed', () => {
    const body = render('es', [{ ...JOHN, nie: 'Y1234567X' }]);
    expect(body).toContain('pasaporte de Reino Unido n.º 123456789 y NIE Y1234567X');
    expect(body).not.toContain('(NIE), cuya obtención');
  });

  it('buyers with a DNI/NIE read as before', () => {
    expect(render('es', [ANA])).toContain('Ana García López, mayor de edad, con DNI/NIE 12345678Z,');
    expect(render('es', [ANA])).not.toContain('cuya obtención puede tardar');
  });
});
