import { describe, expect, it } from 'vitest';

import { imageLabel } from './image-labels';

describe('imageLabel', () => {
  it.each([
    ['Salón con balcón', 'living'],
    ['Cuina office', 'kitchen'],
    ['Habitació principal', 'bedroom'],
    ['Dormitorios', 'bedroom'],
    ['Second bathroom', 'bathroom'],
    ['Terrassa amb vistes', 'terrace'],
    ['Plano de la vivienda', 'plan'],
  ])('%s → %s', (caption, label) => {
    expect(imageLabel(caption)).toBe(label);
  });

  it('labels nothing it does not recognise, nor a room inside another word', () => {
    expect(imageLabel('Detalle de la carpintería')).toBeNull();
    expect(imageLabel('Salones')).toBeNull();
    expect(imageLabel(null)).toBeNull();
  });
});
