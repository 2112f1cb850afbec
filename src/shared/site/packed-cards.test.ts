import { describe, expect, it } from 'vitest';

import type { PropertyCardDto } from '#shared/api/api-types.ts';

import { packCards, unpackCards } from './packed-cards';

const variant = (width: number, id: string) => ({ width, height: (width * 2) / 3, url: `/media/${id}` });

const card = (id: number, cover: PropertyCardDto['cover']): PropertyCardDto => ({
  reserved: false,
  id,
  slug: 'piso-en-gracia',
  title: 'Piso en Gràcia',
  neighborhood: 'Gràcia',
  property_type: 'piso',
  status: 'vendiendo',
  bedrooms: 3,
  bathrooms: 2,
  size_m2: 92,
  size_m2_kind: 'built',
  price: null,
  energy_rating: 'B',
  cover,
  image_count: cover ? 5 : 0,
  video_count: 1,
});

// What the browser gets: the JSON of the packed cards.
const roundTrip = (cards: PropertyCardDto[]) => unpackCards(JSON.parse(JSON.stringify(packCards(cards))));

describe('packed cards', () => {
  it('unpack into the cards the server drew, and weigh less', () => {
    const stored = [variant(480, '4a7195b4-b46e'), variant(960, '7511e723-2a1a'), variant(1200, '6592365e-3874')];
    const cards = [
      card(1, { ...stored[2]!, variants: stored, caption: 'Salón "comedor"' }),
      card(2, null),
      // An image that is not its largest variant, and one without variants.
      card(3, { ...variant(800, 'abc'), variants: stored.slice(0, 2), caption: null }),
      card(4, { url: '/media/x', width: 10, height: 10, variants: [], caption: 'x' }),
      // URLs that are not stored images'.
      card(5, { url: 'https://example.com/a.webp', width: 1, height: 1, variants: [variant(1, 'a/b')], caption: '' }),
    ];
    expect(roundTrip(cards)).toEqual(cards);
    expect(JSON.stringify(packCards(cards)).length).toBeLessThan(JSON.stringify(cards).length * 0.6);
  });

  it('keeps as an object an image whose URL would read as an id', () => {
    const cards = [card(1, { url: 'plain', width: 1, height: 1, variants: [], caption: null })];
    expect(packCards(cards)[0]![12]).toEqual(cards[0]!.cover);
    expect(roundTrip(cards)).toEqual(cards);
  });
});
