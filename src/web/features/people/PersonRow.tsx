import { useState } from 'react';

import { ROLE_LABELS, type PersonDto, type PersonRole } from '#shared/api/people-dtos.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { useConfirm } from '#web/ui/ConfirmDialog.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useUpdatePerson, type PersonChanges } from './api';
import { EMPTY_POWERS, SigningPowersFields, usePowersFromCompany } from './SigningPowersFields';

/** What Firmar does for this account, said as it is (docs/product.md §4). */
const SIGNS_TEXT: Record<PersonDto['signs_for_company'], (person: PersonDto) => string> = {
  own_powers: (person) =>
    `Firma por la empresa con sus poderes: ${person.signing_powers?.name}, ${person.signing_powers?.position}`,
  shared_account: () =>
    'Firma por la empresa desde la cuenta de administración compartida, en nombre del representante de los datos de la empresa (sin poderes propios)',
  no: (person) =>
    person.role === 'staff' && person.signing_powers
      ? 'No firma por la empresa: el personal no firma'
      : 'No firma por la empresa',
};

/** One person: role, signing powers, active; each change saved at once. */
export function PersonRow({ person }: { person: PersonDto }) {
  const update = useUpdatePerson();
  const toast = useToast();
  const confirm = useConfirm();
  const [editingPowers, setEditingPowers] = useState(false);
  const [powers, setPowers] = useState(person.signing_powers ?? EMPTY_POWERS);
  const fromCompany = usePowersFromCompany();
  const prefilled = !person.signing_powers && fromCompany !== null;
  const togglePowers = () => {
    // Opened for the first time without powers: start from the representative in the company details.
    if (!editingPowers && prefilled && powers === EMPTY_POWERS) setPowers(fromCompany);
    setEditingPowers((open) => !open);
  };

  const save = (changes: PersonChanges, done: string) =>
    update.mutate(
      { id: person.id, changes },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(errorWithDetail('No se pudo guardar', error)),
      },
    );

  const toggleActive = async () => {
    if (person.active) {
      const ok = await confirm({
        title: 'Desactivar cuenta',
        message: `${person.full_name || person.username} no podrá entrar y sus sesiones abiertas se cerrarán al momento.`,
        confirmLabel: 'Desactivar',
      });
      if (!ok) return;
    }
    save({ active: !person.active }, person.active ? 'Cuenta desactivada' : 'Cuenta reactivada');
  };

  return (
    <li
      className={`space-y-3 p-4 ${person.active ? '' : 'opacity-60'}`}
      aria-label={person.full_name || person.username}
    >
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">{person.full_name || person.username}</p>
          <p className="text-sm text-stone-600">
            {person.username}
            {person.invitation_pending ? ' · invitación pendiente' : ''}
            {person.active ? '' : ' · desactivada'}
          </p>
          <p className="text-sm text-stone-600">{SIGNS_TEXT[person.signs_for_company](person)}</p>
        </div>
        <label className="text-sm text-stone-700">
          <span className="sr-only">Rol de {person.username}</span>
          <select
            value={person.role}
            onChange={(e) => save({ role: e.target.value as PersonRole }, 'Rol cambiado')}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-2"
          >
            {(Object.keys(ROLE_LABELS) as PersonRole[]).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" onClick={togglePowers} aria-expanded={editingPowers}>
          Poderes de firma
        </Button>
        <Button variant={person.active ? 'danger' : 'secondary'} size="sm" onClick={() => void toggleActive()}>
          {person.active ? 'Desactivar' : 'Reactivar'}
        </Button>
      </div>
      {editingPowers ? (
        <div className="space-y-3 rounded-lg bg-stone-50 p-3">
          {prefilled ? (
            <p className="text-sm text-stone-600">
              Nombre y DNI/NIE del representante de los datos de la empresa (Contenido): revísalos y añade su cargo y
              sus poderes.
            </p>
          ) : null}
          <SigningPowersFields value={powers} onChange={setPowers} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => save({ signing_powers: powers }, 'Poderes de firma guardados')}>
              Guardar poderes
            </Button>
            {person.signing_powers ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => save({ signing_powers: null }, 'Ya no firma por la empresa')}
              >
                Quitar poderes
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
