import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { MIN_PASSWORD_LENGTH, validatePasswordReset } from '#shared/schemas/auth-schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import { useResetPassword } from './api';
import { FormAlert } from './AuthLayout';
import { BackToLogin } from './RequestResetForm';
import { translateResetProblem, type ResetTranslate } from './reset-i18n';

const REDIRECT_DELAY_MS = 3000;

export function NewPasswordForm({ token, t }: { token: string; t: ResetTranslate }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validatePasswordReset(password, confirmation);
    setProblem(message);
    if (message === null) reset.mutate({ token, new_password: password });
  };

  if (reset.isSuccess) {
    return (
      <FormAlert tone="success">
        <p className="font-semibold">{t('reset.done')}</p>
        <p>{t('reset.redirecting')}</p>
      </FormAlert>
    );
  }

  const detail = reset.error instanceof ApiError ? reset.error.detail : null;
  return (
    <>
      {reset.isError ? (
        <FormAlert tone="error">
          <p className="font-semibold">{t('reset.resetError')}</p>
          {detail ? <p>{detail}</p> : null}
        </FormAlert>
      ) : null}
      <p className="mb-4 text-sm text-stone-600">{t('reset.linkRules')}</p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label={t('reset.newPassword')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={t('reset.minimum', { min: MIN_PASSWORD_LENGTH })}
        />
        <TextField
          label={t('reset.confirmPassword')}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          error={translateResetProblem(problem, t)}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('reset.saving') : t('reset.submit')}
        </Button>
      </form>
      <BackToLogin t={t} />
    </>
  );
}
