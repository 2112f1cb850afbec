import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useRequestPasswordReset } from './api';
import { FormAlert } from './AuthLayout';
import { RESET_LINK_RULES } from './reset-texts';

// Same words whatever the server knows about the address: the page must not reveal whether it exists.
const GENERIC_CONFIRMATION =
  'Si el email corresponde a una cuenta, recibirás en unos minutos un enlace para restablecer la contraseña.';

export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <>
        <FormAlert tone="success">
          <p>{GENERIC_CONFIRMATION}</p>
          <p className="mt-2">{RESET_LINK_RULES}</p>
        </FormAlert>
        <BackToLogin />
      </>
    );
  }

  const detail = request.error instanceof ApiError ? request.error.detail : null;
  return (
    <>
      {request.isError ? (
        <FormAlert tone="error">
          <p className="font-semibold">Error al solicitar el restablecimiento</p>
          {detail ? <p>{detail}</p> : null}
        </FormAlert>
      ) : null}
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint={RESET_LINK_RULES}
        />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Enviando...' : 'Enviar enlace'}
        </Button>
      </form>
      <BackToLogin />
    </>
  );
}

export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
        Volver a iniciar sesión
      </Link>
    </p>
  );
}
