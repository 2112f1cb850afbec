import { describe, expect, it } from 'vitest';

import { hasEnglishMessage, issueMessages } from '#shared/test/schema-issues.ts';

import { isAcceptedImageUrl, propertyInputSchema, propertyOrderSchema } from './property-schema';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const VALID = {
  title: 'Piso reformado en Gràcia',
  description: 'Luminoso, exterior, totalmente reformado.',
  address: 'Carrer de Verdi 10',
  neighborhood: 'Gràcia',
  property_type: 'piso',
  status: 'reformando',
  bedrooms: 2,
  bathrooms: 1,
  size_m2: 65.5,
};

describe('isAcceptedImageUrl', () => {
  it.each([
    PNG,
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/jpg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlh',
    'data:image/webp;base64,UklGRg==',
    '/uploads/properties/1/abc.jpg',
    '/images/placeholder.webp?v=2',
    '/',
  ])('accepts %s', (url) => {
    expect(isAcceptedImageUrl(url)).toBe(true);
  });

  it.each([
    '',
    'uploads/a.jpg',
    '//evil.example/a.jpg',
    '/\\evil.example/a.jpg',
    'https://example.com/a.jpg',
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png,rawdata',
    'data:image/png;base64,not base64!',
    '/uploads/../../etc/passwd',
    '/uploads/..',
    '/a b.jpg',
    'data:image/png;base64,',
  ])('rejects %j', (url) => {
    expect(isAcceptedImageUrl(url)).toBe(false);
  });

  it('accepts a 10 MB photo', () => {
    expect(isAcceptedImageUrl(`data:image/jpeg;base64,${'A'.repeat(14_000_000)}`)).toBe(true);
  });
});

describe('propertyInputSchema', () => {
  it('accepts the minimal property and defaults the lists', () => {
    expect(propertyInputSchema.parse(VALID)).toEqual({ ...VALID, images: [], videos: [] });
  });

  it('accepts a complete property', () => {
    const input = {
      ...VALID,
      images: [
        { url: PNG, caption: 'Salón', is_before: true, is_after: false, order: 0 },
        { id: 7, url: '/uploads/7.jpg', caption: null },
        { id: 'tmp-1', url: '/uploads/8.jpg' },
      ],
      videos: [
        { youtube_url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Visita' },
        { id: 3, youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      ],
      order: 3,
      start_date: '2026-11-22T10:00:00.000Z',
      completion_date: null,
      energy_rating: 'en_tramite',
      energy_consumption: 0,
      energy_emissions: 12.5,
      price: 350000,
    };
    expect(propertyInputSchema.parse(input)).toEqual(input);
  });

  it('trims texts and coerces numeric strings from form inputs', () => {
    const parsed = propertyInputSchema.parse({
      ...VALID,
      title: '  Ático  ',
      bedrooms: '3',
      bathrooms: ' 2 ',
      size_m2: '80.5',
      order: '4',
    });
    expect(parsed).toMatchObject({ title: 'Ático', bedrooms: 3, bathrooms: 2, size_m2: 80.5, order: 4 });
  });

  it('drops the browser-only date fields and other unknown keys', () => {
    const parsed = propertyInputSchema.parse({ ...VALID, publication_date: '2026-01-01', sale_date: null, id: 99 });
    expect(parsed).not.toHaveProperty('publication_date');
    expect(parsed).not.toHaveProperty('sale_date');
    expect(parsed).not.toHaveProperty('id');
  });

  it.each([
    [{ start_date: '' }, { start_date: null }],
    [{ start_date: '2026-11-22' }, { start_date: '2026-11-22' }],
    [{ energy_rating: '' }, { energy_rating: null }],
    [{ price: '' }, { price: null }],
    [{ price: '250000' }, { price: 250000 }],
    [
      { images: null, videos: null },
      { images: [], videos: [] },
    ],
  ])('normalises %j', (override, expected) => {
    expect(propertyInputSchema.parse({ ...VALID, ...override })).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['blank title', { title: '  ' }, ['Título es obligatorio']],
    ['missing description', { description: undefined }, ['Descripción es obligatorio']],
    ['missing address', { address: undefined }, ['Dirección es obligatorio']],
    ['missing neighbourhood', { neighborhood: '' }, ['Barrio es obligatorio']],
    ['long title', { title: 'x'.repeat(201) }, ['Título no puede superar los 200 caracteres']],
    ['unknown type', { property_type: 'chalet' }, ['Tipo de propiedad no válido']],
    ['unknown status', { status: 'reservado' }, ['Estado no válido']],
    ['missing bedrooms', { bedrooms: undefined }, ['Habitaciones es obligatorio']],
    ['zero bedrooms', { bedrooms: 0 }, ['Habitaciones debe ser al menos 1']],
    ['fractional bathrooms', { bathrooms: 1.5 }, ['Baños debe ser un número entero']],
    ['text bathrooms', { bathrooms: 'dos' }, ['Baños debe ser un número']],
    ['empty size', { size_m2: '' }, ['Superficie debe ser un número']],
    ['small size', { size_m2: 0.5 }, ['Superficie debe ser al menos 1']],
    ['huge size', { size_m2: 1e9 }, ['Superficie no puede ser mayor que 1000000']],
    ['order 0', { order: 0 }, ['Orden debe ser al menos 1']],
    ['bad date', { start_date: '22/11/2026' }, ['Fecha de publicación no válida']],
    ['impossible date', { completion_date: '2026-02-30' }, ['Fecha de venta no válida']],
    ['year 0', { start_date: '0000-01-01' }, ['Fecha de publicación: el año debe estar entre 1900 y 2100']],
    [
      'year 1899',
      { start_date: '1899-12-31T23:00:00Z' },
      ['Fecha de publicación: el año debe estar entre 1900 y 2100'],
    ],
    ['year 2101', { completion_date: '2101-01-01' }, ['Fecha de venta: el año debe estar entre 1900 y 2100']],
    ['bad rating', { energy_rating: 'H' }, ['Calificación energética no válida']],
    ['negative price', { price: -1 }, ['Precio debe ser al menos 0']],
    ['negative emissions', { energy_emissions: -0.1 }, ['Emisiones debe ser al menos 0']],
    ['bad video', { videos: [{ youtube_url: 'https://vimeo.com/1' }] }, ['Enlace de YouTube no válido']],
    ['empty video', { videos: [{ youtube_url: '' }] }, ['Enlace de YouTube no válido']],
    ['remote image', { images: [{ url: 'https://example.com/a.jpg' }] }, ['La imagen no es válida']],
    ['image without url', { images: [{ caption: 'x' }] }, ['La imagen no es válida']],
    ['images not a list', { images: 'x' }, ['Lista de imágenes no válida']],
    [
      'too many videos',
      { videos: Array(51).fill({ youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }) },
      ['No puede haber más de 50 vídeos'],
    ],
  ])('%s', (_case, override, messages) => {
    expect(issueMessages(propertyInputSchema.safeParse({ ...VALID, ...override }))).toEqual(messages);
  });

  it('reports all four missing texts, in form order', () => {
    const result = propertyInputSchema.safeParse({
      ...VALID,
      title: '',
      description: '',
      address: '',
      neighborhood: '',
    });
    expect(issueMessages(result)).toEqual([
      'Título es obligatorio',
      'Descripción es obligatorio',
      'Dirección es obligatorio',
      'Barrio es obligatorio',
    ]);
  });

  it.each([
    null,
    [],
    {},
    {
      ...VALID,
      images: [{ id: true, url: 1, caption: 2, is_before: 'yes', is_after: 0, order: 'x' }],
      videos: [{ youtube_url: 1, title: 2 }, 'x'],
      order: 'x',
      start_date: 5,
      energy_consumption: 'x',
      bedrooms: Number.POSITIVE_INFINITY,
    },
  ])('answers %j in Spanish', (body) => {
    const result = propertyInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(hasEnglishMessage(result)).toBe(false);
  });
});

describe('propertyOrderSchema', () => {
  it('accepts ids as numbers or numeric strings', () => {
    expect(
      propertyOrderSchema.parse({
        properties: [
          { property_id: 5, order: 1 },
          { property_id: '3', order: '2' },
        ],
      }),
    ).toEqual({
      properties: [
        { property_id: 5, order: 1 },
        { property_id: 3, order: 2 },
      ],
    });
  });

  it.each<[string, unknown, string[]]>([
    ['empty list', { properties: [] }, ['No hay propiedades que ordenar']],
    ['missing list', {}, ['Orden de propiedades no válido']],
    ['order 0', { properties: [{ property_id: 1, order: 0 }] }, ['El orden debe ser al menos 1']],
    ['bad id', { properties: [{ property_id: 'abc', order: 1 }] }, ['La propiedad debe ser un número']],
    [
      'repeated id',
      {
        properties: [
          { property_id: 1, order: 1 },
          { property_id: 1, order: 2 },
        ],
      },
      ['Una propiedad aparece más de una vez'],
    ],
  ])('%s', (_case, body, messages) => {
    expect(issueMessages(propertyOrderSchema.safeParse(body))).toEqual(messages);
  });
});
