import { IntlMessageFormat } from 'intl-messageformat';
import { TIME_ZONE_OF_SITE } from './locale-format';
import { INTL_LOCALE, type Locale } from './locales';

/** A catalog: message key → ICU message. Every catalog of one namespace has the same keys and arguments. */
export type Messages = Readonly<Record<string, string>>;

type MessageValues = Record<string, string | number | Date | null | undefined>;

/** `t('key', {count: 2})`: formats an ICU message of the catalog; a key missing from it is shown as the key. */
export type Translate<M extends Messages = Messages> = (key: keyof M & string, values?: MessageValues) => string;

/**
 * A translator over one catalog. Parsed messages are memoised per translator, so a server keeps one per
 * locale and catalog and a browser builds one from the catalog it was sent.
 */
export function createTranslator<M extends Messages>(locale: Locale, messages: M): Translate<M> {
  const compiled = new Map<string, IntlMessageFormat>();
  const intlLocale = INTL_LOCALE[locale];
  const formats = { date: { long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE_OF_SITE } } } as const;
  return (key, values) => {
    const source = messages[key];
    if (source === undefined) return key;
    // Most messages are plain text: they need no parsing (which would cost the browser a long task at hydration).
    if (isPlainText(source)) return source;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, intlLocale, formats, { ignoreTag: true });
      compiled.set(key, format);
    }
    return String(format.format(values as Record<string, string | number | Date>));
  };
}

/** No argument, plural or select, and no doubled apostrophe (ICU's escape): the message is its own text. */
const isPlainText = (message: string) => !message.includes('{') && !message.includes("''");
