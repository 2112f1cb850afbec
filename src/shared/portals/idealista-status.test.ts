import { describe, expect, it } from 'vitest';

import { newestStatusFile, readIdealistaStatusFile } from './idealista-status';

describe('readIdealistaStatusFile', () => {
  it('reads each property’s status and its messages', () => {
    const file = JSON.stringify({
      customerCode: 'ilc1234567890123456789012345678901234567890',
      customerProperties: [
        { propertyCode: '12', propertyStatus: 'active', propertyUrl: 'https://www.idealista.com/inmueble/1/' },
        { propertyCode: 13, propertyStatus: 'QUALITY', propertyQualityErrors: ['Faltan fotos', 'Precio anómalo'] },
        { propertyCode: '14', propertyStatus: 'error', propertyErrorMessage: 'featuresAreaConstructed\u0007 required' },
        { propertyCode: '15', propertyStatus: 'archived' },
        'nonsense',
      ],
    });
    expect(readIdealistaStatusFile(`\uFEFF${file}`)).toEqual([
      { code: '12', status: 'active', message: null },
      { code: '13', status: 'quality', message: 'Faltan fotos; Precio anómalo' },
      { code: '14', status: 'error', message: 'featuresAreaConstructed required' },
    ]);
  });

  it('is null for a file that is no status file', () => {
    expect(readIdealistaStatusFile('<html>')).toBeNull();
    expect(readIdealistaStatusFile('{"customerCode": "x"}')).toBeNull();
  });
});

describe('newestStatusFile', () => {
  it('takes the latest of the customer’s files by the time in its name', () => {
    const code = 'ilc1234567890123456789012345678901234567890';
    expect(
      newestStatusFile(
        [`${code}_20261128-23:59:59.999.json`, `${code}_20261129-08:00:00.000.json`, 'other.json', `${code}.txt`],
        code,
      ),
    ).toBe(`${code}_20261129-08:00:00.000.json`);
    expect(newestStatusFile([], code)).toBeNull();
  });
});
