import type { BeneficiaryDto, PaymentPageDto } from '../../../shared/api/api-types';
import { formatEuros } from '../../../shared/format/amount-words';
import { BankDetailsPending } from './BankDetailsPending';
import { PaymentQrCode } from './PaymentQrCode';
import { TransferDetails } from './TransferDetails';

const CONCEPTS = { arras: 'Pago de las arras', reserva: 'Pago de la reserva' } as const;

function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50 print:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M5 8V3h10v5M5 14H3V8h14v6h-2M6 11h8v6H6z" strokeLinejoin="round" />
      </svg>
      Imprimir o guardar en PDF
    </button>
  );
}

/**
 * What the buyer needs to make the instant SEPA transfer: amount, account, reference and QR code; while the
 * company has not filled in its account, whom to contact instead (docs/product.md §6).
 */
export function PaymentInstructions({ payment }: { payment: PaymentPageDto }) {
  return (
    <article aria-labelledby="payment-title" className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">
            {payment.contract_type_name} · Contrato {payment.contract_short_id}
          </p>
          <h1 id="payment-title" className="mt-1 font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
            {CONCEPTS[payment.payment_type]}
          </h1>
        </div>
        <PrintButton />
      </header>

      <section aria-label="Importe a transferir" className="rounded-2xl bg-brand-700 p-6 text-white shadow-sm print:bg-white print:text-stone-900 print:ring-1 print:ring-stone-300">
        <p className="text-sm font-medium text-brand-100 print:text-stone-600">Importe a transferir</p>
        <p className="mt-1 text-4xl font-bold tracking-tight">{formatEuros(payment.amount)}</p>
        <p className="mt-1 text-sm text-brand-100 first-letter:uppercase print:text-stone-600">{payment.amount_words}</p>
      </section>

      {payment.beneficiary ? (
        <TransferSections payment={payment} beneficiary={payment.beneficiary} />
      ) : (
        <BankDetailsPending payment={payment} />
      )}
    </article>
  );
}

function TransferSections({ payment, beneficiary }: { payment: PaymentPageDto; beneficiary: BeneficiaryDto }) {
  return (
    <>
      <section aria-labelledby="instant-title" className="rounded-2xl border border-accent-500/40 bg-sand-50 p-5">
        <h2 id="instant-title" className="font-semibold text-stone-900">
          Paga mediante transferencia inmediata SEPA
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-700">
          Elige «transferencia inmediata» en tu banco: el dinero llega en unos segundos, cualquier día y a cualquier hora.
          Antes de enviarla, tu banco te mostrará una comprobación del nombre del beneficiario: escríbelo exactamente como
          aparece aquí para que coincida con el titular de la cuenta.
        </p>
      </section>

      <div className="grid gap-6 md:grid-cols-[1fr_auto] md:items-start">
        <section aria-labelledby="details-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
          <h2 id="details-title" className="text-lg font-semibold text-stone-900">
            Datos de la transferencia
          </h2>
          <TransferDetails payment={payment} beneficiary={beneficiary} />
        </section>
        {payment.qr_image ? (
          <section
            aria-labelledby="qr-title"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 print:break-inside-avoid"
          >
            <h2 id="qr-title" className="mb-4 text-center text-lg font-semibold text-stone-900">
              Paga con el móvil
            </h2>
            <PaymentQrCode image={payment.qr_image} amount={payment.amount} beneficiary={beneficiary.name} />
          </section>
        ) : null}
      </div>

      <section aria-labelledby="steps-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <h2 id="steps-title" className="text-lg font-semibold text-stone-900">
          Cómo pagar
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-stone-700">
          <li>Abre la app o la banca online de tu banco y elige «transferencia inmediata».</li>
          <li>Escanea el código QR o copia los datos: beneficiario, IBAN, importe y referencia.</li>
          <li>Comprueba que el nombre del beneficiario coincide y confirma la transferencia.</li>
          <li>Cuando recibamos el pago te enviaremos un correo de confirmación. No hace falta que nos envíes el justificante.</li>
        </ol>
      </section>
    </>
  );
}
