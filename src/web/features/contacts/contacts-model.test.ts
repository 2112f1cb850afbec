import { describe, expect, it } from 'vitest';

import type { ContactDto } from '#shared/api/api-types.ts';
import { ENQUIRY_DEFAULTS } from '#web/test/contacts.ts';

import { contactStats, filterContacts, replyMailto } from './contact-list-model';
import { contactsCsv, contactsCsvFilename } from './contacts-csv';

const contact = (id: number, name: string, created_at: string, extra: Partial<ContactDto> = {}): ContactDto => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: '612345678',
  message: 'Quiero información',
  interested_property: null,
  created_at,
  ...ENQUIRY_DEFAULTS,
  ...extra,
});

const contacts = [
  contact(1, 'Zoe', '2026-11-20T10:00:00Z', { interested_property: 'Piso en Gràcia' }),
  contact(2, 'álvaro', '2026-11-01T10:00:00Z', { message: 'Busco un ÁTICO' }),
  contact(3, 'Marta', '2026-11-21T10:00:00Z', { phone: null }),
];

describe('filterContacts', () => {
  it('searches name, email and message without caring about case', () => {
    expect(filterContacts(contacts, { search: 'ático', filter: 'all', sort: 'newest' }).map((c) => c.id)).toEqual([2]);
    expect(filterContacts(contacts, { search: 'ZOE@', filter: 'all', sort: 'newest' }).map((c) => c.id)).toEqual([1]);
  });

  it('filters by property of interest', () => {
    expect(filterContacts(contacts, { search: '', filter: 'with_property', sort: 'newest' }).map((c) => c.id)).toEqual([
      1,
    ]);
    expect(
      filterContacts(contacts, { search: '', filter: 'without_property', sort: 'newest' }).map((c) => c.id),
    ).toEqual([3, 2]);
  });

  it('sorts newest, oldest and by name A-Z (accents ignored)', () => {
    const ids = (sort: 'newest' | 'oldest' | 'name') =>
      filterContacts(contacts, { search: '', filter: 'all', sort }).map((c) => c.id);
    expect(ids('newest')).toEqual([3, 1, 2]);
    expect(ids('oldest')).toEqual([2, 1, 3]);
    expect(ids('name')).toEqual([2, 3, 1]);
  });
});

describe('contactStats', () => {
  it('counts the last 7 days as this week', () => {
    expect(contactStats(contacts, 2, new Date('2026-11-22T12:00:00Z'))).toEqual({
      total: 3,
      thisWeek: 2,
      withProperty: 1,
      filtered: 2,
    });
  });
});

describe('contactsCsv', () => {
  it('has the CSV columns, N/A for empty phone and property, and Madrid dates', () => {
    const lines = contactsCsv([contacts[2]!, contacts[0]!]).slice(1).split('\r\n');
    expect(lines[0]).toBe('Nombre,Email,Teléfono,Mensaje,Propiedad de Interés,Fecha');
    expect(lines[1]).toBe('Marta,marta@example.com,N/A,Quiero información,N/A,"21/11/2026, 11:00"');
    expect(lines[2]).toBe('Zoe,zoe@example.com,612345678,Quiero información,Piso en Gràcia,"20/11/2026, 11:00"');
  });

  it('neutralises formulas typed by visitors', () => {
    const csv = contactsCsv([contact(9, '=cmd', '2026-11-21T10:00:00Z', { message: '+34 llamadme' })]);
    expect(csv).toContain("'=cmd,");
    expect(csv).toContain(",'+34 llamadme,");
  });

  it('names the file after the date in Madrid', () => {
    expect(contactsCsvFilename(new Date('2026-11-22T23:30:00Z'))).toBe('contactos-2026-11-23.csv');
  });
});

describe('replyMailto', () => {
  it('prefills a reply subject and a greeting', () => {
    const url = replyMailto(contacts[0]!, 'Casa Nova');
    expect(url.startsWith('mailto:zoe@example.com?subject=')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('subject')).toBe('Re: Tu interés en Piso en Gràcia - Casa Nova');
    expect(params.get('body')).toContain('Hola Zoe,');
  });

  it('keeps a hostile stored address from adding recipients or parameters', () => {
    const url = replyMailto({ ...contacts[0]!, email: 'victim@x.test?bcc=spy@evil.test&subject=x' }, 'Casa Nova');
    expect(url.startsWith('mailto:victim@x.test%3Fbcc%3Dspy@evil.test%26subject%3Dx?subject=')).toBe(true);
    expect([...new URLSearchParams(url.split('?')[1]).keys()]).toEqual(['subject', 'body']);
  });
});

describe('enquiries in the contact list (docs/product.md §4.1)', () => {
  const mixed = [
    contact(1, 'Ana', '2026-11-20T10:00:00Z', { source: 'idealista', stage: 'viewing' }),
    contact(2, 'Bea', '2026-11-21T10:00:00Z', { source: 'web', stage: 'new' }),
    contact(3, 'Cai', '2026-11-22T10:00:00Z', { source: 'idealista', stage: 'new' }),
  ];

  it('filters by source and by stage on top of the specification filter and search', () => {
    const base = { search: '', filter: 'all', sort: 'name' } as const;
    expect(filterContacts(mixed, { ...base, source: 'idealista' }).map((c) => c.name)).toEqual(['Ana', 'Cai']);
    expect(filterContacts(mixed, { ...base, source: 'idealista', stage: 'new' }).map((c) => c.name)).toEqual(['Cai']);
    expect(filterContacts(mixed, base).map((c) => c.name)).toEqual(['Ana', 'Bea', 'Cai']);
  });

  it('writes the reply in the contact’s language, Spanish as the specification for the rest', () => {
    const decode = (href: string) => decodeURIComponent(href);
    expect(decode(replyMailto(contact(4, 'John', '2026-11-22T10:00:00Z', { language: 'en' }), 'Casa Nova'))).toContain(
      'subject=Re: Your message to Casa Nova&body=Hello John,',
    );
    expect(decode(replyMailto(contact(5, 'Marta', '2026-11-22T10:00:00Z', { language: 'ca' }), 'Casa Nova'))).toContain(
      'Gràcies per contactar amb Casa Nova',
    );
    expect(decode(replyMailto(contact(6, 'Laura', '2026-11-22T10:00:00Z'), 'Casa Nova'))).toContain(
      'subject=Re: Tu mensaje a Casa Nova&body=Hola Laura,',
    );
  });
});
