import { useQuery } from '@tanstack/react-query';

import type { PublicContractDto } from '#shared/api/contract-dtos.ts';
import { SPANISH_MONTHS } from '#shared/format/dates.ts';
import { buyerAmount, buyerDate } from '#shared/i18n/buyer-format.ts';

import type { SigningLink } from './api';
import { buyerFileQuery } from './buyer-file-api';
import { emailCodeStatusQuery } from './email-code-api';
import { PAYMENT_NOTES, paymentStage } from './payment-stage';
import { useSigningText } from './signing-text';
import { STEP_ANCHORS } from './step-anchors';

// The top of the signing page (docs/product.md#signing-guide): this buyer's steps with where they stand and a link
// to each, then the contract's essentials in the buyer's language, before the text itself. The email-code and
// buyer-file answers are the ones their gates ask for (the same queries, fetched once).

type Step = {
  key: 'email' | 'identity' | 'read' | 'sign' | 'pay';
  done: boolean;
  anchor?: string;
  /** Not the buyer's to do yet: it waits for something else (the transfer details), so it is never "now". */
  waiting?: boolean;
};

export function SigningGuide({
  contract,
  link,
  signed,
}: {
  contract: PublicContractDto;
  link: SigningLink;
  signed: boolean;
}) {
  const { t } = useSigningText();
  const buyerLink = link.token !== null;
  const code = useQuery({ ...emailCodeStatusQuery(contract.id, link), enabled: buyerLink });
  const file = useQuery({ ...buyerFileQuery(contract.id, link), enabled: buyerLink });
  const emailConfirmed = signed || code.data?.verified === true;
  const identified = signed || file.data?.complete === true;
  const stage = paymentStage(contract);
  const steps: Step[] = [
    ...(code.data?.required ? [{ key: 'email' as const, done: emailConfirmed, anchor: STEP_ANCHORS.email }] : []),
    ...(file.data?.required ? [{ key: 'identity' as const, done: identified, anchor: STEP_ANCHORS.identity }] : []),
    // Reading has no event of its own: it is behind the buyer once the gates before it are passed.
    { key: 'read', done: signed, anchor: STEP_ANCHORS.read },
    { key: 'sign', done: signed, anchor: STEP_ANCHORS.sign },
    { key: 'pay', done: stage === 'transfer_confirmed', waiting: stage !== 'details_sent' },
  ];
  const current = steps.findIndex((step) => !step.done && !step.waiting);
  const note = PAYMENT_NOTES[stage];
  return (
    <section aria-labelledby="guide-title" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="guide-title" className="text-lg font-semibold text-stone-900">
          {t('guide.title')}
        </h2>
        {current >= 0 ? (
          <p className="text-sm text-stone-600">{t('guide.progress', { current: current + 1, total: steps.length })}</p>
        ) : null}
      </div>
      <ol className="mt-3 grid gap-2 sm:grid-cols-5">
        {steps.map((step, index) => {
          // Once everyone has signed, the step says where its details will come from until they have come.
          const label =
            step.key === 'pay' && stage === 'details_coming' ? t('guide.step.payByEmail') : t(`guide.step.${step.key}`);
          const state = step.done ? t('guide.done') : index === current ? t('guide.current') : null;
          const className = step.done
            ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
            : index === current
              ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
              : 'border-stone-200 text-stone-700';
          return (
            <li key={step.key} aria-current={index === current ? 'step' : undefined}>
              <a
                href={step.anchor ? `#${step.anchor}` : undefined}
                className={`block rounded-lg border px-3 py-2 text-sm ${className} ${step.anchor ? 'underline-offset-2 hover:underline' : ''}`}
              >
                <span aria-hidden="true">{step.done ? '✓ ' : `${index + 1}. `}</span>
                {label}
                {state ? <span className="sr-only"> ({state})</span> : null}
              </a>
            </li>
          );
        })}
      </ol>
      {note ? <p className="mt-3 text-sm text-stone-600">{t(note)}</p> : null}
      <ContractSummary contract={contract} />
    </section>
  );
}

const AMOUNTS = [
  ['precio_venta', 'summary.price'],
  ['importe_reserva', 'summary.reservation'],
  ['importe_arras', 'summary.deposit'],
] as const;
const DEADLINES = ['arras', 'escritura', 'compraventa', 'financiacion'] as const;

/** "fecha_limite_arras_{dia,mes,año}" as an ISO date (noon UTC: the same day in Madrid), or null when incomplete. */
function deadline(data: Record<string, unknown>, name: string): string | null {
  const day = Number(data[`fecha_limite_${name}_dia`]);
  const month = SPANISH_MONTHS.indexOf(
    String(data[`fecha_limite_${name}_mes`] ?? '') as (typeof SPANISH_MONTHS)[number],
  );
  const year = Number(data[`fecha_limite_${name}_año`]);
  if (!Number.isInteger(day) || day < 1 || month < 0 || !Number.isInteger(year) || year < 1000) return null;
  return new Date(Date.UTC(year, month, day, 12)).toISOString();
}

/** Parties, amounts and deadlines, in the buyer's words and formats. */
function ContractSummary({ contract }: { contract: PublicContractDto }) {
  const { t, locale } = useSigningText();
  const data = contract.contract_data;
  const seller = contract.company ? contract.company.legal_name.trim() || contract.company.name : null;
  const rows: [string, string][] = [
    ...(seller ? [[t('summary.seller'), seller] as [string, string]] : []),
    [t('summary.buyers'), contract.signers.map((signer) => signer.name).join(', ')],
  ];
  for (const [field, key] of AMOUNTS) {
    const amount = Number(data[field]);
    if (data[field] !== undefined && data[field] !== '' && Number.isFinite(amount) && amount > 0) {
      rows.push([t(key), buyerAmount(amount, locale)]);
    }
  }
  for (const name of DEADLINES) {
    const date = deadline(data, name);
    if (date) rows.push([t(`summary.deadline.${name}`), buyerDate(date, locale)]);
  }
  return (
    <div className="mt-5 border-t border-stone-200 pt-4">
      <h3 className="text-sm font-semibold text-stone-800">{t('summary.title')}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="mb-1 font-medium text-stone-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-stone-600">{t('summary.note')}</p>
    </div>
  );
}
