import { useNavigate } from 'react-router';

import type { ContactDto } from '#shared/api/api-types.ts';
import {
  CONTACT_SOURCE_LABELS,
  CONTACT_STAGE_LABELS,
  CONTACT_STAGES,
  type ContactStage,
} from '#shared/contact-lifecycle/index.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { LOCALE_NAMES } from '#shared/i18n/locales.ts';
import { mailtoHref } from '#shared/identity/email.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useDeleteContact } from './api';
import { replyMailto } from './contact-list-model';
import { ContactStory } from './ContactStory';
import { useUpdateContact } from './enquiries-api';
import { newContractState } from './new-contract-state';

const MISSING_LABELS = { name: 'nombre', email: 'email', phone: 'teléfono', property: 'propiedad' } as const;
const STAGE_OPTIONS = CONTACT_STAGES.map((stage) => ({ value: stage, label: CONTACT_STAGE_LABELS[stage] }));

type Props = { contact: ContactDto | null; companyName: string; onDeleted: () => void };

/** Everything a visitor wrote is rendered as text (React escapes it), never as HTML. */
export function ContactDetail({ contact, companyName, onDeleted }: Props) {
  const remove = useDeleteContact();
  const update = useUpdateContact();
  const navigate = useNavigate();
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

  const change = (changes: { stage?: ContactStage; unsubscribed?: boolean }) =>
    update.mutate(
      { id: contact.id, ...changes },
      { onError: (error) => toast.error(errorWithDetail('No se pudo guardar el cambio', error)) },
    );

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
        <div>
          <dt className="text-stone-600">Origen</dt>
          <dd className="text-stone-900">{CONTACT_SOURCE_LABELS[contact.source]}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Idioma</dt>
          <dd className="text-stone-900">{LOCALE_NAMES[contact.language]}</dd>
        </div>
      </dl>
      {contact.missing.length > 0 ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          El correo del portal no decía: {contact.missing.map((part) => MISSING_LABELS[part]).join(', ')}.
        </p>
      ) : null}
      {contact.email_is_relay ? (
        <p className="mt-3 text-sm text-stone-600">
          El email es la dirección de reenvío del portal: la respuesta le llega por el portal, pero no es su email.
        </p>
      ) : null}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Etapa del contacto"
          options={STAGE_OPTIONS}
          value={contact.stage}
          disabled={update.isPending}
          onChange={(event) => change({ stage: event.target.value as ContactStage })}
        />
        <label className="flex min-h-11 items-center gap-2 self-end text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-5"
            checked={contact.unsubscribed}
            disabled={update.isPending}
            onChange={(event) => change({ unsubscribed: event.target.checked })}
          />
          No escribirle (pidió no recibir correos)
        </label>
      </div>
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
        <Button
          variant="secondary"
          onClick={() => void navigate('../contracts', { relative: 'path', state: newContractState(contact) })}
        >
          Nuevo contrato
        </Button>
        <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>
          Eliminar Contacto
        </Button>
      </div>
      <ContactStory contact={contact} />
    </article>
  );
}
