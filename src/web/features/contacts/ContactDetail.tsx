import type { ContactDto } from '#shared/api/api-types.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { mailtoHref } from '#shared/identity/email.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useDeleteContact } from './api';
import { replyMailto } from './contact-list-model';

type Props = { contact: ContactDto | null; companyName: string; onDeleted: () => void };

/** Everything a visitor wrote is rendered as text (React escapes it), never as HTML. */
export function ContactDetail({ contact, companyName, onDeleted }: Props) {
  const remove = useDeleteContact();
  const confirm = useConfirm();
  const toast = useToast();

  if (!contact) {
    return (
      <div className="rounded-xl bg-white p-8 text-center text-stone-600 ring-1 ring-stone-200">
        Selecciona un contacto para ver el mensaje completo.
      </div>
    );
  }

  const onDelete = async () => {
    const ok = await confirm({
      message: '¿Estás seguro de que quieres eliminar este contacto?',
      title: 'Eliminar contacto',
    });
    if (!ok) return;
    remove.mutate(contact.id, {
      onSuccess: () => {
        toast.success('Contacto eliminado');
        onDeleted();
      },
      onError: () => toast.error('Error al eliminar el contacto'),
    });
  };

  return (
    <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold break-words text-stone-900">{contact.name}</h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Email</dt>
          <dd>
            <a href={mailtoHref(contact.email)} className="break-all text-brand-700 hover:underline">
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Teléfono</dt>
          <dd>
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
                {contact.phone}
              </a>
            ) : (
              'N/A'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Propiedad de interés</dt>
          <dd className="break-words text-stone-900">{contact.interested_property || 'N/A'}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Recibido</dt>
          <dd className="text-stone-900">{formatDateTime(contact.created_at)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <p className="text-sm text-stone-600">Mensaje</p>
        <p className="mt-1 rounded-lg bg-stone-50 p-3 break-words whitespace-pre-wrap text-stone-900 ring-1 ring-stone-200">
          {contact.message}
        </p>
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <a
          href={replyMailto(contact, companyName)}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Responder por Email
        </a>
        <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>
          Eliminar Contacto
        </Button>
      </div>
    </article>
  );
}
