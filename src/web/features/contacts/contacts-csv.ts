import type { ContactDto } from '#shared/api/api-types.ts';
import { buildCsv } from '#shared/format/csv.ts';
import { formatDateTime, todayIsoDateInMadrid } from '#shared/format/dates.ts';

const HEADER = ['Nombre', 'Email', 'Teléfono', 'Mensaje', 'Propiedad de Interés', 'Fecha'] as const;
const orNA = (value: string | null) => (value?.trim() ? value : 'N/A');

/** The export of docs/product.md §10: the given (filtered) rows, N/A for an empty phone or property. */
export function contactsCsv(contacts: readonly ContactDto[]): string {
  return buildCsv(
    HEADER,
    contacts.map((c) => [
      c.name,
      c.email,
      orNA(c.phone),
      c.message,
      orNA(c.interested_property),
      formatDateTime(c.created_at),
    ]),
  );
}

export const contactsCsvFilename = (now: Date = new Date()) => `contactos-${todayIsoDateInMadrid(now)}.csv`;
