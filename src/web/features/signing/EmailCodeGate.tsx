import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

import { isEmailCodeFormat } from '#shared/api/signing-code-dtos.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { aroundMark, MARK, translatedError } from '#web/lib/i18n/use-catalog.ts';
import { Button } from '#web/ui/Button.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';
import { TextField } from '#web/ui/TextField.tsx';

import type { SigningLink } from './api';
import { emailCodeStatusQuery, useSendEmailCode, useVerifyEmailCode } from './email-code-api';
import { useSigningText } from './signing-text';

/** The address in bold wherever the translation puts it. */
function withStrongEmail(text: string, email: string): ReactNode {
  const [before, after] = aroundMark(text);
  return (
    <>
      {before}
      <strong className="wrap-anywhere">{email}</strong>
      {after}
    </>
  );
}

/**
 * When the administrator asks for it, the buyer confirms a six-digit code mailed to them before the signature
 * pad appears (docs/product.md §5.4). Otherwise the children show at once, as in the original flow (docs/product.md §5.4).
 */
export function EmailCodeGate({
  contractId,
  link,
  email,
  children,
}: {
  contractId: string;
  link: SigningLink;
  email: string;
  children: ReactNode;
}) {
  const status = useQuery(emailCodeStatusQuery(contractId, link));
  const send = useSendEmailCode(contractId, link);
  const verify = useVerifyEmailCode(contractId, link);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
  const { t, locale } = useSigningText();
  const codeForm = useRef<HTMLFormElement>(null);
  const [codeRequests, setCodeRequests] = useState(0);
  useCodeFieldInView(codeForm, codeRequests);

  if (status.isPending) return <Spinner className="py-8" label={t('page.loadingShort')} />;
  // If the status cannot be read, the server still decides at signing time.
  if (status.isError || !status.data.required || status.data.verified) return <>{children}</>;

  const codeSent = status.data.expires_at !== null || send.isSuccess;
  const requestCode = async () => {
    setError(null);
    try {
      await send.mutateAsync();
      setNotice(t('code.sent', { email }));
      await status.refetch();
      setCodeRequests((n) => n + 1);
    } catch (failure) {
      setError(translatedError(t, locale, failure, { 0: 'error.network', 429: 'code.tooSoon' }) ?? t('code.sendError'));
    }
  };
  const confirm = async () => {
    if (!isEmailCodeFormat(code)) {
      setError(t('code.format'));
      return;
    }
    setError(null);
    try {
      await verify.mutateAsync(code);
    } catch (failure) {
      setCode('');
      const fresh = await status.refetch();
      // A wrong code says how many tries are left (the status the server answers after counting this one).
      const left = fresh.data?.attempts_left;
      if (failure instanceof ApiError && failure.status === 422 && typeof left === 'number' && left > 0) {
        setError(t('code.wrongLeft', { count: left }));
        return;
      }
      const byStatus = {
        0: 'error.network',
        403: 'code.locked',
        409: 'code.noCode',
        410: 'code.expired',
        422: 'code.wrong',
      } as const;
      setError(translatedError(t, locale, failure, byStatus) ?? t('code.verifyError'));
    }
  };

  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('code.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{withStrongEmail(t('code.intro', { email: MARK }), email)}</p>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-stone-800">
          {notice}
        </p>
      ) : null}
      {codeSent ? (
        <form
          ref={codeForm}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextField
            label={t('code.label')}
            name="email-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            error={error}
            hint={
              !error && status.data.attempts_left !== null
                ? t('code.attemptsLeft', { count: status.data.attempts_left })
                : undefined
            }
            className="sm:w-64"
          />
          <Button type="submit" disabled={verify.isPending} className="sm:mb-[1.625rem]">
            {verify.isPending ? t('code.checking') : t('code.confirm')}
          </Button>
        </form>
      ) : error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <div className="mt-4">
        <Button variant={codeSent ? 'ghost' : 'primary'} onClick={() => void requestCode()} disabled={send.isPending}>
          {send.isPending ? t('code.sending') : codeSent ? t('code.resend') : t('code.send')}
        </Button>
      </div>
    </section>
  );
}

/**
 * After «Enviar código» the code's field comes into view, centred, and takes the focus: on a phone the buyer is down
 * at the button, and the field opens above it (docs/product.md#email-code-field).
 */
function useCodeFieldInView(form: RefObject<HTMLFormElement | null>, requests: number) {
  useEffect(() => {
    if (requests === 0) return;
    const input = form.current?.querySelector('input');
    if (!input) return;
    // jsdom and older browsers have no scrollIntoView.
    if (typeof input.scrollIntoView === 'function') input.scrollIntoView({ block: 'center' });
    input.focus({ preventScroll: true });
  }, [form, requests]);
}
