import {
  TRANSLATION_LABELS,
  TRANSLATION_LANGUAGE_NAMES,
  type TranslationLocale,
} from '#shared/site/translated-content.ts';

/** "Falta CA", "Falta EN": the translations still to write (docs/product.md §11.2). */
export function MissingTranslations({
  missing,
  className = '',
}: {
  missing: readonly TranslationLocale[];
  className?: string;
}) {
  if (missing.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label="Traducciones pendientes">
      {missing.map((locale) => (
        <li
          key={locale}
          className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
          title={`Falta el texto en ${TRANSLATION_LANGUAGE_NAMES[locale]}: se muestra el español`}
        >
          Falta {TRANSLATION_LABELS[locale]}
        </li>
      ))}
    </ul>
  );
}
