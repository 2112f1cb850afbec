import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { useRequestPasswordReset } from './api';
import { FormAlert } from './AuthLayout';
import type { ResetTranslate } from './reset-i18n';

// The confirmation has the same words whatever the server knows about the address: the page must not reveal
// whether it exists.
export function RequestResetForm({ t }: { t: ResetTranslate }) {
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
          <p>{t('reset.confirmation')}</p>
          <p className="mt-2">{t('reset.linkRules')}</p>
        </FormAlert>
        <BackToLogin t={t} />
      </>
    );
  }

  const detail = request.error instanceof ApiError ? request.error.detail : null;
  return (
    <>
      {request.isError ? (
        <FormAlert tone="error">
          <p className="font-semibold">{t('reset.requestError')}</p>
          {detail ? <p>{detail}</p> : null}
        </FormAlert>
      ) : null}
      <form onSubmit={submit} className="space-y-4">
        <TextField
          label={t('reset.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint={t('reset.linkRules')}
        />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? t('reset.sending') : t('reset.send')}
        </Button>
      </form>
      <BackToLogin t={t} />
    </>
  );
}

export function BackToLogin({ t }: { t: ResetTranslate }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('reset.backToLogin')}
      </Link>
    </p>
  );
}
