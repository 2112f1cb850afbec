import { useState, type FormEvent } from 'react';

import { ROLE_LABELS, type PersonRole } from '#shared/api/people-dtos.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { Card } from '#web/ui/PageHeader.tsx';
import { SelectField } from '#web/ui/SelectField.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useInvitePerson } from './api';
import { EMPTY_POWERS, SigningPowersFields, usePowersFromCompany } from './SigningPowersFields';

const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as PersonRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

/** Invite by email: the person gets a link to choose their own password. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<PersonRole>('staff');
  const [maySign, setMaySign] = useState(false);
  const [powers, setPowers] = useState(EMPTY_POWERS);
  const fromCompany = usePowersFromCompany();
  const invite = useInvitePerson();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, full_name: fullName, role, signing_powers: role === 'owner' && maySign ? powers : null },
      {
        onSuccess: () => {
          toast.success(`Invitación enviada a ${email}`);
          setEmail('');
          setFullName('');
          setMaySign(false);
          setPowers(EMPTY_POWERS);
        },
        onError: (error) => toast.error(errorWithDetail('No se pudo invitar', error)),
      },
    );
  };

  return (
    <Card>
      <form onSubmit={submit} className="space-y-4" aria-labelledby="invite-title">
        <h2 id="invite-title" className="text-lg font-semibold text-stone-900">
          Invitar a una persona
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label="Email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="off"
          />
          <TextField
            label="Nombre"
            required
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            autoComplete="off"
          />
          <SelectField
            label="Rol"
            options={ROLE_OPTIONS}
            value={role}
            onChange={(e) => setRole(e.target.value as PersonRole)}
          />
        </div>
        {role === 'owner' ? (
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={maySign}
              onChange={(e) => {
                // Usually the representative named in the company details: start from their name and DNI.
                if (e.target.checked && fromCompany && powers === EMPTY_POWERS) setPowers(fromCompany);
                setMaySign(e.target.checked);
              }}
              className="size-4"
            />
            Puede firmar en nombre de la empresa
          </label>
        ) : null}
        {role === 'owner' && maySign ? <SigningPowersFields value={powers} onChange={setPowers} /> : null}
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Enviando…' : 'Enviar invitación'}
        </Button>
      </form>
    </Card>
  );
}
