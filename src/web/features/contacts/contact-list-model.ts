import type { ContactDto } from '#shared/api/api-types.ts';
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

type ContactQuery = { search: string; filter: ContactFilter; sort: ContactSort };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const hasProperty = (contact: ContactDto) => Boolean(contact.interested_property?.trim());
const time = (contact: ContactDto) => Date.parse(contact.created_at);
const byName = new Intl.Collator('es', { sensitivity: 'base' });

export function filterContacts(contacts: readonly ContactDto[], { search, filter, sort }: ContactQuery): ContactDto[] {
  const needle = search.trim().toLocaleLowerCase('es');
  return contacts
    .filter((c) => filter === 'all' || (filter === 'with_property') === hasProperty(c))
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

/** 'Responder por Email': mailto with a reply subject and a greeting (docs/product.md §4). */
export function replyMailto(contact: ContactDto, companyName: string): string {
  const subject = contact.interested_property?.trim()
    ? `Re: Tu interés en ${contact.interested_property.trim()} - ${companyName}`
    : `Re: Tu mensaje a ${companyName}`;
  const body = `Hola ${contact.name},\n\nGracias por contactar con ${companyName}.\n\n`;
  return mailtoHref(contact.email, { subject, body });
}
