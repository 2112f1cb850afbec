// A minimal iCalendar invitation (RFC 5545, one VEVENT; RFC 5546 REQUEST or CANCEL). Hand-written because the
// maintained generators need a newer Node than ours; the tests parse it back with ical.js (docs/decisions/041).

export type Invitation = {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  /** Increased by every change, so a calendar replaces the event it holds. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  stamp: Date;
  lang: string;
};

/** UTC date-time form: 20260601T160000Z. */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and newline escaped (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A quoted parameter value cannot hold a double quote (RFC 5545 §3.2). */
const param = (value: string) => `"${value.replace(/["\r\n]/g, "'")}"`;

/** Lines of at most 75 octets, continued with CRLF and a space, never splitting a UTF-8 character (§3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildInvitation(event: Invitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Casa Nova//Visitas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY;LANGUAGE=${event.lang}:${text(event.summary)}`,
    `DESCRIPTION;LANGUAGE=${event.lang}:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
