import { useQuery } from '@tanstack/react-query';

import { SITE_CONTENT_KEYS } from '#shared/site/content.ts';
import {
  isTranslatedContentKey,
  missingContentTranslations,
  TRANSLATED_CONTENT_KEYS,
  type ContentTranslations,
} from '#shared/site/translated-content.ts';
import { PageHeader } from '#web/ui/PageHeader.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { contentQuery, contentTranslationsQuery } from './api';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { ContentCard } from './ContentCard';
import { ContentTips } from './ContentTips';

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
        description="Edita los textos del sitio web (cada uno se guarda por separado) y los datos de la empresa (todos a la vez)."
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
        <section aria-labelledby="group-site" className="mt-8">
          <h2 id="group-site" className="text-lg font-semibold text-stone-900">
            Textos del sitio
          </h2>
          <p className="mb-4 text-sm text-stone-600">Lo que ven los visitantes en la página principal.</p>
          <TranslationSummary pending={pendingTranslations(translations.data)} />
          <div className="grid gap-4 lg:grid-cols-2">
            {SITE_CONTENT_KEYS.map((key) => (
              <ContentCard
                key={key}
                contentKey={key}
                saved={content.data[key] ?? ''}
                savedTranslations={isTranslatedContentKey(key) ? translationsOf(translations.data, key) : undefined}
              />
            ))}
          </div>
        </section>
      )}
      {content.isSuccess && translations.isSuccess ? (
        <>
          {/* Once the texts above are drawn, so a checklist link's #field-… lands where it stays; its own query, which staff may not read. */}
          <section aria-labelledby="group-company" className="mt-8">
            <h2 id="group-company" className="text-lg font-semibold text-stone-900">
              Datos de la empresa
            </h2>
            <p className="mb-4 text-sm text-stone-600">
              Se usan en el pie de página, las páginas legales, los contratos y las instrucciones de pago. Se guardan
              todos a la vez.
            </p>
            <CompanyDetailsForm />
          </section>
        </>
      ) : null}
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
