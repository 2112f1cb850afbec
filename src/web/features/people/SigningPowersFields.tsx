import type { SigningPowersDto } from '#shared/api/people-dtos.ts';
import { TextAreaField } from '#web/ui/TextAreaField.tsx';
import { TextField } from '#web/ui/TextField.tsx';

export const EMPTY_POWERS: SigningPowersDto = { name: '', dni: '', position: '', powers: '' };

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
        hint="Escritura, notario, fecha y número de protocolo"
        value={value.powers}
        onChange={set('powers')}
      />
    </div>
  );
}
