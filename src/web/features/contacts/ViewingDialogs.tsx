import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { madridLocalToUtcIso, utcToMadridLocal } from '#shared/format/madrid-time.ts';
import type { ViewingDto } from '#shared/schemas/enquiry-schema.ts';
import { propertiesQuery } from '#web/features/properties/index.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { SignatureCanvas } from '#web/ui/SignatureCanvas.tsx';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useBookViewing, useSignSheet } from './enquiries-api';

/** «Reservar visita» (docs/product.md §4.2): property, day and time in Madrid, who from the company attends. */
export function BookViewingDialog({
  contactId,
  propertyId,
  onClose,
}: {
  contactId: number;
  propertyId: number | null;
  onClose: () => void;
}) {
  const properties = useQuery(propertiesQuery);
  const book = useBookViewing();
  const toast = useToast();
  const [property, setProperty] = useState(propertyId ? String(propertyId) : '');
  const [when, setWhen] = useState(
    () => utcToMadridLocal(new Date(Date.now() + 24 * 60 * 60_000)).slice(0, 11) + '17:00',
  );
  const [attendee, setAttendee] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const startsAt = madridLocalToUtcIso(when);
    if (!property) return setError('Elige la propiedad.');
    if (!startsAt) return setError('Indica el día y la hora.');
    if (!attendee.trim()) return setError('Indica quién de la empresa acompaña la visita.');
    setError(null);
    book.mutate(
      { id: contactId, property_id: Number(property), starts_at: startsAt, attendee: attendee.trim() },
      {
        onSuccess: () => {
          toast.success('Visita reservada: el visitante recibe la invitación por email.');
          onClose();
        },
        onError: (failure) => setError(errorWithDetail('No se pudo reservar la visita', failure)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Reservar visita"
      description="El visitante recibe un email en su idioma con la invitación para su calendario y un enlace para confirmar o anular."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={book.isPending}>
            {book.isPending ? 'Reservando…' : 'Reservar y enviar invitación'}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <SelectField
          label="Propiedad"
          required
          value={property}
          onChange={(event) => setProperty(event.target.value)}
          options={[
            { value: '', label: 'Elige una propiedad' },
            ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: `${p.title} · ${p.address}` })),
          ]}
        />
        <TextField
          label="Día y hora (hora de Madrid)"
          type="datetime-local"
          required
          value={when}
          onChange={(event) => setWhen(event.target.value)}
        />
        <TextField
          label="Quién acompaña la visita"
          required
          value={attendee}
          autoComplete="name"
          onChange={(event) => setAttendee(event.target.value)}
        />
      </div>
    </Dialog>
  );
}

/**
 * The visit sheet signed on the company's phone (docs/product.md §4.2): the visitor writes their name and document,
 * the agent what was shown, and the visitor signs; the server seals it like a contract.
 */
export function SignSheetDialog({ viewing, onClose }: { viewing: ViewingDto; onClose: () => void }) {
  const sign = useSignSheet();
  const toast = useToast();
  const [name, setName] = useState(viewing.visitor_name);
  const [idNumber, setIdNumber] = useState('');
  const [shown, setShown] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onSignature = useCallback((value: string | null) => setSignature(value), []);

  const submit = () => {
    if (idNumber.trim().length < 5) return setError('Indica el DNI, NIE o pasaporte del visitante.');
    if (!signature) return setError('Falta la firma del visitante.');
    setError(null);
    sign.mutate(
      { id: viewing.id, visitor_name: name, visitor_id_number: idNumber.trim(), shown, signature_image: signature },
      {
        onSuccess: () => {
          toast.success('Parte de visita firmado y sellado.');
          onClose();
        },
        onError: (failure) => setError(errorWithDetail('No se pudo firmar el parte', failure)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Parte de visita"
      description={`${viewing.property} · el visitante declara que ha conocido el inmueble a través de la empresa.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={sign.isPending}>
            {sign.isPending ? 'Firmando…' : 'Firmar el parte'}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        {error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <TextField label="Nombre del visitante" value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label="DNI, NIE o pasaporte del visitante"
          required
          value={idNumber}
          onChange={(event) => setIdNumber(event.target.value)}
        />
        <TextAreaField
          label="Qué se ha mostrado"
          rows={2}
          value={shown}
          onChange={(event) => setShown(event.target.value)}
        />
        <div>
          <p className="mb-1 text-sm font-medium text-stone-800">Firma del visitante</p>
          <SignatureCanvas label="Recuadro de firma del visitante" clearLabel="Borrar firma" onChange={onSignature} />
        </div>
      </div>
    </Dialog>
  );
}
