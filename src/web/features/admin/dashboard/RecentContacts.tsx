import { useQuery } from '@tanstack/react-query';

import { formatDateTime } from '#shared/format/dates.ts';
import { mailtoHref } from '#shared/identity/email.ts';
import { contactsQuery } from '#web/features/contacts/index.ts';
import { Spinner } from '#web/ui/Spinner.tsx';

const RECENT_LIMIT = 5;

export function RecentContacts({ className = '' }: { className?: string }) {
  const contacts = useQuery(contactsQuery(RECENT_LIMIT));
  return (
    <section
      aria-labelledby="recent-contacts"
      className={`min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 ${className}`}
    >
      <h2 id="recent-contacts" className="font-semibold text-stone-900">
        Contactos recientes
      </h2>
      {contacts.isPending ? (
        <Spinner className="py-8" />
      ) : !contacts.data?.length ? (
        <p className="py-8 text-center text-sm text-stone-600">No hay contactos recientes</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          {/* Fixed layout: long emails and messages are truncated, so the date is never pushed out of view. */}
          <table className="w-full min-w-[36rem] table-fixed text-left text-sm">
            <colgroup>
              <col className="w-[24%]" />
              <col className="w-[30%]" />
              <col />
              <col className="w-36" />
            </colgroup>
            <thead className="border-b border-stone-200 text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Nombre
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Mensaje
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Fecha
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {contacts.data.map((contact) => (
                <tr key={contact.id}>
                  <td className="truncate py-2 pr-3 font-medium text-stone-900" title={contact.name}>
                    {contact.name}
                  </td>
                  <td className="truncate py-2 pr-3" title={contact.email}>
                    <a href={mailtoHref(contact.email)} className="text-brand-700 hover:underline">
                      {contact.email}
                    </a>
                  </td>
                  <td className="truncate py-2 pr-3 text-stone-700" title={contact.message}>
                    {contact.message}
                  </td>
                  <td className="py-2 whitespace-nowrap text-stone-600">{formatDateTime(contact.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
