import { useState, type ReactNode } from 'react';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import type { ContractLanguage } from '#shared/contract-types/language.ts';
import type { SigningMessages } from '#shared/i18n/messages/signing.es.ts';
import { saveBlob } from '#web/lib/api-client.ts';
import { shortId } from '#web/lib/short-id.ts';
import { Button } from '#web/ui/Button.tsx';

import { fetchCourtesyTranslation, type SigningLink } from './api';
import { useSigningText } from './signing-text';

type Paragraphs = PublicContractDto['paragraphs'];

/** The document's title and its sections and clauses are headings: a reader (or a screen reader) can skim them. */
const HEADING_LEVEL: Partial<Record<Paragraphs[number]['kind'], 'h3' | 'h4'>> = {
  title: 'h3',
  heading: 'h3',
  clause: 'h4',
};

const PARAGRAPH_CLASS: Record<Paragraphs[number]['kind'], string> = {
  title: 'text-center text-base font-semibold text-stone-900',
  heading: 'pt-3 text-center font-semibold text-stone-900',
  clause: 'pt-3 font-semibold text-stone-900',
  paragraph: '',
};

const VERSION_TITLE: Record<ContractLanguage, { binding: keyof SigningMessages; copy: keyof SigningMessages }> = {
  ca: { binding: 'text.versionCaBinding', copy: 'text.versionCa' },
  es: { binding: 'text.versionEsBinding', copy: 'text.versionEs' },
};

type Version = { language: ContractLanguage; binding: boolean; paragraphs: Paragraphs };

/**
 * The texts the buyer signs, and the English courtesy translation when they read English (docs/product.md §5.6). A
 * bilingual contract shows both versions, the reader's language first, the prevailing one marked; the translation
 * comes under the binding text, with a link to it at the top, and says it does not bind.
 */
export function ContractTexts({ contract, link }: { contract: PublicContractDto; link: SigningLink }) {
  const { t, locale } = useSigningText();
  const binding: Version = {
    language: contract.contract_language ?? 'es',
    binding: true,
    paragraphs: contract.paragraphs,
  };
  const courtesy = contract.courtesy_translation ?? null;
  const jump = courtesy ? (
    <p className="mt-3 text-sm">
      <a className="text-brand-800 underline" href="#courtesy-translation-title">
        {t('courtesy.jump')}
      </a>
    </p>
  ) : null;
  const copy = contract.copy ?? null;
  if (!copy) {
    return (
      <>
        <ContractText
          id="contract-text-title"
          title={t('text.title')}
          version={binding}
          note={locale === binding.language ? null : t(binding.language === 'ca' ? 'text.bindingCa' : 'text.binding')}
          extra={jump}
        />
        {courtesy ? <CourtesyTranslation contract={contract} link={link} /> : null}
      </>
    );
  }
  const other: Version = { language: copy.language, binding: false, paragraphs: copy.paragraphs };
  const versions = locale === other.language ? [other, binding] : [binding, other];
  const note = t(binding.language === 'ca' ? 'text.bilingualCa' : 'text.bilingualEs');
  return (
    <>
      {versions.map((version, index) => (
        <ContractText
          key={version.language}
          id={`contract-text-${version.language}-title`}
          title={t(VERSION_TITLE[version.language][version.binding ? 'binding' : 'copy'])}
          version={version}
          note={index === 0 ? note : null}
          extra={index === 0 ? jump : null}
        />
      ))}
      {courtesy ? <CourtesyTranslation contract={contract} link={link} /> : null}
    </>
  );
}

/**
 * Printed in full from the structured paragraphs, each with its frozen kind (docs/product.md#frozen-text): open on
 * the page, never folded away or boxed in a scrolling pane, so the buyer reads it as they scroll to the signature.
 */
function ContractText({
  id,
  title,
  version,
  note,
  extra,
}: {
  id: string;
  title: string;
  version: { language: string; paragraphs: Paragraphs };
  note: string | null;
  extra?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {note === null ? null : <p className="mt-3 rounded-lg bg-sand-100 p-3 text-sm text-stone-700">{note}</p>}
      {extra}
      <div lang={version.language} className="mt-4 space-y-3 text-sm leading-relaxed text-stone-800 sm:text-base">
        {version.paragraphs.map((paragraph, index) => {
          const Tag = HEADING_LEVEL[paragraph.kind] ?? 'p';
          return (
            <Tag key={index} className={PARAGRAPH_CLASS[paragraph.kind]}>
              {paragraph.text}
            </Tag>
          );
        })}
      </div>
    </section>
  );
}

/**
 * The English courtesy translation: its notice (it does not bind, which text does), the text and its PDF — also after
 * signing, when the page shows the signed documents (docs/product.md#each-readers-documents).
 */
export function CourtesyTranslation({ contract, link }: { contract: PublicContractDto; link: SigningLink }) {
  const { t } = useSigningText();
  const [error, setError] = useState<string | null>(null);
  const translation = contract.courtesy_translation;
  if (!translation) return null;
  const download = async () => {
    setError(null);
    try {
      saveBlob(
        await fetchCourtesyTranslation(translation.pdf_url, link),
        `contract-${shortId(contract.id)}-courtesy-translation-en.pdf`,
      );
    } catch {
      setError(t('courtesy.downloadError'));
    }
  };
  return (
    <ContractText
      id="courtesy-translation-title"
      title={t('courtesy.title')}
      version={{ language: 'en', paragraphs: translation.paragraphs }}
      note={translation.notice}
      extra={
        <div className="mt-3">
          <Button variant="secondary" onClick={() => void download()}>
            ⬇ {t('courtesy.download')}
          </Button>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      }
    />
  );
}
