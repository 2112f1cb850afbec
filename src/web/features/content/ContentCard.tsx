import { useState } from 'react';

import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import {
  CONTENT_FIELD_META,
  CONTENT_MAX_LENGTH,
  contentWarning,
  validateContentValue,
  type ContentKey,
} from '#shared/site/content.ts';
import {
  hasTranslation,
  TRANSLATION_FALLBACK_HINT,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from '#shared/site/translated-content.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Tabs } from '#web/ui/Tabs.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';
import { languageTabs, translatedLabel } from '#web/ui/translations/language-tabs.tsx';
import { MissingTranslations } from '#web/ui/translations/MissingTranslations.tsx';

import { useSaveContent } from './api';

type Props = {
  contentKey: ContentKey;
  /** The Spanish value (stored or default). */
  saved: string;
  /** Catalan and English as stored ('' when missing); absent for company details, which are not translated. */
  savedTranslations?: Record<TranslationLocale, string>;
};

/**
 * One editable text with its own draft and saving state (docs/product.md §4); the site texts have ES / CA / EN
 * tabs, the translations optional (docs/product.md §11.2).
 */
export function ContentCard({ contentKey, saved, savedTranslations }: Props) {
  const meta = CONTENT_FIELD_META[contentKey];
  // A language missing from drafts is not edited: its saved value is shown.
  const [drafts, setDrafts] = useState<Partial<Record<Locale, string>>>({});
  const save = useSaveContent();
  const toast = useToast();
  const savedIn = (locale: Locale) => (locale === 'es' ? saved : (savedTranslations?.[locale] ?? ''));
  const valueIn = (locale: Locale) => drafts[locale] ?? savedIn(locale);
  const changedIn = (locale: Locale) => drafts[locale] !== undefined && drafts[locale] !== savedIn(locale);
  const changed = LOCALES.some(changedIn);
  const value = valueIn('es');
  const problem = changedIn('es') ? validateContentValue(contentKey, value) : null;
  // Shown for the saved value too: it does not block saving, it explains what the public site will do with it.
  const warning = problem ? null : contentWarning(contentKey, value);

  const submit = () => {
    if (problem) return;
    save.mutate(
      {
        key: contentKey,
        content: value,
        ...(changedIn('ca') ? { content_ca: valueIn('ca') } : {}),
        ...(changedIn('en') ? { content_en: valueIn('en') } : {}),
      },
      {
        onSuccess: () => {
          setDrafts({});
          toast.success(`«${meta.label}» guardado`);
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.detail
              ? `Error al guardar el contenido: ${error.detail}`
              : 'Error al guardar el contenido',
          ),
      },
    );
  };

  const field = (locale: Locale) => {
    const props = {
      label: translatedLabel(meta.label, locale),
      hint: locale === 'es' ? meta.hint : TRANSLATION_FALLBACK_HINT,
      value: valueIn(locale),
      error: locale === 'es' ? problem : null,
      maxLength: CONTENT_MAX_LENGTH,
      name: locale === 'es' ? contentKey : `${contentKey}_${locale}`,
      onChange: (e: { target: { value: string } }) => setDrafts((d) => ({ ...d, [locale]: e.target.value })),
    };
    return (
      <>
        {meta.multiline ? <TextAreaField {...props} rows={4} /> : <TextField {...props} />}
        {changedIn(locale) ? (
          <div className="mt-3 rounded-lg bg-stone-50 p-3 text-xs text-stone-700 ring-1 ring-stone-200">
            <p className="font-semibold">Valor guardado:</p>
            <p className="mt-1 break-words whitespace-pre-line">{savedIn(locale) || '(vacío)'}</p>
          </div>
        ) : null}
      </>
    );
  };

  const missing = savedTranslations
    ? TRANSLATION_LOCALES.filter((locale) => !hasTranslation(savedTranslations[locale]))
    : [];

  return (
    <article
      className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      data-content-key={contentKey}
    >
      {savedTranslations ? (
        <>
          <MissingTranslations missing={missing} className="mb-2 justify-end" />
          <Tabs
            label={`Idioma de «${meta.label}»`}
            tabs={languageTabs(
              field,
              (locale) => (missing as readonly Locale[]).includes(locale),
              (locale) => locale === 'es' && problem !== null,
            )}
          />
        </>
      ) : (
        field('es')
      )}
      {warning ? (
        <p role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          {warning}
        </p>
      ) : null}
      <div className="mt-3 flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={() => setDrafts({})} disabled={!changed || save.isPending}>
          Cancelar
        </Button>
        <Button size="sm" onClick={submit} disabled={!changed || save.isPending || problem !== null}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </article>
  );
}
