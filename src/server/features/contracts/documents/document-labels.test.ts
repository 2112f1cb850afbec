import { describe, expect, it } from 'vitest';

import { documentLabels } from './document-labels';

describe('documentLabels', () => {
  it('writes the company a Catalan document signs for with the apostrophe its name asks for', () => {
    expect(documentLabels('ca').onBehalfOf('Habitatges Nous S.L.')).toBe('En nom d’Habitatges Nous S.L.');
    expect(documentLabels('ca').onBehalfOf('Casa Nova Reformas S.L.')).toBe('En nom de Casa Nova Reformas S.L.');
    expect(documentLabels('es').onBehalfOf('Habitatges Nous S.L.')).toBe('En nombre de Habitatges Nous S.L.');
  });
});
