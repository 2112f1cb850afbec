import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { EMAIL_CODE_FORMAT_MESSAGE, isEmailCodeFormat } from '../../../../shared/api/signing-code-dtos';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { emailCodeStatusQuery, useSendEmailCode, useVerifyEmailCode } from './email-code-api';
import type { SigningLink } from './api';

const detailOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.detail ? error.detail : fallback);

/**
 * When the administrator asks for it, the buyer confirms a six-digit code mailed to them before the signature
 * pad appears (docs/product.md §5.4). Otherwise the children show at once, as in the spec's flow.
 */
export function EmailCodeGate({ contractId, link, email, children }: { contractId: string; link: SigningLink; email: string; children: ReactNode }) {
  const status = useQuery(emailCodeStatusQuery(contractId, link));
  const send = useSendEmailCode(contractId, link);
  const verify = useVerifyEmailCode(contractId, link);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();

  if (status.isPending) return <Spinner className="py-8" />;
  // If the status cannot be read, the server still decides at signing time.
  if (status.isError || !status.data.required || status.data.verified) return <>{children}</>;

  const codeSent = status.data.expires_at !== null || send.isSuccess;
  const requestCode = async () => {
    setError(null);
    try {
      await send.mutateAsync();
      setNotice(`Le hemos enviado un código de 6 cifras a ${email}. Caduca en 10 minutos.`);
      await status.refetch();
    } catch (failure) {
      setError(detailOf(failure, 'No se pudo enviar el código. Inténtelo de nuevo.'));
    }
  };
  const confirm = async () => {
    if (!isEmailCodeFormat(code)) {
      setError(EMAIL_CODE_FORMAT_MESSAGE);
      return;
    }
    setError(null);
    try {
      await verify.mutateAsync(code);
    } catch (failure) {
      setError(detailOf(failure, 'No se pudo comprobar el código. Inténtelo de nuevo.'));
      setCode('');
      await status.refetch();
    }
  };

  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        Confirme su email para firmar
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Antes de firmar le enviaremos un código de 6 cifras a <strong className="wrap-anywhere">{email}</strong>. La verificación
        queda registrada como prueba junto a su firma.
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-stone-800">
          {notice}
        </p>
      ) : null}
      {codeSent ? (
        <form
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label="Código recibido por email"
            name="email-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            error={error}
            hint={!error && status.data.attempts_left !== null ? `Le quedan ${status.data.attempts_left} intentos.` : undefined}
            className="sm:w-64"
          />
          <Button type="submit" disabled={verify.isPending} className="sm:mb-[1.625rem]">
            {verify.isPending ? 'Comprobando...' : 'Confirmar código'}
          </Button>
        </form>
      ) : error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <div className="mt-4">
        <Button variant={codeSent ? 'ghost' : 'primary'} onClick={() => void requestCode()} disabled={send.isPending}>
          {send.isPending ? 'Enviando...' : codeSent ? 'Enviar un código nuevo' : 'Enviar código'}
        </Button>
      </div>
    </section>
  );
}
