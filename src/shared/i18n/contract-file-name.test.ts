import { describe, expect, it } from 'vitest';

import { attachmentFileName, contractPdfFileName } from './contract-file-name';

describe("file names in the reader's language", () => {
  it('names the contract PDF in each language', () => {
    expect(contractPdfFileName('1a2b3c4d-0000', 'es')).toBe('contrato-1a2b3c4d.pdf');
    expect(contractPdfFileName('1a2b3c4d-0000', 'ca')).toBe('contracte-1a2b3c4d.pdf');
    expect(contractPdfFileName('1a2b3c4d-0000', 'en')).toBe('contract-1a2b3c4d.pdf');
  });

  it('never gives a sheet a name in a language it is not written in; renames only the floor plan', () => {
    // The Catalan sheet stays «fitxa» for an English reader: they get their own English sheet beside it.
    expect(attachmentFileName('fitxa-2-pis-a-gracia.pdf', 'en')).toBe('fitxa-2-pis-a-gracia.pdf');
    expect(attachmentFileName('ficha-12-piso-luminoso-en-gracia.pdf', 'en')).toBe(
      'ficha-12-piso-luminoso-en-gracia.pdf',
    );
    expect(attachmentFileName('plano-12-piso-luminoso-en-gracia.pdf', 'ca')).toBe('planol-12.pdf');
    expect(attachmentFileName('ficha-12-piso-luminoso-en-gracia.pdf', 'es')).toBe(
      'ficha-12-piso-luminoso-en-gracia.pdf',
    );
    expect(attachmentFileName('nota-simple.pdf', 'en')).toBe('nota-simple.pdf');
  });
});
