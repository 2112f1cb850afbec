// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';

import type { PublicPageData } from '#shared/api/api-types.ts';
import { alternatePaths } from '#shared/i18n/locale-path.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { PUBLIC_CATALOGS } from '#shared/i18n/messages/public.ts';
import { CONTENT_DEFAULTS } from '#shared/site/content.ts';
import { chunkMessages, embeddedIslandData, islandData, unpackPageData } from '#shared/site/island-data.ts';
import { toPropertyCard } from '#shared/site/property-card.ts';
import { aProperty } from '#web/test/factories.ts';
import { renderUi } from '#web/test/render.tsx';

import { renderPublicPage } from './entry-server';
import { CookieBanner } from './features/public-site/consent/CookieBanner';
import { CookieSettingsDialog } from './features/public-site/consent/CookieSettingsDialog';
import { I18nProvider } from './features/public-site/i18n';
import { islandTree } from './features/public-site/islands';

// A page sends its islands only part of the catalog and of the company texts (shared/site/island-data.ts). An
// island asking for a message outside that part would show the message's key: on the server, which renders the
// islands from the same part, and in the browser. These tests render every island, the property modal and the
// cookie choice in each language and look for any key of the whole catalog in what they drew.

const image = (id: number, extra: object = {}) => ({
  id,
  url: `/media/${id}`,
  width: 1200,
  height: 800,
  variants: [{ width: 480, height: 320, url: `/media/${id}-480` }],
  caption: `Foto ${id}`,
  caption_ca: null,
  caption_en: null,
  is_before: false,
  is_after: false,
  order: id,
  ...extra,
});

const property = aProperty({
  id: 7,
  price: 465000,
  energy_rating: 'B',
  energy_consumption: 80,
  energy_emissions: 15,
  images: [image(1, { is_before: true }), image(2, { is_after: true }), image(3)],
  videos: [
    {
      id: 1,
      youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Visita',
      title_ca: null,
      title_en: null,
    },
  ],
});

function pageData(locale: Locale, page: PublicPageData['page'] = 'home', shown = property): PublicPageData {
  return {
    page,
    content: { ...CONTENT_DEFAULTS },
    menu: [],
    cards: [toPropertyCard(shown, locale), toPropertyCard(aProperty({ id: 8, status: 'vendido' }), locale)],
    portfolio: { total: 2, reformando: 0, vendiendo: 1, vendido: 1 },
    property: page === 'property' ? shown : null,
    year: 2030,
    today: '2030-05-06',
    retention: { backupDays: 35, contactMonths: 24 },
    publicUrl: 'https://casanova.example',
    locale,
    messages: PUBLIC_CATALOGS[locale],
    paths: alternatePaths('/'),
  };
}

/** Every catalog key found as a text or an attribute value of `html`. */
const keysShown = (html: string, locale: Locale) =>
  Object.keys(PUBLIC_CATALOGS[locale]).filter((key) => html.includes(`>${key}<`) || html.includes(`="${key}"`));

describe.each(LOCALES)('what the islands are sent (%s)', (locale) => {
  it('leaves out the server-only messages and company texts, and the page still shows them', () => {
    const forIslands = islandData(pageData(locale));
    expect(Object.keys(forIslands.content).sort()).toEqual(['company_name', 'company_phone', 'hero_title']);
    expect(Object.keys(forIslands.messages).some((key) => /^(hero|about|legal|notFound)\./.test(key))).toBe(false);
    expect(Object.keys(forIslands.messages).length).toBeGreaterThan(100);
    // The page embeds less: what the portfolio and the contact form need comes with their chunks.
    const sent = embeddedIslandData(pageData(locale));
    expect(Object.keys(sent.messages).some((key) => /^(listing|gallery|energy|contact)\./.test(key))).toBe(false);
    expect(Object.keys(sent.messages)).toContain('cookies.bannerTitle');

    const html = renderPublicPage(pageData(locale));
    expect(html).toContain(PUBLIC_CATALOGS[locale]['hero.seeProperties']);
    expect(html).toContain(CONTENT_DEFAULTS.about_description.slice(0, 40));
    expect(keysShown(html, locale)).toEqual([]);
  });

  it('draws every island, the open property and the cookie choice without a missing message', async () => {
    const page = renderPublicPage(pageData(locale, 'property'));
    expect(keysShown(page, locale)).toEqual([]);

    // As the browser hydrates them: the page's embedded messages, and each chunk's own added (entry-public.tsx).
    const sent = unpackPageData(embeddedIslandData(pageData(locale, 'property')));
    const drawn: string[] = [];
    for (const name of ['header', 'portfolio', 'contact-form'] as const) {
      const messages =
        name === 'header' ? sent.messages : { ...sent.messages, ...chunkMessages(PUBLIC_CATALOGS[locale], name) };
      const { container, baseElement, unmount } = renderUi(islandTree(name, { ...sent, messages }));
      await act(async () => {});
      drawn.push(container.innerHTML, baseElement.innerHTML);
      unmount();
    }
    const consent = renderUi(
      <I18nProvider locale={locale} messages={sent.messages}>
        <CookieBanner onConfigure={() => {}} onRejectAll={() => {}} onAcceptAll={() => {}} />
        <CookieSettingsDialog initial={null} onSave={() => {}} onClose={() => {}} />
      </I18nProvider>,
    );
    drawn.push(consent.baseElement.innerHTML);
    // The property's modal is open: its gallery, energy label and video are among what was drawn.
    expect(drawn.join('')).toContain(PUBLIC_CATALOGS[locale]['modal.close']);
    expect(keysShown(drawn.join(''), locale)).toEqual([]);
  });
});

describe('a property page tells the buyer what they pay on top of the price', () => {
  const page = (price: number, locale: Locale = 'es', extra: Partial<typeof property> = {}) =>
    renderPublicPage(
      pageData(locale, 'property', aProperty({ id: 9, price, size_m2: 92, size_m2_kind: 'built', ...extra })),
    ).replace(/\u00a0|\u202f/g, ' ');

  it('estimates ITP by the scale in force on the page’s day, naming it, its base and what it leaves out', () => {
    const html = page(850_000);
    expect(html).toContain('ITP, impuesto de transmisiones (10 % a 11 %, por tramos)');
    expect(html).toContain('87.500 €');
    expect(html).toContain('937.500 €');
    expect(html).toContain('Decret llei 5/2025, vigente desde el 27 de junio de 2025');
    expect(html).toContain('6 de mayo de 2030');
    expect(html).toContain('valor de referencia');
    expect(html).toContain('el 5 % de los jóvenes');
    expect(html).toContain('el 20 %');
    expect(page(1_600_000)).toContain('178.000 €');
  });

  it('says which area the advertised figure is, on the card and in the modal', () => {
    expect(page(300_000)).toContain('92 m² construidos');
    expect(page(300_000, 'ca')).toContain('92 m² construïts');
    expect(page(300_000, 'en', { size_m2_kind: 'usable' })).toContain('92 m² usable');
  });
});

describe('the company email on the home page', () => {
  // The site texts are free (docs/product.md §3): src/server/features/contracts/api-contracts.test.ts stores this one.
  it('shows a text that is not an address as it is, not as a mailto: link', () => {
    const data = pageData('es');
    const html = renderPublicPage({ ...data, content: { ...data.content, company_email: 'Pregunta por Marta' } });
    expect(html).toContain('Pregunta por Marta');
    expect(html).not.toContain('mailto:Pregunta');
  });
});

describe('the social links (docs/product.md#social-links)', () => {
  const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
  const contactOf = (html: string) =>
    html.slice(html.indexOf('id="contacto"'), html.indexOf('</section>', html.indexOf('id="contacto"')));

  it('are the company’s own, as written in Contenido: a network left blank is left out', () => {
    const data = pageData('es');
    const html = renderPublicPage({
      ...data,
      content: {
        ...data.content,
        social_instagram: 'https://www.instagram.com/reformasllar',
        social_linkedin: 'https://www.linkedin.com/company/reformas-llar',
      },
    });
    for (const part of [footerOf(html), contactOf(html)]) {
      expect(part).toContain('href="https://www.instagram.com/reformasllar"');
      expect(part).toContain('aria-label="Instagram"');
      expect(part).toContain('href="https://www.linkedin.com/company/reformas-llar"');
      expect(part).not.toContain('aria-label="Facebook"');
      expect(part).not.toContain('aria-label="YouTube"');
      expect(part).not.toContain('casanovabarcelona');
    }
  });

  it('are not shown at all while none is filled in', () => {
    const html = renderPublicPage(pageData('en'));
    expect(footerOf(html)).not.toMatch(/instagram|facebook|linkedin|youtube|x\.com/i);
    expect(contactOf(html)).not.toContain(PUBLIC_CATALOGS.en['contact.follow']);
    expect(html).not.toContain('casanovabarcelona');
  });
});
