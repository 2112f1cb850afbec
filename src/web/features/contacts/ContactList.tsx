import type { ContactDto } from '#shared/api/api-types.ts';
import { CONTACT_SOURCE_LABELS, CONTACT_STAGE_LABELS } from '#shared/contact-lifecycle/index.ts';
import { formatDateTime } from '#shared/format/dates.ts';

type Props = { contacts: ContactDto[]; selectedId: number | null; onSelect: (id: number) => void; className?: string };

export function ContactList({ contacts, selectedId, onSelect, className = '' }: Props) {
  if (contacts.length === 0) {
    return (
      <p className={`rounded-xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200 ${className}`}>
        No hay contactos que coincidan.
      </p>
    );
  }
  return (
    <ul
      aria-label="Contactos"
      className={`max-h-[70vh] divide-y divide-stone-100 overflow-y-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200 ${className}`}
    >
      {contacts.map((contact) => {
        const selected = contact.id === selectedId;
        return (
          <li key={contact.id}>
            <button
              type="button"
              onClick={() => onSelect(contact.id)}
              aria-current={selected ? 'true' : undefined}
              className={`block w-full px-4 py-3 text-left ${selected ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
              data-testid="contact-item"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold text-stone-900">{contact.name}</span>
                <span className="shrink-0 text-xs text-stone-600">{formatDateTime(contact.created_at)}</span>
              </span>
              <span className="block truncate text-sm text-stone-700">{contact.email}</span>
              <span className="mt-0.5 line-clamp-2 text-sm text-stone-600">{contact.message}</span>
              <span className="mt-1 flex flex-wrap gap-1 text-xs">
                <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-800">
                  {CONTACT_SOURCE_LABELS[contact.source]}
                </span>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
                  {CONTACT_STAGE_LABELS[contact.stage]}
                </span>
              </span>
              {contact.interested_property ? (
                <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  {contact.interested_property}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
