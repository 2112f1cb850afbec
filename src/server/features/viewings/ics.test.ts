import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { buildInvitation, type Invitation } from './ics';

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  method: 'REQUEST',
  uid: 'viewing-7@casanova.test',
  sequence: 0,
  start: new Date('2026-06-01T16:00:00Z'),
  end: new Date('2026-06-01T16:45:00Z'),
  summary: 'Visita: Piso con terraza, Gràcia; 3 hab.',
  description: 'Te acompañará Jordi.\nConfirma o anula: https://casanova.test/visita/7?token=abc',
  location: 'Carrer de Verdi 12, Barcelona',
  organizer: { name: 'Casa "Nova"', email: 'hola@casanova.test' },
  attendee: { name: 'Marta Puig', email: 'marta@example.cat' },
  stamp: new Date('2026-05-20T10:00:00Z'),
  lang: 'es',
  ...overrides,
});

const parse = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
};

describe('the viewing invitation', () => {
  it('parses back with every field as written, accents, commas and newlines included', () => {
    const { calendar, event } = parse(buildInvitation(invitation()));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('viewing-7@casanova.test');
    expect(event.summary).toBe('Visita: Piso con terraza, Gràcia; 3 hab.');
    expect(event.description).toBe('Te acompañará Jordi.\nConfirma o anula: https://casanova.test/visita/7?token=abc');
    expect(event.location).toBe('Carrer de Verdi 12, Barcelona');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-01T16:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-06-01T16:45:00.000Z');
    expect(event.organizer).toBe('mailto:hola@casanova.test');
    expect(event.attendees[0]!.getFirstValue()).toBe('mailto:marta@example.cat');
  });

  it('folds long lines at 75 octets with CRLF, never inside a character', () => {
    const ics = buildInvitation(invitation({ description: 'Àèìòú '.repeat(60) }));
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(ics).event.description).toBe('Àèìòú '.repeat(60));
  });

  it('a cancellation is the same event, one sequence later, cancelled', () => {
    const { calendar, event } = parse(buildInvitation(invitation({ method: 'CANCEL', sequence: 1 })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.sequence).toBe(1);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
