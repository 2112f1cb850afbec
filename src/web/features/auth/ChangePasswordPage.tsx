import { useState, type FormEvent } from 'react';

import { validatePasswordChange } from '#shared/schemas/auth-schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useChangePassword } from './api';
import { useLogout } from './session';

const CHANGE_ERROR = 'Error al cambiar el password';
export const PASSWORD_CHANGED_NOTICE = 'Password cambiado correctamente. Inicia sesión de nuevo con el nuevo password.';

/** Admin page: after a change every token stops working, so the user is told and sent to log in again. */
export function ChangePasswordPage() {
  const change = useChangePassword();
  const toast = useToast();
  const logout = useLogout();
  const [values, setValues] = useState({ current_password: '', new_password: '', confirm_password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validatePasswordChange(values);
    setProblem(message);
    if (message !== null) return;
    change.mutate(values, {
      onSuccess: () => {
        toast.success(PASSWORD_CHANGED_NOTICE);
        logout();
      },
      onError: (error) => setProblem(error instanceof ApiError && error.detail ? error.detail : CHANGE_ERROR),
    });
  };

  return (
    <section className="max-w-lg">
      <h1 className="text-2xl font-semibold text-stone-900">Cambiar Password</h1>
      <p className="mt-1 text-sm text-stone-600">
        Tras cambiarlo se cerrará la sesión en todos los dispositivos y tendrás que entrar de nuevo.
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-6 space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      >
        {problem ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            {change.isError ? <p className="font-semibold">{CHANGE_ERROR}</p> : null}
            <p>{problem}</p>
          </div>
        ) : null}
        <TextField
          label="Password actual"
          type="password"
          autoComplete="current-password"
          required
          value={values.current_password}
          onChange={set('current_password')}
        />
        <TextField
          label="Nuevo password"
          type="password"
          autoComplete="new-password"
          required
          value={values.new_password}
          onChange={set('new_password')}
          hint="Mínimo 6 caracteres y distinto del actual."
        />
        <TextField
          label="Confirmar nuevo password"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm_password}
          onChange={set('confirm_password')}
        />
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? 'Guardando...' : 'Cambiar Password'}
        </Button>
      </form>
    </section>
  );
}
