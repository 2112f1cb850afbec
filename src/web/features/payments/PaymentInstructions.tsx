import type { BeneficiaryDto, PaymentPageDto } from '#shared/api/api-types.ts';
import { clauseReference } from '#shared/contract-terms/clause-reference.ts';
import { buyerAmount, buyerDate } from '#shared/i18n/buyer-format.ts';

import { BankDetailsPending } from './BankDetailsPending';
import { usePaymentText } from './payment-text';
import { PaymentQrCode } from './PaymentQrCode';
import { TransferDetails } from './TransferDetails';

function PrintButton() {
  const { t } = usePaymentText();
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50 print:hidden"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M5 8V3h10v5M5 14H3V8h14v6h-2M6 11h8v6H6z" strokeLinejoin="round" />
      </svg>
      {t('page.print')}
    </button>
  );
}

/**
 * What the buyer needs to make the instant SEPA transfer: amount, account, reference and QR code; while the
 * company has not filled in its account, whom to contact instead (docs/product.md §6).
 */
export function PaymentInstructions({ payment }: { payment: PaymentPageDto }) {
  const { t, locale } = usePaymentText();
  return (
    <article aria-labelledby="payment-title" className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">
            {t('page.contract', {
              contractTypeName: payment.contract_type_name,
              contractShortId: payment.contract_short_id,
            })}
          </p>
          <h1 id="payment-title" className="mt-1 font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
            {t('page.concept', { paymentType: payment.payment_type })}
          </h1>
        </div>
        <PrintButton />
      </header>

      <section
        aria-label={t('amount.title')}
        className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm print:bg-white print:text-stone-900 print:ring-1 print:ring-stone-300"
      >
        <p className="text-sm font-medium text-brand-100 print:text-stone-600">
          {t(payment.buyers.length > 1 ? 'amount.total' : 'amount.title')}
        </p>
        <p className="mt-1 text-4xl font-bold tracking-tight">{buyerAmount(payment.amount, locale)}</p>
        {/* The amount in words is Spanish: only the Spanish page shows it. */}
        {locale === 'es' ? (
          <p className="mt-1 text-sm text-brand-100 first-letter:uppercase print:text-stone-600">
            {payment.amount_words}
          </p>
        ) : null}
      </section>

      <PayersNote buyers={payment.buyers} />

      {payment.beneficiary ? (
        <TransferSections payment={payment} beneficiary={payment.beneficiary} />
      ) : (
        <BankDetailsPending payment={payment} />
      )}
    </article>
  );
}

function TransferSections({ payment, beneficiary }: { payment: PaymentPageDto; beneficiary: BeneficiaryDto }) {
  const { t, locale } = usePaymentText();
  return (
    <>
      {/* An English reader's bank is often outside the euro area: how to send euros comes before anything else. */}
      {locale === 'en' ? <AbroadNote payment={payment} beneficiary={beneficiary} /> : null}
      {payment.transfer_deadline ? (
        <section aria-labelledby="deadline-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
          <h2 id="deadline-title" className="font-semibold text-stone-900">
            {t('deadline.title')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-stone-700">
            {t('deadline.body', {
              // Noon UTC is the same calendar day in Madrid.
              date: buyerDate(`${payment.transfer_deadline}T12:00:00Z`, locale),
              days: payment.transfer_term.days,
              business: payment.transfer_term.business_days ? 'yes' : 'no',
            })}
          </p>
          <SignedClause term={payment.transfer_term} />
        </section>
      ) : null}

      <section aria-labelledby="instant-title" className="rounded-2xl border border-accent-500/40 bg-sand-50 p-5">
        <h2 id="instant-title" className="font-semibold text-stone-900">
          {t('instant.title')}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-700">{t('instant.body')}</p>
      </section>

      <div className="grid gap-6 md:grid-cols-[1fr_auto] md:items-start">
        <section
          aria-labelledby="details-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
        >
          <h2 id="details-title" className="text-lg font-semibold text-stone-900">
            {t('details.title')}
          </h2>
          <TransferDetails payment={payment} beneficiary={beneficiary} />
        </section>
        {payment.qr_image ? (
          <section
            aria-labelledby="qr-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 print:break-inside-avoid"
          >
            <h2 id="qr-title" className="mb-4 text-center text-lg font-semibold text-stone-900">
              {t('qr.title')}
            </h2>
            <PaymentQrCode image={payment.qr_image} amount={payment.amount} beneficiary={beneficiary.name} />
          </section>
        ) : null}
      </div>

      <section aria-labelledby="fraud-title" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950">
        <h2 id="fraud-title" className="font-semibold">
          {t('fraud.title')}
        </h2>
        <p className="mt-2 text-sm leading-relaxed">{t('fraud.body', { company: payment.company.name })}</p>
        <IbanCheck payment={payment} beneficiary={beneficiary} />
      </section>

      <section
        aria-labelledby="steps-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <h2 id="steps-title" className="text-lg font-semibold text-stone-900">
          {t('steps.title')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-stone-700">
          <li>{t('steps.one')}</li>
          <li>{t('steps.two')}</li>
          <li>{t('steps.three')}</li>
          <li>{t('steps.four')}</li>
        </ol>
      </section>

      {locale === 'en' ? null : <AbroadNote payment={payment} beneficiary={beneficiary} />}
    </>
  );
}

/** Paying from a bank outside SEPA or the euro: SWIFT, in euros, the fees on the payer (docs/product.md §6). */
function AbroadNote({ payment, beneficiary }: { payment: PaymentPageDto; beneficiary: BeneficiaryDto }) {
  const { t, locale } = usePaymentText();
  return (
    <section aria-labelledby="abroad-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="abroad-title" className="text-lg font-semibold text-stone-900">
        {t('abroad.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-stone-700">{t('abroad.body', { bic: beneficiary.bic })}</p>
      <p className="mt-2 text-sm leading-relaxed text-stone-700">
        {t('abroad.fees', { amount: buyerAmount(payment.amount, locale) })}
      </p>
    </section>
  );
}

/**
 * Several buyers pay one transfer for the whole amount, from an account in the name of any of them; one buyer pays
 * from their own account (docs/product.md §6; RD 304/2014 art. 21 for a buyer identified at a distance).
 */
function PayersNote({ buyers }: { buyers: string[] }) {
  const { t } = usePaymentText();
  return (
    <section aria-labelledby="payers-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="payers-title" className="font-semibold text-stone-900">
        {buyers.length > 1 ? t('buyers.title') : t('buyers.one')}
      </h2>
      {buyers.length > 1 ? (
        <p className="mt-2 text-sm leading-relaxed text-stone-700">
          {t('buyers.several', { buyers: buyers.join(', ') })}
        </p>
      ) : null}
      <p className="mt-2 text-sm leading-relaxed text-stone-600">{t('buyers.why')}</p>
    </section>
  );
}

/** The term as the signed contract words it, so page and contract cannot be read apart. */
function SignedClause({ term }: { term: PaymentPageDto['transfer_term'] }) {
  const { t, locale } = usePaymentText();
  if (!term.text) return null;
  const clause = term.clause ? clauseReference(term.clause, locale) : '';
  return (
    <figure className="mt-3 text-sm text-stone-700">
      <figcaption>{t('deadline.clause', { hasClause: clause ? 'yes' : 'no', clause })}</figcaption>
      <blockquote className="mt-1 border-l-4 border-brand-200 pl-3 italic">{term.text}</blockquote>
    </figure>
  );
}

const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/**
 * Invoice fraud swaps the account: the buyer checks the page's IBAN against the one in the signed contract, and the
 * page itself warns when they differ (company details changed after signing).
 */
function IbanCheck({ payment, beneficiary }: { payment: PaymentPageDto; beneficiary: BeneficiaryDto }) {
  const { t, locale } = usePaymentText();
  // The clause by its real heading in the reader's words ("el pacte SEGON («…»)"), never "la clàusula SEGON.-".
  const heading = payment.transfer_term.clause;
  const clause = { hasClause: heading ? 'yes' : 'no', clause: heading ? clauseReference(heading, locale) : '' };
  const mismatch =
    payment.contract_iban !== null && compactIban(payment.contract_iban) !== compactIban(beneficiary.iban);
  return (
    <>
      <p className="mt-2 text-sm font-medium leading-relaxed">
        {t('fraud.checkIban', { iban: beneficiary.iban, ...clause })}
      </p>
      {mismatch ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-100 p-3 text-sm font-semibold">
          {t('fraud.ibanMismatch', { contractIban: payment.contract_iban ?? '', company: payment.company.name })}
        </p>
      ) : null}
    </>
  );
}
