import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { RetentionPolicy, SiteContentDto } from '#shared/api/api-types.ts';
import { CONTRACT_TYPES, renderContract } from '#shared/contract-types/index.ts';
import { publicCa } from '#shared/i18n/messages/public.ca.ts';
import { publicEn } from '#shared/i18n/messages/public.en.ts';
import type { PublicMessages } from '#shared/i18n/messages/public.es.ts';
import { CONTRACT_RETENTION_TEXT } from '#shared/retention/retention-text.ts';
import { withContentDefaults } from '#shared/site/content.ts';
import { SERVER_COOKIES } from '#shared/site/cookies.ts';
import { ANA, COMPANY, fullData } from '#shared/test/contract-fixtures.ts';
import { I18nProvider } from '#web/features/public-site/i18n.tsx';

import { CookiesTextCa } from './ca/CookiesText';
import { PrivacyTextCa } from './ca/PrivacyText';
import { TermsTextCa } from './ca/TermsText';
import { POLICY_ITEMS } from './cookie-inventory';
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

const RETENTION = { backupDays: 35, contactMonths: 24 };
const html = (Text: (typeof TEXTS)[number][1], content = COMPLETE) =>
  renderToStaticMarkup(<Text content={content} retention={RETENTION} />);

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
    // Retention stated once and truly (docs/product.md#contract-retention): E, blocked, five years, ten years, drafts.
    expect(page).toContain(CONTRACT_RETENTION_TEXT.es);
    expect(page).not.toContain('no se borra nunca');
    // The periods the daily job and the backup apply, from the configuration.
    expect(page).toContain('se borran automáticamente 24 meses después de recibirlos');
    expect(page).toMatch(/cada copia se borra automáticamente\s+35 días después de hacerse/);
    expect(page).not.toContain('hasta que las borramos');
    expect(
      renderToStaticMarkup(<PrivacyText content={COMPLETE} retention={{ backupDays: 7, contactMonths: 6 }} />),
    ).toMatch(/6 meses después de recibirlos[\s\S]*7 días después de hacerse/);
  });

  it('says what the signing page collects for the buyer file, why, who sees it and for how long', () => {
    const page = html(PrivacyText);
    for (const expected of [
      'las dos caras de tu DNI, NIE o pasaporte',
      'titulares reales',
      'persona con responsabilidad pública',
      'profesión o actividad',
      'el origen de los fondos',
      'valoración del riesgo',
      'art. 14 RGPD',
      'obligación legal',
      'Ley 10/2010',
      'solo lo ven los propietarios',
      'pasados cinco años, el expediente de diligencia debida solo lo abre la persona responsable',
    ]) {
      expect(page).toContain(expected);
    }
  });

  it('tells consumers where to get the official complaint forms', () => {
    const page = html(TermsText);
    expect(page).toContain('hojas oficiales de reclamación');
    expect(page).toContain('en Carrer de Balmes 1, 08007 Barcelona');
    expect(page).toContain('href="mailto:hola@casanova.es"');
    expect(page).toContain('https://consum.gencat.cat');
  });

  it('lists in the cookie table exactly what the scripts store and the server sets', () => {
    const page = html(CookiesText);
    const rows = [...page.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]);
    expect(rows).toEqual(POLICY_ITEMS.map((item) => item.name));
    expect(rows).toEqual([
      'cookie_consent',
      'token',
      'casanova_dispositivo',
      'casanova_codigo_N',
      'site_language',
      'YouTube (youtube-nocookie.com)',
    ]);
    // The server's cookies with their purpose and duration, from the shared list a server test holds to Set-Cookie.
    for (const cookie of SERVER_COOKIES) {
      expect(page).toContain(cookie.texts.es.purpose);
      expect(page).toContain(`<td class="px-4 py-3">${cookie.texts.es.duration}</td>`);
    }
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
    Text: (props: { content: SiteContentDto; retention: RetentionPolicy }) => ReactNode,
    content = COMPLETE,
  ) =>
    renderToStaticMarkup(
      <I18nProvider locale={locale} messages={messages}>
        <Text content={content} retention={RETENTION} />
      </I18nProvider>,
    );

  it('writes the Catalan apostrophe before a registry town that starts with a vowel, and speaks as "tu"', () => {
    const terms = render('ca', publicCa, TermsTextCa, { ...COMPLETE, mercantile_registry: 'Hospitalet de Llobregat' });
    expect(terms).toContain('Inscrita al Registre Mercantil d’Hospitalet de Llobregat, tom 45678');
    expect(render('ca', publicCa, TermsTextCa)).toContain('Inscrita al Registre Mercantil de Barcelona, tom 45678');
    expect(terms).toContain('Ens els pots demanar');
    expect(terms).not.toMatch(/podeu|esteu/);
  });

  it.each(LOCALIZED)(
    '%s keeps the company details, the legal references and the cookie table of the Spanish texts',
    (locale, messages, texts) => {
      const [terms, privacy, cookies] = texts.map((Text) => render(locale, messages, Text));
      expect(terms).toContain('34/2002');
      expect(terms).toContain('B12345674');
      // Each page names the entry in the registry's words of its own language.
      expect(terms).toContain(
        locale === 'ca'
          ? 'Barcelona, tom 45678, foli 123, full B-456789, inscripció 1.ª'
          : 'Barcelona, volume 45678, folio 123, sheet B-456789, entry 1.ª',
      );
      expect(terms).toContain(locale === 'ca' ? 'fulls oficials de reclamació' : 'official complaint forms');
      expect(terms).toContain('https://consum.gencat.cat');
      expect(privacy).toContain(locale === 'ca' ? '24 mesos després de rebre’ls' : '24 months after we receive them');
      expect(privacy).toMatch(locale === 'ca' ? /35 dies després de fer-se/ : /35 days after it is made/);
      expect(privacy).toContain(locale === 'ca' ? 'Llei 10/2010' : 'Law 10/2010');
      expect(privacy).toContain(locale === 'ca' ? 'art. 14 RGPD' : 'Art. 14 GDPR');
      expect(terms).toContain(`href="/${locale}/${locale === 'ca' ? 'privacitat' : 'privacy'}"`);
      expect(privacy).toContain('2016/679');
      expect(privacy).toContain('3/2018');
      expect(privacy).toContain('https://www.aepd.es');
      expect(privacy).not.toMatch(/Autoritat|Catalana de Protecci/);
      const rows = [...cookies!.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]);
      expect(rows).toEqual(POLICY_ITEMS.map((item) => item.name));
      for (const cookie of SERVER_COOKIES) {
        expect(cookies).toContain(cookie.texts[locale].purpose);
        expect(cookies).toContain(`<td class="px-4 py-3">${cookie.texts[locale].duration}</td>`);
        expect(cookies).not.toContain(cookie.texts.es.purpose);
      }
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

  it('states retention in the privacy policy and in every contract’s data clause with one sentence', () => {
    const pages = { es: html(PrivacyText), ca: html(PrivacyTextCa), en: html(PrivacyTextEn) };
    for (const language of ['es', 'ca', 'en'] as const) {
      const sentence = CONTRACT_RETENTION_TEXT[language];
      expect(pages[language]).toContain(sentence);
      for (const type of CONTRACT_TYPES) {
        const { body } = renderContract({
          type,
          data: fullData(type),
          buyers: [ANA],
          company: COMPANY,
          contractId: 'c0ffee00-0000-4000-8000-000000000001',
          language,
        });
        expect(body).toContain(sentence);
      }
    }
  });
});
