import type { PaymentPageDto } from '../../../shared/api/api-types';

/**
 * Shown instead of the transfer box and the QR code while the company has not filled in its bank details:
 * the amount and reference above stay valid, only the account is missing (docs/product.md §6).
 */
export function BankDetailsPending({ payment }: { payment: PaymentPageDto }) {
  const { company } = payment;
  return (
    <section aria-labelledby="bank-pending-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6">
      <h2 id="bank-pending-title" className="text-lg font-semibold">
        Datos bancarios pendientes — contacta con {company.name}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">
        Todavía no podemos mostrarte la cuenta a la que transferir. Ponte en contacto con {company.name} y te indicaremos
        cómo hacer el pago. No hagas ninguna transferencia hasta tener los datos de la cuenta.
      </p>
      {company.email || company.phone ? (
        <ul className="mt-3 space-y-1 text-sm">
          {company.email ? (
            <li>
              Email:{' '}
              <a href={`mailto:${company.email}`} className="font-semibold underline">
                {company.email}
              </a>
            </li>
          ) : null}
          {company.phone ? (
            <li>
              Teléfono:{' '}
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`} className="font-semibold underline">
                {company.phone}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="mt-3 text-sm">
        Referencia de tu pago: <span className="font-mono font-semibold">{payment.reference}</span>
      </p>
    </section>
  );
}
