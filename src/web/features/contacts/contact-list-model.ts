import type { ContactDto } from '#shared/api/api-types.ts';
import {
  CONTACT_SOURCE_LABELS,
  CONTACT_SOURCES,
  CONTACT_STAGE_LABELS,
  CONTACT_STAGES,
} from '#shared/contact-lifecycle/index.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { mailtoHref } from '#shared/identity/email.ts';

// Search, filter, sort and counters of the contacts page (docs/product.md §10), on the client.

export const CONTACT_FILTERS = [
  { value: 'all', label: 'Todos' },
  { value: 'with_property', label: 'Con propiedad' },
  { value: 'without_property', label: 'Sin propiedad' },
] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number]['value'];

export const CONTACT_SORTS = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'oldest', label: 'Más antiguos' },
  { value: 'name', label: 'Nombre (A-Z)' },
] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number]['value'];

export const SOURCE_FILTERS = [
  { value: 'all', label: 'Todos los orígenes' },
  ...CONTACT_SOURCES.map((source) => ({ value: source, label: CONTACT_SOURCE_LABELS[source] })),
];
export const STAGE_FILTERS = [
  { value: 'all', label: 'Todas las etapas' },
  ...CONTACT_STAGES.map((stage) => ({ value: stage, label: CONTACT_STAGE_LABELS[stage] })),
];

/** `source` and `stage` (docs/product.md §4.1) narrow the specification's filter; 'all' by default. */
type ContactQuery = { search: string; filter: ContactFilter; sort: ContactSort; source?: string; stage?: string };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const hasProperty = (contact: ContactDto) => Boolean(contact.interested_property?.trim());
const time = (contact: ContactDto) => Date.parse(contact.created_at);
const byName = new Intl.Collator('es', { sensitivity: 'base' });

export function filterContacts(
  contacts: readonly ContactDto[],
  { search, filter, sort, source = 'all', stage = 'all' }: ContactQuery,
): ContactDto[] {
  const needle = search.trim().toLocaleLowerCase('es');
  return contacts
    .filter((c) => filter === 'all' || (filter === 'with_property') === hasProperty(c))
    .filter((c) => source === 'all' || c.source === source)
    .filter((c) => stage === 'all' || c.stage === stage)
    .filter(
      (c) =>
        needle === '' || [c.name, c.email, c.message].some((text) => text.toLocaleLowerCase('es').includes(needle)),
    )
    .sort((a, b) => {
      if (sort === 'name') return byName.compare(a.name, b.name);
      return sort === 'oldest' ? time(a) - time(b) : time(b) - time(a);
    });
}

export function contactStats(contacts: readonly ContactDto[], filtered: number, now: Date = new Date()) {
  return {
    total: contacts.length,
    thisWeek: contacts.filter((c) => now.getTime() - time(c) <= WEEK_MS).length,
    withProperty: contacts.filter(hasProperty).length,
    filtered,
  };
}

const REPLY: Record<Locale, { interest: string; message: string; greeting: string; thanks: string }> = {
  es: {
    interest: 'Re: Tu interés en',
    message: 'Re: Tu mensaje a',
    greeting: 'Hola',
    thanks: 'Gracias por contactar con',
  },
  ca: {
    interest: 'Re: El teu interès en',
    message: 'Re: El teu missatge a',
    greeting: 'Hola',
    thanks: 'Gràcies per contactar amb',
  },
  en: {
    interest: 'Re: Your interest in',
    message: 'Re: Your message to',
    greeting: 'Hello',
    thanks: 'Thank you for contacting',
  },
};

/**
 * 'Responder por Email': mailto with a reply subject and a greeting (docs/product.md §4), in the contact's language
 * (Spanish, the specification's text, unless the contact wrote in Catalan or English).
 */
export function replyMailto(contact: ContactDto, companyName: string): string {
  const words = REPLY[contact.language] ?? REPLY.es;
  const subject = contact.interested_property?.trim()
    ? `${words.interest} ${contact.interested_property.trim()} - ${companyName}`
    : `${words.message} ${companyName}`;
  const body = `${words.greeting} ${contact.name},\n\n${words.thanks} ${companyName}.\n\n`;
  return mailtoHref(contact.email, { subject, body });
}
