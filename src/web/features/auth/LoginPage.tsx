import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';

import { ApiError, tokenStore } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { meQueryOptions, useLogin } from './api';
import { AuthLayout, FormAlert } from './AuthLayout';
import { useToken } from './session';

const LOGIN_ERROR = 'Error al iniciar sesión';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && /^\/(cms|admin)(\/|$)/.test(from) ? from : '/cms';
  const token = useToken();
  // A stored token is checked once on arrival: valid → straight in, invalid → forgotten (docs/product.md §4).
  const me = useQuery(meQueryOptions(token));
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (me.isError) tokenStore.clear();
  }, [me.isError]);

  if (me.data?.is_admin && !login.isPending) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ username, password }, { onSuccess: () => navigate(target, { replace: true }) });
  };
  const detail = login.error instanceof ApiError ? login.error.detail : null;

  return (
    <AuthLayout title="Iniciar Sesión" subtitle="Acceso al panel de administración">
      {login.isError ? (
        <FormAlert tone="error">
          <p className="font-semibold">{LOGIN_ERROR}</p>
          {detail ? <p>{detail}</p> : null}
        </FormAlert>
      ) : null}
      <form onSubmit={submit} className="space-y-4" noValidate={false}>
        <TextField
          label="Usuario"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Iniciando sesión...' : 'Iniciar Sesión'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/reset-password" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          ¿Has olvidado tu contraseña?
        </Link>
      </p>
    </AuthLayout>
  );
}
