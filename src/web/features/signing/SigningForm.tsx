import { useRef, useState } from 'react';

import { translatedError } from '#web/lib/i18n/use-catalog.ts';
import { Button } from '#web/ui/Button.tsx';

import { useBuyerSign, type SigningLink, type SignInput } from './api';
import { SignaturePad } from './SignaturePad';
import { useSigningText } from './signing-text';

type Props = {
  contractId: string;
  link: SigningLink;
  signer: SignInput['signer'];
  onSigned: (message: string) => void;
};

/** The hand signature, the evidence notice and 'Firmar Contrato', enabled once a signature is saved. */
export function SigningForm({ contractId, link, signer, onSigned }: Props) {
  const [signature, setSignature] = useState<string | null>(null);
  const [previous, setPrevious] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** After each action the next one is named, and what it needs is brought into view. */
  const [next, setNext] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const submitArea = useRef<HTMLDivElement>(null);
  const sign = useBuyerSign(contractId, link);
  const { t, locale } = useSigningText();

  const submit = async () => {
    if (!signature) {
      setError(t('form.signatureRequired'));
      return;
    }
    setError(null);
    try {
      const result = await sign.mutateAsync({ signer, signatureImage: signature });
      onSigned(result.all_signed ? t('form.allSigned') : t('form.waitingOthers'));
    } catch (failure) {
      const known = translatedError(t, locale, failure, {
        0: 'error.network',
        403: 'error.invalidLink',
        409: 'form.closed',
        410: 'error.linkGone',
      });
      setError(locale !== 'es' && known ? known : t('form.signError', { detail: known ?? t('error.unknown') }));
    }
  };

  return (
    <section
      ref={section}
      aria-labelledby="signature-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="signature-title" className="text-lg font-semibold text-stone-900">
        {t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('form.instructions')}</p>
      <div className="mt-4">
        <SignaturePad
          value={signature}
          onSave={(dataUrl) => {
            setSignature(dataUrl);
            setPrevious(null);
            setError(null);
            setNext(t('form.nextSign'));
            // Only the saved signature and the submit button below it are left: they come into view.
            requestAnimationFrame(() => submitArea.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
          }}
          onChangeRequested={() => {
            setPrevious(signature);
            setSignature(null);
            setNext(t('form.nextSave'));
            requestAnimationFrame(() => section.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
          }}
          onCancel={() => {
            if (previous) setSignature(previous);
            setPrevious(null);
          }}
        />
      </div>
      <p className="mt-5 rounded-lg bg-sand-100 p-3 text-sm text-stone-700">{t('form.evidence')}</p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      ) : null}
      <div ref={submitArea} className="mt-5">
        {next ? (
          <p role="status" className="mb-3 text-sm font-medium text-brand-900">
            {next}
          </p>
        ) : null}
        <Button
          onClick={() => void submit()}
          disabled={!signature || sign.isPending}
          aria-describedby={signature ? undefined : 'sign-hint'}
          className="w-full sm:w-auto"
        >
          {sign.isPending ? t('form.signing') : t('form.sign')}
        </Button>
        {signature ? null : (
          <p id="sign-hint" className="mt-2 text-sm text-stone-600">
            {t('form.signatureRequired')}
          </p>
        )}
      </div>
    </section>
  );
}
