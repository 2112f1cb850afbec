import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import type { MailPreviewDto } from '#shared/schemas/mail-preview-schema.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const LANGUAGE_NAMES = { es: 'castellano', ca: 'catalán', en: 'inglés' } as const;

/**
 * The mails a one-way act would send, asked of the server before the owner confirms (docs/product.md#last-look).
 * `key` is what was previewed: a preview of other values than the ones on screen is not shown as current.
 */
export function useMailPreview(path: string) {
  const [previewed, setPreviewed] = useState<{ key: string; mails: MailPreviewDto['mails'] } | null>(null);
  const preview = useMutation({
    mutationFn: (body: unknown) => apiFetch<MailPreviewDto>(path, { method: 'POST', body }),
  });
  return {
    isPending: preview.isPending,
    error: preview.error,
    /** The mails for exactly these values, or null while they were not previewed. */
    mailsFor: (body: unknown) => (previewed?.key === JSON.stringify(body) ? previewed.mails : null),
    async load(body: unknown) {
      const answer = await preview.mutateAsync(body);
      setPreviewed({ key: JSON.stringify(body), mails: answer.mails });
      return answer.mails;
    },
  };
}

/** Each buyer's mail as they will read it, in their language. */
export function MailPreviewList({ mails }: { mails: MailPreviewDto['mails'] }) {
  return (
    <section aria-label="Lo que recibirá cada comprador" className="mt-4 space-y-3">
      <h4 className="text-sm font-semibold text-stone-900">
        {mails.length === 0
          ? 'Ningún comprador recibirá un correo.'
          : `Lo que recibirá cada comprador (${mails.length}):`}
      </h4>
      {mails.map((mail) => (
        <article
          key={mail.to}
          aria-label={`Correo a ${mail.buyer_name}`}
          className="rounded-lg bg-stone-50 p-3 text-sm ring-1 ring-stone-200"
        >
          <p className="font-semibold text-stone-900">
            {mail.buyer_name} · {mail.to} · en {LANGUAGE_NAMES[mail.language]}
          </p>
          <p className="mt-1 font-medium text-stone-800">{mail.subject}</p>
          <pre className="mt-2 max-h-60 overflow-auto font-sans text-xs break-words whitespace-pre-wrap text-stone-700">
            {mail.text}
          </pre>
        </article>
      ))}
    </section>
  );
}
