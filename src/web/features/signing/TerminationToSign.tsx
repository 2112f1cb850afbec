import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { buyerDateTime } from '#shared/i18n/buyer-format.ts';
import type { TerminationDto } from '#shared/schemas/termination-schema.ts';
import { ApiError, apiFetch, saveBlob } from '#web/lib/api-client.ts';
import { translatedError } from '#web/lib/i18n/use-catalog.ts';
import { Button } from '#web/ui/Button.tsx';

import { withToken, type SigningLink } from './api';
import { SignaturePad } from './SignaturePad';
import { useSigningText } from './signing-text';

type Answer = { termination: TerminationDto };

/**
 * A buyer who signed the contract signs its termination agreement here, through their own link
 * (docs/product.md#mutual-agreement): the agreement in their language when there is one (the binding text otherwise),
 * its PDF, and a drawn signature like the contract's. Shown only while the offer awaits this buyer.
 */
export function TerminationToSign({
  contractId,
  link,
  signerName,
}: {
  contractId: string;
  link: SigningLink;
  /** The buyer of the link, whose signature the agreement awaits. */
  signerName: string;
}) {
  const { t, locale } = useSigningText();
  const queryClient = useQueryClient();
  const [signature, setSignature] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signed, setSigned] = useState(false);
  const key = ['termination', contractId, link.token];
  const query = useQuery({
    queryKey: key,
    enabled: link.token !== null,
    retry: false,
    queryFn: async () => {
      try {
        return (await apiFetch<Answer>(withToken(`/api/contracts/${contractId}/termination`, link))).termination;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 404) return null;
        throw failure;
      }
    },
  });
  const sign = useMutation({
    mutationFn: (image: string) =>
      apiFetch<Answer>(withToken(`/api/contracts/${contractId}/termination/sign`, link), {
        method: 'POST',
        auth: false,
        body: { signature_image: image },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const termination = query.data;
  if (!termination) return null;
  const mine = termination.parties.find((party) => party.party === 'buyer' && party.name === signerName);
  if (!signed && (termination.state !== 'open' || !mine || mine.signed_at !== null)) return null;
  const text = termination.texts.find((candidate) => candidate.language === locale) ?? termination.texts[0]!;

  const submit = async () => {
    if (!signature) return;
    setError(null);
    try {
      await sign.mutateAsync(signature);
      setSigned(true);
    } catch (failure) {
      const known = translatedError(t, locale, failure, { 0: 'error.network', 410: 'error.linkGone' });
      setError(
        t('termination.error', { detail: known ?? (failure instanceof ApiError ? (failure.detail ?? '') : '') }),
      );
    }
  };

  return (
    <section
      aria-labelledby="termination-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-amber-300 sm:p-6"
    >
      <h2 id="termination-title" className="text-lg font-semibold text-stone-900">
        {t('termination.title')}
      </h2>
      {signed ? (
        <p role="status" className="mt-2 text-emerald-900">
          {t('termination.signed')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-700">
            {t('termination.intro', { expires: buyerDateTime(termination.expires_at, locale) })}
          </p>
          <article lang={text.language} className="mt-4 space-y-3 text-sm leading-relaxed text-stone-800">
            {text.language === termination.courtesy ? (
              <p className="font-semibold text-amber-800">{t('termination.courtesy')}</p>
            ) : null}
            <h3 className="font-semibold">{text.title}</h3>
            {text.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </article>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={async () =>
              saveBlob(
                await apiFetch<Blob>(withToken(`/api/contracts/${contractId}/termination/pdf`, link), { auth: false }),
                `termination-${contractId.slice(0, 8)}.pdf`,
              )
            }
          >
            {t('termination.pdf')}
          </Button>
          <div className="mt-4">
            <SignaturePad
              value={signature}
              onSave={setSignature}
              onChangeRequested={() => setSignature(null)}
              onCancel={() => undefined}
            />
          </div>
          <p className="mt-4 rounded-lg bg-sand-100 p-3 text-sm text-stone-700">{t('form.evidence')}</p>
          {error ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
              {error}
            </p>
          ) : null}
          <Button
            className="mt-4 w-full sm:w-auto"
            onClick={() => void submit()}
            disabled={!signature || sign.isPending}
          >
            {sign.isPending ? t('termination.signing') : t('termination.sign')}
          </Button>
        </>
      )}
    </section>
  );
}
