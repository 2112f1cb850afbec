// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { signingCa } from '#shared/i18n/messages/signing.ca.ts';
import { signingEn } from '#shared/i18n/messages/signing.en.ts';
import { signingEs } from '#shared/i18n/messages/signing.es.ts';
import { createTranslator } from '#shared/i18n/translator.ts';
import { renderUi, stubApi } from '#web/test/render.tsx';

import { ContractTexts } from './ContractTexts';
import { SigningTextProvider } from './signing-text';

// A bilingual contract shows the reader's language first, the prevailing text marked; an English reader gets the
// courtesy translation under the binding text, saying it does not bind (docs/product.md §5.6).

const CATALOGS = { es: signingEs, ca: signingCa, en: signingEn };
const LINK = { token: 'tok-1', email: 'ana@example.com' };

function contract(overrides: Partial<PublicContractDto> = {}): PublicContractDto {
  return {
    id: 'c-1',
    contract_type: 'arras_penitenciales',
    contract_type_name: 'Contracte d’arres penitencials',
    status: 'pending_signature',
    created_at: '2026-11-26T10:00:00Z',
    contract_data: {},
    content: '',
    signing_policy: { email_code: false, buyer_file_required: false },
    test_mode: false,
    payment_details_sent: false,
    paragraphs: [
      { kind: 'title', text: 'CONTRACTE D’ARRES PENITENCIALS' },
      { kind: 'paragraph', text: 'A Barcelona.' },
    ],
    frozen_sha256: null,
    signers: [],
    attachments: [],
    signer: null,
    contract_language: 'ca',
    copy_language: 'es',
    copy: {
      language: 'es',
      paragraphs: [
        { kind: 'title', text: 'CONTRATO DE ARRAS PENITENCIALES' },
        { kind: 'paragraph', text: 'En Barcelona.' },
      ],
    },
    courtesy_translation: null,
    ...overrides,
  };
}

function renderAs(locale: Locale, data: PublicContractDto) {
  return renderUi(
    <SigningTextProvider value={{ t: createTranslator(locale, CATALOGS[locale]), locale }}>
      <ContractTexts contract={data} link={LINK} />
    </SigningTextProvider>,
  );
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the texts on the signing page', () => {
  it('shows a Catalan reader the Catalan version first, marked as prevailing', () => {
    renderAs('ca', contract());
    expect(sectionTitles()).toEqual(['Versió catalana (text que prevaleix)', 'Versió castellana']);
  });

  it('shows a Spanish reader the Spanish copy first, and still marks the Catalan one as prevailing', () => {
    renderAs('es', contract());
    expect(sectionTitles()).toEqual(['Versión en castellano', 'Versión catalana (texto que prevalece)']);
    // The note saying which text prevails heads the first version the reader meets.
    expect(screen.getByRole('region', { name: 'Versión en castellano' }).textContent).toContain(
      'si difieren, prevalece la catalana.',
    );
  });

  it('gives an English reader the courtesy translation under the binding text, saying it does not bind', async () => {
    const requests = stubApi({});
    const { user } = renderAs(
      'en',
      contract({
        copy: null,
        copy_language: null,
        contract_language: 'es',
        courtesy_translation: {
          language: 'en',
          binding_language: 'es',
          notice: 'This is an English translation … the Spanish text, which alone binds the Parties.',
          paragraphs: [{ kind: 'title', text: 'CONTRACT WITH PENITENTIAL EARNEST MONEY' }],
          pdf_url: '/api/contracts/c-1/courtesy-translation',
        },
      }),
    );
    expect(sectionTitles()).toEqual(['Contract text', 'English courtesy translation (not binding)']);
    const translation = screen.getByRole('region', { name: 'English courtesy translation (not binding)' });
    expect(within(translation).getByText(/alone binds the Parties/).textContent).toBe(
      'This is an English translation … the Spanish text, which alone binds the Parties.',
    );
    // Its PDF comes with the buyer's own link; a failure says so in English.
    await user.click(within(translation).getByRole('button', { name: /Download the translation/ }));
    expect((await within(translation).findByRole('alert')).textContent).toBe('The translation could not be downloaded');
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/contracts/c-1/courtesy-translation',
    ]);
    expect(screen.getByRole('link', { name: 'Read the English courtesy translation' }).getAttribute('href')).toBe(
      '#courtesy-translation-title',
    );
  });
});
