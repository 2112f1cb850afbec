import { useQuery } from '@tanstack/react-query';

import type { SigningPowersDto } from '#shared/api/people-dtos.ts';
import { contentQuery } from '#web/features/content/index.ts';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';

export const EMPTY_POWERS: SigningPowersDto = {
  name: '',
  dni: '',
  position: '',
  powers: '',
  powers_ca: '',
  powers_en: '',
};

/** What a notary's deed of appointment says, as the contract will quote it. */
export const POWERS_EXAMPLE =
  'Ejemplo: «escritura de nombramiento otorgada el 12 de marzo de 2024 ante el notario de Barcelona D. Joan Puig ' +
  'Serra, n.º 1.234 de su protocolo, inscrita en el Registro Mercantil de Barcelona».';

/**
 * New signing powers start from the representative in the company details (name and DNI, already typed in
 * Contenido): the owner adds the position and the deed instead of typing the person twice.
 */
export function usePowersFromCompany(): SigningPowersDto | null {
  const content = useQuery(contentQuery);
  const name = content.data?.representative_name.trim() ?? '';
  const dni = content.data?.representative_dni.trim() ?? '';
  return name || dni ? { ...EMPTY_POWERS, name, dni } : null;
}

/** Name, DNI, position and powers as the contract will state them for this representative. */
export function SigningPowersFields({
  value,
  onChange,
}: {
  value: SigningPowersDto;
  onChange: (value: SigningPowersDto) => void;
}) {
  const set = (key: keyof SigningPowersDto) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Nombre completo del representante"
        required
        value={value.name}
        onChange={set('name')}
        autoComplete="off"
      />
      <TextField label="DNI/NIE" required value={value.dni} onChange={set('dni')} autoComplete="off" />
      <TextField
        label="Cargo"
        required
        hint="Administrador único, consejero delegado, apoderado…"
        value={value.position}
        onChange={set('position')}
      />
      <TextAreaField
        label="Poderes"
        required
        rows={2}
        hint={POWERS_EXAMPLE}
        value={value.powers}
        onChange={set('powers')}
      />
      <TextAreaField
        label="Poderes en catalán (opcional)"
        rows={2}
        hint="Lo que dirá un contrato en catalán. Si lo dejas vacío, irá el texto en castellano y el contrato dirá «(text en castellà)»."
        value={value.powers_ca}
        onChange={set('powers_ca')}
      />
      <TextAreaField
        label="Poderes en inglés (opcional)"
        rows={2}
        hint="Lo que dirá la traducción de cortesía en inglés. Si lo dejas vacío, irá el texto en castellano, marcado como tal."
        value={value.powers_en}
        onChange={set('powers_en')}
      />
    </div>
  );
}
