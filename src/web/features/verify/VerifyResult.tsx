import type { VerifyDocumentDto } from '#shared/api/document-dtos.ts';
import { isCancelled } from '#shared/contract-lifecycle/index.ts';
import { buyerDate, buyerDateTime } from '#shared/i18n/buyer-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';

import type { VerifyTranslate } from './verify-text';

const STATUS_KEYS = {
  signed: 'genuine.status.signed',
  completed: 'genuine.status.completed',
  cancelled: 'genuine.status.cancelled',
} as const;

/** Without a verified time-stamp, the time is the server's: said plainly, with why. */
const SERVER_CLOCK_KEYS = {
  verified: 'genuine.sealServerClock',
  server_clock: 'genuine.sealServerClock',
  pending: 'genuine.sealPending',
  in_newer_copy: 'genuine.sealNewerCopy',
} as const;

type Props = { result: VerifyDocumentDto; filename: string; t: VerifyTranslate; locale: Locale };

/** The answer in plain words: what 'genuine' and 'unknown' mean for the person holding the file. */
export function VerifyResult({ result, filename, t, locale }: Props) {
  const dateTime = (value: string) => buyerDateTime(value, locale);
  if (result.status === 'genuine') {
    return (
      <section
        aria-labelledby="verify-result-title"
        className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950"
      >
        <h2 id="verify-result-title" className="text-xl font-semibold">
          {t('genuine.title')}
        </h2>
        <p className="mt-2">{t('genuine.body', { filename })}</p>
        {result.test_mode ? (
          <p
            role="status"
            className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 font-semibold text-amber-950"
          >
            {t('genuine.testMode')}
          </p>
        ) : null}
        {isCancelled(result.contract_status) ? (
          <p role="status" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-900">
            {t('genuine.cancelled')}
          </p>
        ) : null}
        <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium">{t('genuine.contract')}</dt>
          <dd>
            {result.contract_type_name} <span className="font-mono text-xs">({result.contract_id.slice(0, 8)})</span>
          </dd>
          <dt className="font-medium">{t('genuine.status')}</dt>
          <dd>{t(STATUS_KEYS[result.contract_status as keyof typeof STATUS_KEYS] ?? 'genuine.status.other')}</dd>
          {result.outcome ? (
            <>
              <dt className="font-medium">{t('genuine.outcome')}</dt>
              <dd>
                {t('genuine.outcome.value', {
                  outcome: result.outcome.outcome,
                  // Noon UTC is the same calendar day in Madrid.
                  date: buyerDate(`${result.outcome.date}T12:00:00Z`, locale),
                })}
              </dd>
            </>
          ) : null}
          <dt className="font-medium">{t('genuine.signedAt')}</dt>
          <dd>{result.signed_at ? t('genuine.madridTime', { dateTime: dateTime(result.signed_at) }) : '—'}</dd>
          <dt className="font-medium">{t('genuine.signers')}</dt>
          <dd>
            <ul className="space-y-1">
              {result.signers.map((signer, index) => (
                <li key={index}>
                  {signer.name}
                  {signer.signed_at ? (
                    <span className="text-emerald-800">
                      {' '}
                      · {t('genuine.signerSignedAt', { dateTime: dateTime(signer.signed_at) })}
                    </span>
                  ) : null}
                  {signer.link_handed_over ? (
                    <span className="text-amber-900">
                      {' '}
                      · {t('genuine.linkHandedOver', { dateTime: dateTime(signer.link_handed_over.at) })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="font-medium">{t('genuine.policy')}</dt>
          <dd>
            {t('genuine.policy.value', {
              emailCode: String(result.signing_policy.email_code),
              buyerFile: String(result.signing_policy.buyer_file_required),
            })}
          </dd>
          <dt className="font-medium">{t('genuine.sealedAt')}</dt>
          <dd>
            {result.seal.timestamp
              ? t('genuine.sealTimestamp', {
                  dateTime: dateTime(result.seal.timestamp.time),
                  authority: result.seal.timestamp.authority,
                })
              : t(SERVER_CLOCK_KEYS[result.seal.trusted_time], { dateTime: dateTime(result.seal.sealed_at) })}
          </dd>
          <dt className="font-medium">{t('genuine.hash')}</dt>
          <dd className="break-all font-mono text-xs">{result.sha256}</dd>
        </dl>
      </section>
    );
  }
  if (result.status === 'deleted') {
    // Its contract was deleted under the retention policy; the server words it in the page's language.
    return (
      <section
        aria-labelledby="verify-result-title"
        className="rounded-2xl border border-stone-300 bg-stone-50 p-6 text-stone-900"
      >
        <h2 id="verify-result-title" className="text-xl font-semibold">
          {result.contract_type_name}
        </h2>
        <p className="mt-2">{result.message}</p>
        <p className="mt-2 break-all font-mono text-xs">{result.sha256}</p>
      </section>
    );
  }
  if (result.review_copy) {
    const copy = result.review_copy;
    return (
      <section
        aria-labelledby="verify-result-title"
        className="rounded-2xl border border-sky-300 bg-sky-50 p-6 text-sky-950"
      >
        <h2 id="verify-result-title" className="text-xl font-semibold">
          {t('review.title')}
        </h2>
        <p className="mt-2">
          {t('review.body', { filename, contractRef: copy.contract_ref, typeName: copy.contract_type_name })}
        </p>
        {copy.sealed_sha256 ? (
          <p className="mt-2">
            {t('review.sealed')} <span className="break-all font-mono text-xs">{copy.sealed_sha256}</span>
          </p>
        ) : (
          <p className="mt-2">{t('review.pending')}</p>
        )}
        <p className="mt-4 text-sm">
          <span className="font-medium">{t('unknown.hash')} </span>
          <span className="break-all font-mono text-xs">{result.sha256}</span>
        </p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="verify-result-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="verify-result-title" className="text-xl font-semibold">
        {t('unknown.title')}
      </h2>
      <p className="mt-2">{t('unknown.body', { filename })}</p>
      <p className="mt-2">{t('unknown.next')}</p>
      <p className="mt-4 text-sm">
        <span className="font-medium">{t('unknown.hash')} </span>
        <span className="break-all font-mono text-xs">{result.sha256}</span>
      </p>
    </section>
  );
}
