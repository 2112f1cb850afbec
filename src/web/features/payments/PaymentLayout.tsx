import type { ReactNode } from 'react';

import { usePaymentText } from './payment-text';
import { PaymentLanguageSwitcher } from './PaymentLanguageSwitcher';

/** Page shell of the buyer's payment page: centred, one column on a phone, paper-friendly when printed. */
export function PaymentLayout({
  companyName,
  searchParams,
  children,
}: {
  companyName?: string;
  /** The link's query (token, lang): the language links keep it. */
  searchParams: URLSearchParams;
  children: ReactNode;
}) {
  const { t } = usePaymentText();
  return (
    <div className="min-h-dvh bg-sand-100 print:bg-white">
      <header className="border-b border-sand-200 bg-white print:border-stone-300">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <p className="font-serif text-lg font-bold text-brand-700 sm:text-xl">{companyName ?? 'Casa Nova'}</p>
          <div className="flex items-center gap-4">
            <p className="hidden text-xs font-medium uppercase tracking-wide text-stone-600 md:block">
              {t('page.secure')}
            </p>
            <PaymentLanguageSwitcher searchParams={searchParams} />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10 print:py-4">{children}</main>
    </div>
  );
}

/** Full-page message (invalid link, paid, cancelled, load failure). */
export function PaymentMessage({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'warning' | 'error';
  title: string;
  children: ReactNode;
}) {
  const tones = {
    success: 'border-brand-200 bg-brand-50 text-brand-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-950',
    error: 'border-red-200 bg-red-50 text-red-950',
  } as const;
  return (
    <section
      role={tone === 'error' ? 'alert' : 'status'}
      aria-labelledby="payment-message-title"
      className={`rounded-2xl border p-6 sm:p-8 ${tones[tone]}`}
    >
      <h1 id="payment-message-title" className="text-xl font-semibold sm:text-2xl">
        {title}
      </h1>
      <div className="mt-3 space-y-3 text-sm leading-relaxed sm:text-base">{children}</div>
    </section>
  );
}
