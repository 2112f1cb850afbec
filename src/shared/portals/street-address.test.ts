import { describe, expect, it } from 'vitest';

import { floorCodes, splitStreetAddress } from './street-address';

describe('splitStreetAddress', () => {
  it.each([
    ['Carrer de Verdi 12, 3.º 1.ª', { street: 'Carrer de Verdi', number: '12', postalCode: null }],
    ['C/ Mallorca, 250, 2º 1ª', { street: 'C/ Mallorca', number: '250', postalCode: null }],
    ['Passeig de Gràcia 43B, 08007 Barcelona', { street: 'Passeig de Gràcia', number: '43B', postalCode: '08007' }],
    ['Plaça del Sol', { street: 'Plaça del Sol', number: null, postalCode: null }],
    ['Carrer de Sants, s/n', { street: 'Carrer de Sants', number: 's/n', postalCode: null }],
  ])('%s', (address, expected) => {
    expect(splitStreetAddress(address)).toEqual(expected);
  });
});

describe('floorCodes', () => {
  it.each([
    ['3.º 1.ª', 'piso', { idealista: '3', fotocasa: 8 }],
    ['Bajos', 'piso', { idealista: 'bj', fotocasa: 3 }],
    ['Entresuelo', 'piso', { idealista: 'en', fotocasa: 4 }],
    ['12', 'piso', { idealista: '12', fotocasa: 16 }],
    ['Ático', 'atico', { idealista: null, fotocasa: 22 }],
    ['Principal', 'piso', { idealista: null, fotocasa: null }],
    [null, 'casa', { idealista: null, fotocasa: null }],
  ])('%s (%s)', (floor, type, expected) => {
    expect(floorCodes(floor, type)).toEqual(expected);
  });
});
