import { describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';

import {
  formValuesFromProperty,
  newPropertyValues,
  PUBLICATION_DATE_REQUIRED,
  toPropertyBody,
  validatePropertyForm,
  type PropertyFormValues,
} from './property-form-model';

const filled = (overrides: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  ...newPropertyValues('2026-03-15'),
  title: 'Piso en Gràcia',
  description: 'Reformado',
  address: 'Carrer Gran de Gràcia 1',
  neighborhood: 'Gràcia',
  ...overrides,
});

describe('newPropertyValues', () => {
  it('uses the defaults of docs/product.md §9', () => {
    const values = newPropertyValues('2026-03-15');
    expect(values).toMatchObject({
      property_type: 'piso',
      status: 'reformando',
      bedrooms: '1',
      bathrooms: '1',
      size_m2: '50',
    });
  });
});

describe('toPropertyBody', () => {
  it('maps the publication date to start_date and leaves out publication_date', () => {
    const body = toPropertyBody(filled(), 4);
    expect(body.start_date).toBe('2026-03-15T00:00:00.000Z');
    expect(body).not.toHaveProperty('publication_date');
    expect(body.sale_date).toBeNull();
    expect(body.order).toBe(4);
    expect(body.bedrooms).toBe(1);
    expect(body.size_m2).toBe(50);
  });

  it('sends the Catalan and English texts trimmed, and null for an empty one (Spanish shown)', () => {
    const body = toPropertyBody(filled({ title_en: '  Flat in Gràcia ', description_ca: '   ' }), 1);
    expect(body).toMatchObject({
      title_ca: null,
      title_en: 'Flat in Gràcia',
      description_ca: null,
      description_en: null,
    });
    expect(validatePropertyForm(filled({ title_en: 'x'.repeat(201) }))).toEqual({
      title_en: 'Título en inglés no puede superar los 200 caracteres',
    });
  });

  it('uses now when the publication date is empty', () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    expect(toPropertyBody(filled({ publication_date: '' }), 1, now).start_date).toBe(now.toISOString());
  });

  it('sends the sale date as completion_date only for a sold property', () => {
    expect(toPropertyBody(filled({ status: 'vendiendo', sale_date: '2026-06-01' }), 1).completion_date).toBeNull();
    expect(toPropertyBody(filled({ status: 'vendido', sale_date: '2026-06-01' }), 1).completion_date).toBe(
      '2026-06-01T00:00:00.000Z',
    );
    expect(toPropertyBody(filled({ status: 'vendido', sale_date: '' }), 1).completion_date).toBeNull();
  });

  it('numbers images from 1 in grid order, keeps ids, and turns blanks into null', () => {
    const body = toPropertyBody(
      filled({
        images: [
          {
            key: 'a',
            url: '/media/b',
            caption: ' ',
            caption_ca: '',
            caption_en: ' ',
            is_before: false,
            is_after: true,
          },
          {
            key: 'b',
            id: 7,
            url: '/media/a',
            caption: 'Salón',
            caption_ca: 'Sala',
            caption_en: 'Living room',
            is_before: true,
            is_after: false,
          },
        ],
        videos: [
          { key: 'v', youtube_url: ' https://youtu.be/dQw4w9WgXcQ ', title: '', title_ca: '', title_en: 'Tour' },
        ],
        price: '',
        energy_rating: '',
      }),
      1,
    );
    expect(body.images).toEqual([
      {
        url: '/media/b',
        caption: null,
        caption_ca: null,
        caption_en: null,
        is_before: false,
        is_after: true,
        order: 1,
      },
      {
        id: 7,
        url: '/media/a',
        caption: 'Salón',
        caption_ca: 'Sala',
        caption_en: 'Living room',
        is_before: true,
        is_after: false,
        order: 2,
      },
    ]);
    expect(body.videos).toEqual([
      { youtube_url: 'https://youtu.be/dQw4w9WgXcQ', title: null, title_ca: null, title_en: 'Tour' },
    ]);
    expect(body.price).toBeNull();
    expect(body.energy_rating).toBeNull();
  });
});

describe('validatePropertyForm', () => {
  it('accepts a complete form', () => {
    expect(validatePropertyForm(filled())).toEqual({});
  });

  it('reports each required field and the minimum of 1', () => {
    const errors = validatePropertyForm(
      filled({
        title: ' ',
        neighborhood: '',
        address: '',
        description: '',
        publication_date: '',
        bedrooms: '0',
        bathrooms: '',
        size_m2: '0',
      }),
    );
    expect(errors).toMatchObject({
      title: 'Título es obligatorio',
      neighborhood: 'Barrio es obligatorio',
      address: 'Dirección es obligatorio',
      description: 'Descripción es obligatorio',
      publication_date: PUBLICATION_DATE_REQUIRED,
      bedrooms: 'Habitaciones debe ser al menos 1',
      bathrooms: 'Baños es obligatorio',
      size_m2: 'Superficie debe ser al menos 1',
    });
  });
});

describe('formValuesFromProperty', () => {
  it('turns stored timestamps into Madrid calendar days and sorts images', () => {
    const property = {
      id: 3,
      title: 'Ático',
      description: 'd',
      address: 'a',
      neighborhood: 'n',
      property_type: 'atico',
      status: 'vendido',
      bedrooms: 2,
      bathrooms: 1,
      size_m2: 80,
      images: [
        {
          id: 2,
          url: '/media/2',
          width: 1,
          height: 1,
          variants: [],
          caption: null,
          is_before: false,
          is_after: false,
          order: 2,
        },
        {
          id: 1,
          url: '/media/1',
          width: 1,
          height: 1,
          variants: [],
          caption: 'x',
          is_before: true,
          is_after: false,
          order: 1,
        },
      ],
      videos: [],
      order: 1,
      start_date: '2026-01-31T23:30:00.000Z',
      completion_date: null,
      energy_rating: 'B',
      energy_consumption: 40,
      energy_emissions: null,
      price: 250000,
    } as unknown as PropertyDto;
    const values = formValuesFromProperty(property);
    expect(values.publication_date).toBe('2026-02-01');
    expect(values.sale_date).toBe('');
    expect(values.images.map((i) => i.id)).toEqual([1, 2]);
    expect(values.price).toBe('250000');
    expect(values.energy_emissions).toBe('');
  });
});
