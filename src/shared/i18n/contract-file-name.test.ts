import { describe, expect, it } from 'vitest';

import { attachmentFileName, contractPdfFileName } from './contract-file-name';

describe("file names in the reader's language", () => {
  it('names the contract PDF in each language', () => {
    expect(contractPdfFileName('1a2b3c4d-0000', 'es')).toBe('contrato-1a2b3c4d.pdf');
    expect(contractPdfFileName('1a2b3c4d-0000', 'ca')).toBe('contracte-1a2b3c4d.pdf');
    expect(contractPdfFileName('1a2b3c4d-0000', 'en')).toBe('contract-1a2b3c4d.pdf');
  });

  it("renames a property's sheet and plan for a reader of another language, and leaves other files alone", () => {
    expect(attachmentFileName('ficha-12-piso-luminoso-en-gracia.pdf', 'en')).toBe('information-sheet-12.pdf');
    expect(attachmentFileName('plano-12-piso-luminoso-en-gracia.pdf', 'ca')).toBe('planol-12.pdf');
    expect(attachmentFileName('ficha-12-piso-luminoso-en-gracia.pdf', 'es')).toBe(
      'ficha-12-piso-luminoso-en-gracia.pdf',
    );
    expect(attachmentFileName('nota-simple.pdf', 'en')).toBe('nota-simple.pdf');
  });
});
