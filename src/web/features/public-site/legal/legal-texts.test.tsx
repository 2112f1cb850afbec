import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { SiteContentDto } from '#shared/api/api-types.ts';
import { publicCa } from '#shared/i18n/messages/public.ca.ts';
import { publicEn } from '#shared/i18n/messages/public.en.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import { withContentDefaults } from '#shared/site/content.ts';
import { STORED_ITEMS } from '#web/features/public-site/consent/storage-inventory.ts';
import { I18nProvider } from '#web/features/public-site/i18n.tsx';

import { CookiesTextCa } from './ca/CookiesText';
import { PrivacyTextCa } from './ca/PrivacyText';
import { TermsTextCa } from './ca/TermsText';
import { CookiesText } from './CookiesText';
import { CookiesTextEn } from './en/CookiesText';
import { PrivacyTextEn } from './en/PrivacyText';
import { TermsTextEn } from './en/TermsText';
import { PrivacyText } from './PrivacyText';
import { TermsText } from './TermsText';

const FRESH = withContentDefaults({});
const COMPLETE = withContentDefaults({
  company_email: 'hola@casanova.es',
  legal_name: 'Casa Nova Reformas S.L.',
  tax_id: 'B12345674',
  legal_address: 'Carrer de Balmes 1, 08007 Barcelona',
  company_phone: '931 234 567',
  mercantile_registry: 'Barcelona',
  mercantile_volume: '45678',
  mercantile_folio: '123',
  mercantile_sheet: 'B-456789',
  mercantile_entry: '1.ª',
});
const TEXTS = [
  ['terms', TermsText],
  ['privacy', PrivacyText],
  ['cookies', CookiesText],
] as const;

const html = (Text: (typeof TEXTS)[number][1], content = COMPLETE) => renderToStaticMarkup(<Text content={content} />);

describe('legal pages', () => {
  it.each(TEXTS)('%s never prints a placeholder for a missing company detail', (_name, Text) => {
    // Defaults fill the site texts; a company detail left blank stays blank.
    const page = html(Text, { ...FRESH, company_address: '', company_email: '' });
    expect(page).not.toContain('pendiente');
    expect(page).not.toMatch(/NIF\/CIF:\s*</);
    expect(page).not.toContain('mailto:');
  });

  it.each(TEXTS)('%s links the company email only when it is an address', (_name, Text) => {
    expect(html(Text)).toContain('href="mailto:hola@casanova.es"');
    const page = html(Text, withContentDefaults({ ...COMPLETE, company_email: 'Escríbenos por WhatsApp' }));
    expect(page).not.toContain('mailto:');
  });

  it('identifies the owner as LSSI-CE art. 10 asks, Registro Mercantil included, and has no ODR link', () => {
    const page = html(TermsText);
    expect(page).toContain('artículo 10 de la Ley 34/2002');
    expect(page).toContain('NIF/CIF: B12345674');
    expect(page).toContain(
      'Inscrita en el Registro Mercantil de Barcelona, tomo 45678, folio 123, hoja B-456789, inscripción 1.ª',
    );
    expect(page).not.toMatch(/odr|resolución de litigios en línea/i);
    expect(html(TermsText, FRESH)).not.toContain('Registro Mercantil');
  });

  it('sends complaints to the AEPD only, and states the retention the product really applies', () => {
    const page = html(PrivacyText);
    expect(page).toContain('Agencia');
    expect(page).not.toMatch(/Autoritat|Catalana de Protecci/);
    // Retention stated once and truly: kept, then blocked for the legal periods, then deleted, as each contract says.
    expect(page).toContain('bloqueados durante los plazos legales de prescripción de las acciones y de conservación');
    expect(page).not.toContain('no se borra nunca');
    expect(page).toContain('No se borran solos');
    expect(page).not.toContain('un año después del último contacto');
  });

  it('lists in the cookie table exactly what the consent module stores', () => {
    const page = html(CookiesText);
    const rows = [...page.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]);
    expect(rows).toEqual(STORED_ITEMS.map((item) => item.name));
    expect(rows).toEqual(['cookie_consent', 'token', 'site_language', 'YouTube (youtube-nocookie.com)']);
    expect(page).not.toMatch(/<th scope="row"[^>]*>(Analíticas|Preferencias)</);
    // The durations of each category are still stated.
    for (const duration of ['12 meses', '24 meses', '6 meses']) expect(page).toContain(`Duración máxima: ${duration}`);
    expect(page).toContain('Ahora mismo no usamos ninguna.');
  });
});

describe('legal pages in Catalan and English', () => {
  const LOCALIZED = [
    ['ca', publicCa, [TermsTextCa, PrivacyTextCa, CookiesTextCa]],
    ['en', publicEn, [TermsTextEn, PrivacyTextEn, CookiesTextEn]],
  ] as const;
  const render = (
    locale: 'ca' | 'en',
    messages: PublicMessages,
    Text: (props: { content: SiteContentDto }) => ReactNode,
    content = COMPLETE,
  ) =>
    renderToStaticMarkup(
      <I18nProvider locale={locale} messages={messages}>
        <Text content={content} />
      </I18nProvider>,
    );

  it.each(LOCALIZED)(
    '%s keeps the company details, the legal references and the cookie table of the Spanish texts',
    (locale, messages, texts) => {
      const [terms, privacy, cookies] = texts.map((Text) => render(locale, messages, Text));
      expect(terms).toContain('34/2002');
      expect(terms).toContain('B12345674');
      // The Catalan page names the entry in the registry's Catalan words; the English one keeps the Spanish terms.
      expect(terms).toContain(
        locale === 'ca'
          ? 'Barcelona, tom 45678, foli 123, full B-456789, inscripció 1.ª'
          : 'Barcelona, tomo 45678, folio 123, hoja B-456789, inscripción 1.ª',
      );
      expect(terms).toContain(`href="/${locale}/privacidad"`);
      expect(privacy).toContain('2016/679');
      expect(privacy).toContain('3/2018');
      expect(privacy).toContain('https://www.aepd.es');
      expect(privacy).not.toMatch(/Autoritat|Catalana de Protecci/);
      const rows = [...cookies!.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]);
      expect(rows).toEqual(STORED_ITEMS.map((item) => item.name));
      for (const Text of texts) {
        const page = render(locale, messages, Text, { ...FRESH, company_address: '', company_email: '' });
        expect(page).not.toContain('mailto:');
        expect(page).not.toMatch(/NIF\/CIF:\s*</);
      }
    },
  );
});

describe('terms: advertised data are part of the offer', () => {
  it.each([
    [
      'es',
      () => renderToStaticMarkup(<TermsText content={COMPLETE} />),
      /forman parte de nuestra oferta y son exigibles/,
    ],
    [
      'ca',
      () =>
        renderToStaticMarkup(
          <I18nProvider locale="ca" messages={publicCa}>
            <TermsTextCa content={COMPLETE} />
          </I18nProvider>,
        ),
      /formen part de la nostra oferta i són exigibles/,
    ],
    [
      'en',
      () =>
        renderToStaticMarkup(
          <I18nProvider locale="en" messages={publicEn}>
            <TermsTextEn content={COMPLETE} />
          </I18nProvider>,
        ),
      /are part of our offer and are binding on us/,
    ],
  ])('%s says so and never calls them a non-binding offer', (_locale, render, statement) => {
    const text = render();
    expect(text).toMatch(statement);
    expect(text).not.toMatch(/no constitu(yen|eixen) una oferta vinculant|not a binding offer/i);
  });
});
