import { IntlMessageFormat, type Formatters } from 'intl-messageformat';

import { TIME_ZONE_OF_SITE } from './locale-format';
import { INTL_LOCALE, type Locale } from './locales';

/** A catalog: message key → ICU message. Every catalog of one namespace has the same keys and arguments. */
export type Messages = Readonly<Record<string, string>>;

type MessageValues = Record<string, string | number | Date | null | undefined>;

/** `t('key', {count: 2})`: formats an ICU message of the catalog; a key missing from it is shown as the key. */
export type Translate<M extends Messages = Messages> = (key: keyof M & string, values?: MessageValues) => string;

const formats = {
  date: { long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE_OF_SITE } },
} as const;

/**
 * A translator over one catalog. Parsed messages are memoised per translator, so a server keeps one per
 * locale and catalog and a browser builds one from the catalog it was sent.
 */
export function createTranslator<M extends Messages>(locale: Locale, messages: M): Translate<M> {
  const compiled = new Map<string, IntlMessageFormat>();
  const intlLocale = INTL_LOCALE[locale];
  const formatters = formattersOf(intlLocale);
  return (key, values) => {
    const source = messages[key];
    if (source === undefined) return key;
    // Most messages are plain text: they need no parsing (which would cost the browser a long task at hydration).
    if (isPlainText(source)) return source;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, intlLocale, formats, { ignoreTag: true, formatters });
      compiled.set(key, format);
    }
    return String(format.format(values as Record<string, string | number | Date>));
  };
}

/** No argument, plural or select, and no doubled apostrophe (ICU's escape): the message is its own text. */
const isPlainText = (message: string) => !message.includes('{') && !message.includes("''");

// The library resolves the locale anew for every message it parses, through `Intl.NumberFormat.supportedLocalesOf`,
// which loads ICU's number data (35–55 ms of a fresh page on this machine, four times that on a phone) only to
// confirm a tag. Ours are fixed and supported everywhere (INTL_LOCALE): the tag itself is the answer.
const localeOfTag = memoized((tag: string) => new Intl.Locale(tag));
IntlMessageFormat.resolveLocale = (locales) => localeOfTag(String(Array.isArray(locales) ? locales[0] : locales));

/**
 * Intl's constructors are slow (a phone's hydration spent tens of milliseconds in them), and each
 * IntlMessageFormat would otherwise build its own number, date and plural formatters: one set per locale.
 */
const formattersByLocale = new Map<string, Formatters>();

function formattersOf(intlLocale: string): Formatters {
  let formatters = formattersByLocale.get(intlLocale);
  if (!formatters) {
    formatters = {
      getNumberFormat: memoized(
        (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
      ),
      getDateTimeFormat: memoized(
        (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
      ),
      getPluralRules: memoized(
        (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
      ),
    };
    formattersByLocale.set(intlLocale, formatters);
  }
  return formatters;
}

function memoized<A extends unknown[], R>(create: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = cache.get(key);
    if (value === undefined) {
      value = create(...args);
      cache.set(key, value);
    }
    return value;
  };
}
