import { describe, expect, it } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { withContentDefaults } from '#shared/site/content.ts';
import { NO_PROPERTY_DETAILS } from '#shared/site/property-details.ts';
import { absoluteUrl } from '#server/lib/html/absolute-url.ts';

import { summarize } from './absolute-url';
import { propertyJsonLd } from './json-ld';
import { homeMeta, legalMeta, notFoundMeta, propertyMeta } from './pages';
import { buildSeoHead } from './seo-head';
import { buildRobots, buildSitemap } from './sitemap';

const PUBLIC_URL = 'https://casanova.example';
const content = withContentDefaults({ legal_name: 'Casa Nova Reformas S.L.' });

const property: PropertyDto = {
  ...NO_PROPERTY_DETAILS,
  reserved: false,
  id: 12,
  slug: 'piso-reformado-en-gracia',
  slug_ca: 'piso-reformado-en-gracia',
  slug_en: 'piso-reformado-en-gracia',
  title: 'Piso reformado en Gràcia',
  description: 'Luminoso piso exterior <con balcón> & "vistas". '.repeat(8),
  title_ca: null,
  title_en: null,
  description_ca: null,
  description_en: null,
  address: 'Carrer de Verdi, 48',
  neighborhood: 'Gràcia',
  property_type: 'piso',
  status: 'vendiendo',
  bedrooms: 3,
  bathrooms: 2,
  size_m2: 92,
  images: [
    {
      id: 1,
      url: '/media/big',
      width: 1600,
      height: 1067,
      variants: [
        { width: 480, height: 320, url: '/media/small' },
        { width: 960, height: 640, url: '/media/medium' },
        { width: 1600, height: 1067, url: '/media/big' },
      ],
      caption: 'Salón',
      caption_ca: null,
      caption_en: null,
      is_before: false,
      is_after: false,
      order: 1,
    },
  ],
  videos: [],
  order: 1,
  start_date: '2026-01-10T10:00:00.000Z',
  completion_date: null,
  energy_rating: 'B',
  energy_consumption: 38,
  energy_emissions: 7,
  price: 465000,
  created_at: '2026-01-10T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
};

describe('absoluteUrl and summarize', () => {
  it('prefixes site paths with PUBLIC_URL and leaves absolute URLs alone', () => {
    expect(absoluteUrl(PUBLIC_URL, '/media/x')).toBe('https://casanova.example/media/x');
    expect(absoluteUrl(`${PUBLIC_URL}/`, 'cookies')).toBe('https://casanova.example/cookies');
    expect(absoluteUrl(PUBLIC_URL, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const text = summarize('palabra '.repeat(40), 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('palabra…')).toBe(true);
    expect(summarize('  corto \n texto ')).toBe('corto texto');
  });
});

describe('buildSeoHead', () => {
  it('writes title, description, canonical, Open Graph and Twitter tags with absolute, escaped values', () => {
    const head = buildSeoHead(propertyMeta(property, content, PUBLIC_URL), PUBLIC_URL, 'Casa Nova');
    // The title names the neighbourhood already: it is not repeated.
    expect(head).toContain('<title>Piso reformado en Gràcia, Barcelona | Casa Nova</title>');
    const untitled = buildSeoHead(
      propertyMeta({ ...property, title: 'Piso reformado' }, content, PUBLIC_URL),
      PUBLIC_URL,
      'Casa Nova',
    );
    expect(untitled).toContain('<title>Piso reformado en Gràcia, Barcelona | Casa Nova</title>');
    const accents = buildSeoHead(
      propertyMeta({ ...property, title: 'Àtic a GRACIA' }, content, PUBLIC_URL),
      PUBLIC_URL,
      'Casa Nova',
    );
    expect(accents).toContain('<title>Àtic a GRACIA, Barcelona | Casa Nova</title>');
    expect(head).toContain(
      '<link rel="canonical" href="https://casanova.example/propiedades/12-piso-reformado-en-gracia">',
    );
    expect(head).toContain('<meta property="og:image" content="https://casanova.example/media/medium">');
    expect(head).toContain('<meta property="og:image:width" content="960">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('&lt;con balcón&gt; &amp; &quot;vistas&quot;');
    expect(head).not.toContain('<con balcón>');
  });

  it('keeps error pages out of the index and without canonical', () => {
    const head = buildSeoHead(notFoundMeta(content), PUBLIC_URL, 'Casa Nova');
    expect(head).toContain('<meta name="robots" content="noindex, follow">');
    expect(head).not.toContain('rel="canonical"');
  });

  it('uses the shipped default image when a page has none', () => {
    expect(homeMeta(content, PUBLIC_URL).image.url).toBe('/og-default.jpg');
    expect(legalMeta('privacidad', content)).toMatchObject({
      path: '/privacidad',
      title: 'Política de Privacidad | Casa Nova',
    });
    expect(propertyMeta({ ...property, images: [] }, content, PUBLIC_URL).image.url).toBe('/og-default.jpg');
  });

  it('embeds JSON-LD that parses back and cannot close its script element', () => {
    const head = buildSeoHead(
      propertyMeta({ ...property, title: 'Ático </script><b>' }, content, PUBLIC_URL),
      PUBLIC_URL,
      'Casa Nova',
    );
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]![1]!).name).toBe('Ático </script><b>');
  });
});

describe('propertyJsonLd', () => {
  it('describes a RealEstateListing with an Offer and a PostalAddress', () => {
    const listing = propertyJsonLd(property, content, PUBLIC_URL);
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: 'https://casanova.example/propiedades/12-piso-reformado-en-gracia',
      image: ['https://casanova.example/media/big'],
      datePosted: '2026-01-10T10:00:00.000Z',
      offers: {
        '@type': 'Offer',
        price: 465000,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Casa Nova', legalName: 'Casa Nova Reformas S.L.' },
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
        itemOffered: {
          '@type': 'Apartment',
          numberOfBedrooms: 3,
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Carrer de Verdi, 48',
            addressLocality: 'Barcelona',
            addressCountry: 'ES',
          },
          floorSize: { value: 92, unitCode: 'MTK' },
        },
      },
    });
  });

  it('leaves the price out when none is set and marks sold homes', () => {
    const listing = propertyJsonLd({ ...property, price: null, status: 'vendido' }, content, PUBLIC_URL);
    expect(listing.offers).not.toHaveProperty('price');
    expect(listing.offers.availability).toBe('https://schema.org/SoldOut');
  });
});

describe('sitemap and robots', () => {
  it('lists home, legal pages and every property with absolute URLs', () => {
    const xml = buildSitemap(PUBLIC_URL, [property]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of ['/', '/terminos', '/privacidad', '/cookies', '/propiedades/12-piso-reformado-en-gracia']) {
      expect(xml).toContain(`<loc>https://casanova.example${path}</loc>`);
    }
    // Each language's own words (docs/product.md#url-words), never the old Spanish ones under a prefix.
    for (const path of [
      '/ca/privacitat',
      '/en/privacy',
      '/ca/termes',
      '/en/terms',
      '/ca/propietats/12-',
      '/en/properties/12-',
    ]) {
      expect(xml).toContain(`https://casanova.example${path}`);
    }
    expect(xml).not.toMatch(/casanova\.example\/(ca|en)\/(propiedades|privacidad|terminos)/);
    expect(xml).toContain('<lastmod>2026-02-01</lastmod>');
  });

  it('keeps crawlers out of the private pages and points at the sitemap', () => {
    const robots = buildRobots(PUBLIC_URL);
    for (const path of ['/cms', '/admin', '/contracts', '/pago', '/login', '/reset-password']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain('Sitemap: https://casanova.example/sitemap.xml');
  });
});
