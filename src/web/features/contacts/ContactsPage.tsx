import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useRef, useState } from 'react';

import { contentQuery } from '#web/features/content/index.ts';
import { saveBlob } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { PageHeader, StatCard } from '#web/ui/PageHeader.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { contactsQuery } from './api';
import {
  CONTACT_FILTERS,
  CONTACT_SORTS,
  contactStats,
  filterContacts,
  SOURCE_FILTERS,
  STAGE_FILTERS,
  type ContactFilter,
  type ContactSort,
} from './contact-list-model';
import { ContactDetail } from './ContactDetail';
import { ContactList } from './ContactList';
import { contactsCsv, contactsCsvFilename } from './contacts-csv';
import { MailboxPanel } from './MailboxPanel';
import { MatchesPanel } from './MatchesPanel';

export function ContactsPage() {
  const contacts = useQuery(contactsQuery());
  const content = useQuery(contentQuery);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ContactFilter>('all');
  const [sort, setSort] = useState<ContactSort>('newest');
  const [source, setSource] = useState('all');
  const [stage, setStage] = useState('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const detailRef = useRef<HTMLElement>(null);
  const deferredSearch = useDeferredValue(search);

  const all = contacts.data ?? [];
  const rows = filterContacts(all, { search: deferredSearch, filter, sort, source, stage });
  const stats = contactStats(all, rows.length);
  const selected = all.find((c) => c.id === selectedId) ?? null;

  const select = (id: number) => {
    setSelectedId(id);
    // On a phone the panel sits below the list: bring it into view.
    requestAnimationFrame(() => {
      detailRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      detailRef.current?.focus({ preventScroll: true });
    });
  };

  const exportCsv = () =>
    saveBlob(new Blob([contactsCsv(rows)], { type: 'text/csv;charset=utf-8' }), contactsCsvFilename());

  return (
    <>
      <PageHeader
        title="Contactos"
        description="Mensajes del formulario de la web y consultas de los portales, con la historia de cada comprador."
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
            Exportar CSV
          </Button>
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total" value={stats.total} />
        <StatCard label="Esta semana" value={stats.thisWeek} />
        <StatCard label="Con propiedad" value={stats.withProperty} />
        <StatCard label="Filtrados" value={stats.filtered} />
      </div>
      <MailboxPanel className="mt-6" />
      <MatchesPanel />
      <div
        role="search"
        className="mt-6 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-3 lg:grid-cols-5"
      >
        <TextField
          label="Buscar"
          type="search"
          placeholder="Nombre, email o mensaje"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label="Filtrar"
          options={CONTACT_FILTERS}
          value={filter}
          onChange={(e) => setFilter(e.target.value as ContactFilter)}
        />
        <SelectField
          label="Ordenar"
          options={CONTACT_SORTS}
          value={sort}
          onChange={(e) => setSort(e.target.value as ContactSort)}
        />
        <SelectField
          label="Origen"
          options={SOURCE_FILTERS}
          value={source}
          onChange={(e) => setSource(e.target.value)}
        />
        <SelectField label="Etapa" options={STAGE_FILTERS} value={stage} onChange={(e) => setStage(e.target.value)} />
      </div>
      {contacts.isPending ? (
        <Spinner className="py-16" />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-5">
          <ContactList contacts={rows} selectedId={selectedId} onSelect={select} className="lg:col-span-2" />
          <section
            ref={detailRef}
            tabIndex={-1}
            aria-label="Detalle del contacto"
            className="scroll-mt-20 outline-none lg:col-span-3"
          >
            <ContactDetail
              contact={selected}
              companyName={content.data?.company_name ?? 'Casa Nova'}
              onDeleted={() => setSelectedId(null)}
            />
          </section>
        </div>
      )}
    </>
  );
}
