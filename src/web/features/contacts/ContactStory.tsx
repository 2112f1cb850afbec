import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import type { ContactDto } from '#shared/api/api-types.ts';
import { CONTACT_SOURCE_LABELS, isViewingOpen, VIEWING_STATUS_LABELS } from '#shared/contact-lifecycle/index.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { formatEuros } from '#shared/format/number-format.ts';
import type { ViewingDto } from '#shared/schemas/enquiry-schema.ts';
import { contractStatusLabel } from '#shared/site/labels.ts';
import { errorWithDetail, saveBlob, tokenStore } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { DemandForm } from './DemandForm';
import { storyQuery, useAddNote, useCancelViewing, useOpenSheet } from './enquiries-api';
import { BookViewingDialog, SignSheetDialog } from './ViewingDialogs';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="border-t border-stone-100 pt-4" aria-label={title}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

const empty = (text: string) => <p className="text-sm text-stone-600">{text}</p>;

/**
 * What happened since the first message (docs/product.md §4.1): notes, the properties asked about, viewings and
 * their visit sheets, contracts they are a buyer in, payments, what they look for and the listings sent to them.
 */
export function ContactStory({ contact }: { contact: ContactDto }) {
  const story = useQuery(storyQuery(contact.id));
  const addNote = useAddNote();
  const cancelViewing = useCancelViewing();
  const openSheet = useOpenSheet();
  const confirm = useConfirm();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [booking, setBooking] = useState(false);
  const [signing, setSigning] = useState<ViewingDto | null>(null);

  if (story.isPending) return <Spinner className="py-6" />;
  if (!story.data) return <p role="alert">No se pudo cargar la historia del contacto.</p>;
  const data = story.data;
  // The one of this message is in the panel above.
  const others = data.properties.filter(
    (property) =>
      property.title !== contact.interested_property?.trim() &&
      (contact.property_id === null || property.id !== contact.property_id),
  );

  const submitNote = (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    addNote.mutate(
      { id: contact.id, body: note.trim() },
      {
        onSuccess: () => setNote(''),
        onError: (error) => toast.error(errorWithDetail('No se pudo guardar la nota', error)),
      },
    );
  };
  const cancel = async (viewing: ViewingDto) => {
    if (!(await confirm({ title: 'Anular visita', message: '¿Anular esta visita? El visitante recibe la anulación.' })))
      return;
    cancelViewing.mutate(viewing.id, { onError: (error) => toast.error(errorWithDetail('No se pudo anular', error)) });
  };
  const startSheet = (viewing: ViewingDto) => {
    if (viewing.sheet_opened) return setSigning(viewing);
    openSheet.mutate(
      { id: viewing.id, shown: '' },
      {
        onSuccess: (opened) => setSigning(opened),
        onError: (error) => toast.error(errorWithDetail('No se pudo abrir el parte', error)),
      },
    );
  };
  const downloadSheet = async (viewing: ViewingDto) => {
    const response = await fetch(`/api/cms/viewings/${viewing.id}/sheet.pdf`, {
      headers: { authorization: `Bearer ${tokenStore.get() ?? ''}` },
    });
    if (!response.ok) return toast.error('No se pudo descargar el parte');
    saveBlob(await response.blob(), `parte-de-visita-${viewing.id}.pdf`);
  };

  return (
    <div className="mt-6 space-y-4">
      <Section title="Notas">
        {data.notes.length === 0 ? empty('Sin notas todavía.') : null}
        <ul className="space-y-2">
          {data.notes.map((item) => (
            <li key={item.id} className="rounded-lg bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
              <p className="whitespace-pre-wrap text-stone-900">{item.body}</p>
              <p className="mt-1 text-xs text-stone-600">
                {item.author} · {formatDateTime(item.created_at)}
              </p>
            </li>
          ))}
        </ul>
        <form onSubmit={submitNote} className="mt-3 space-y-2">
          <TextAreaField label="Nueva nota" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          <Button type="submit" size="sm" variant="secondary" disabled={addNote.isPending || !note.trim()}>
            Añadir nota
          </Button>
        </form>
      </Section>

      <Section title="Otras propiedades por las que ha preguntado">
        {others.length === 0 ? empty('Ninguna más.') : null}
        <ul className="list-disc pl-5 text-sm text-stone-900">
          {others.map((property) => (
            <li key={`${property.id}-${property.title}`}>{property.title}</li>
          ))}
        </ul>
        {data.enquiries.length > 1 ? (
          <p className="mt-2 text-sm text-stone-600">
            {data.enquiries.length} consultas con este email:{' '}
            {data.enquiries
              .map((e) => `${CONTACT_SOURCE_LABELS[e.source]} (${formatDateTime(e.created_at)})`)
              .join(', ')}
          </p>
        ) : null}
      </Section>

      <Section
        title="Visitas"
        action={
          <Button size="sm" onClick={() => setBooking(true)}>
            Reservar visita
          </Button>
        }
      >
        {data.viewings.length === 0 ? empty('Ninguna visita todavía.') : null}
        <ul className="space-y-2">
          {data.viewings.map((viewing) => (
            <li key={viewing.id} className="rounded-lg p-3 text-sm ring-1 ring-stone-200" data-testid="viewing-item">
              <p className="font-semibold text-stone-900">{viewing.property}</p>
              <p className="text-stone-700">
                {formatDateTime(viewing.starts_at)} · con {viewing.attendee} · {VIEWING_STATUS_LABELS[viewing.status]}
                {viewing.signed_at ? ` · parte firmado el ${formatDateTime(viewing.signed_at)}` : ''}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {isViewingOpen(viewing.status) ? (
                  <>
                    <Button size="sm" variant="secondary" onClick={() => startSheet(viewing)}>
                      Parte de visita
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void cancel(viewing)}>
                      Anular visita
                    </Button>
                  </>
                ) : null}
                {viewing.signed_at ? (
                  <Button size="sm" variant="secondary" onClick={() => void downloadSheet(viewing)}>
                    Descargar parte firmado
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Contratos">
        {data.contracts.length === 0 ? empty('No es comprador en ningún contrato.') : null}
        <ul className="list-disc pl-5 text-sm text-stone-900">
          {data.contracts.map((contract) => (
            <li key={contract.id}>
              {contract.name} · {contractStatusLabel(contract.status)} · {formatDateTime(contract.created_at)}
            </li>
          ))}
        </ul>
        {data.payments.length > 0 ? (
          <ul className="mt-2 list-disc pl-5 text-sm text-stone-700">
            {data.payments.map((payment) => (
              <li key={`${payment.contract_id}-${payment.payment_type}`}>
                Pago de {payment.payment_type}: {formatEuros(payment.amount)} ·{' '}
                {payment.paid_at ? `pagado el ${formatDateTime(payment.paid_at)}` : 'pendiente'}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section title="Qué busca">
        <DemandForm key={JSON.stringify(data.demand)} contactId={contact.id} demand={data.demand} />
        {data.sends.length > 0 ? (
          <p className="mt-2 text-sm text-stone-600">
            Enviadas: {data.sends.map((send) => `${send.property} (${formatDateTime(send.created_at)})`).join(', ')}
          </p>
        ) : null}
      </Section>

      {booking ? (
        <BookViewingDialog contactId={contact.id} propertyId={contact.property_id} onClose={() => setBooking(false)} />
      ) : null}
      {signing ? <SignSheetDialog viewing={signing} onClose={() => setSigning(null)} /> : null}
    </div>
  );
}
