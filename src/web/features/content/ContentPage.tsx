import { useQuery } from '@tanstack/react-query';

import { COMPANY_DETAIL_KEYS, SITE_CONTENT_KEYS, type ContentKey } from '#shared/site/content.ts';
import {
  isTranslatedContentKey,
  missingContentTranslations,
  TRANSLATED_CONTENT_KEYS,
  type ContentTranslations,
} from '#shared/site/translated-content.ts';
import { PageHeader } from '#web/ui/PageHeader.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { contentQuery, contentTranslationsQuery } from './api';
import { ContentCard } from './ContentCard';
import { ContentTips } from './ContentTips';

const GROUPS: { title: string; description: string; keys: readonly ContentKey[] }[] = [
  {
    title: 'Textos del sitio',
    description: 'Lo que ven los visitantes en la página principal.',
    keys: SITE_CONTENT_KEYS,
  },
  {
    title: 'Datos de la empresa',
    description: 'Se usan en el pie de página, las páginas legales, los contratos y las instrucciones de pago.',
    keys: COMPANY_DETAIL_KEYS,
  },
];

const translationsOf = (translations: ContentTranslations, key: string) => ({
  ca: translations.ca[key] ?? '',
  en: translations.en[key] ?? '',
});

/** "Faltan 3 traducciones": how many site texts still show the Spanish in another language. */
function pendingTranslations(translations: ContentTranslations): number {
  return TRANSLATED_CONTENT_KEYS.reduce((sum, key) => sum + missingContentTranslations(translations, key).length, 0);
}

export function ContentPage() {
  const content = useQuery(contentQuery);
  const translations = useQuery(contentTranslationsQuery);
  return (
    <>
      <PageHeader
        title="Contenido"
        description="Edita los textos del sitio web. Cada texto se guarda por separado."
        actions={
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50"
          >
            Vista previa<span className="sr-only"> del sitio (se abre en una pestaña nueva)</span>
          </a>
        }
      />
      <ContentTips />
      {content.isPending || translations.isPending ? (
        <Spinner className="py-16" />
      ) : content.isError || translations.isError ? (
        <p role="alert" className="text-red-700">
          No se pudo cargar el contenido.
        </p>
      ) : (
        GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`group-${group.title}`} className="mt-8">
            <h2 id={`group-${group.title}`} className="text-lg font-semibold text-stone-900">
              {group.title}
            </h2>
            <p className="mb-4 text-sm text-stone-600">{group.description}</p>
            {group.keys === SITE_CONTENT_KEYS ? (
              <TranslationSummary pending={pendingTranslations(translations.data)} />
            ) : null}
            <div className="grid gap-4 lg:grid-cols-2">
              {group.keys.map((key) => (
                <ContentCard
                  key={key}
                  contentKey={key}
                  saved={content.data[key] ?? ''}
                  savedTranslations={isTranslatedContentKey(key) ? translationsOf(translations.data, key) : undefined}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </>
  );
}

function TranslationSummary({ pending }: { pending: number }) {
  return (
    <p className="-mt-2 mb-4 text-sm text-stone-600">
      {pending === 0
        ? 'Todos los textos están traducidos al catalán y al inglés.'
        : `Faltan ${pending} ${pending === 1 ? 'traducción' : 'traducciones'} (pestañas CA y EN): mientras tanto se muestra el texto en español.`}
    </p>
  );
}
