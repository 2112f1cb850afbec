import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import type { BeneficiaryDto, PaymentBuyerLinkDto, PaymentInstructionsDto } from '#shared/api/api-types.ts';
import { isFullySigned } from '#shared/contract-lifecycle/index.ts';
import { amountToEurosWords, formatEuros } from '#shared/format/amount-words.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { groupsOfFour } from '#shared/format/groups-of-four.ts';
import { LOCALE_NAMES } from '#shared/i18n/locales.ts';
import { contractStatusLabel } from '#shared/site/labels.ts';
import { adminBase } from '#web/lib/admin-base.ts';
import { Button } from '#web/ui/Button.tsx';
import { CopyButton } from '#web/ui/CopyButton.tsx';
import { Dialog } from '#web/ui/Dialog.tsx';
import { ShortId } from '#web/ui/ShortId.tsx';

import { paymentTypeLabel } from './payment-labels';
import { PrePaymentWarnings } from './PrePaymentWarnings';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-40 shrink-0 text-sm text-stone-600">{label}</dt>
      <dd className="text-sm font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** The payment link for the buyer and what they will see (docs/product.md §4 payment-link modal). */
export function PaymentLinkModal({
  instructions,
  warnings = [],
  onClose,
}: {
  instructions: PaymentInstructionsDto | null;
  /** What the buyer must have before paying on account and does not (docs/product.md §3.1): said before the link. */
  warnings?: string[];
  onClose: () => void;
}) {
  if (!instructions) return null;
  return (
    <Dialog open onClose={onClose} title="Enlace de pago" size="lg" footer={<Button onClick={onClose}>Cerrar</Button>}>
      <div className="mb-4 empty:hidden">
        <PrePaymentWarnings warnings={warnings} />
      </div>
      <dl className="space-y-2">
        <Detail label="Importe">
          {formatEuros(instructions.amount)}{' '}
          <span className="font-normal text-stone-600">({amountToEurosWords(instructions.amount)})</span>
        </Detail>
        <Detail label="Tipo">{paymentTypeLabel(instructions.payment_type)}</Detail>
        <Detail label="Referencia">
          <span className="font-mono">{groupsOfFour(instructions.payment_reference)}</span>
        </Detail>
        <Detail label="Contrato">
          <ShortId id={instructions.contract_id} />
        </Detail>
      </dl>

      {instructions.paid ? (
        <PaidNotice paid={instructions.paid} />
      ) : (
        <PendingPaymentDetails instructions={instructions} />
      )}
    </Dialog>
  );
}

/** After the money: it is paid, by whom and when, with its receipt; nothing left to copy or send (docs/product.md#paid). */
function PaidNotice({ paid }: { paid: NonNullable<PaymentInstructionsDto['paid']> }) {
  return (
    <div role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950">
      <p className="font-semibold">
        Pagado el {formatDateTime(new Date(paid.paid_at))}
        {paid.payer_name ? ` por ${paid.payer_name}` : ''}.
      </p>
      <p className="mt-1">El pago está confirmado: no hay que enviar nada más al comprador.</p>
      <a
        href={paid.receipt_url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
      >
        Ver el justificante del pago (se abre en una pestaña nueva)
      </a>
    </div>
  );
}

/** Before the money: the link to send, each buyer's, the tips and what the buyer will see. */
function PendingPaymentDetails({ instructions }: { instructions: PaymentInstructionsDto }) {
  return (
    <>
      {isFullySigned(instructions.contract_status) ? null : (
        <AwaitingSignatures status={instructions.contract_status} />
      )}

      <div className="mt-5">
        <label htmlFor="payment-link" className="text-sm font-semibold text-stone-800">
          Enlace para el cliente
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id="payment-link"
            readOnly
            value={instructions.payment_url}
            onFocus={(event) => event.target.select()}
            className="min-h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs"
          />
          <CopyButton value={instructions.payment_url} label="Copiar enlace de pago" />
        </div>
      </div>

      {instructions.buyer_links.length > 0 ? <BuyerLinks links={instructions.buyer_links} /> : null}

      <section aria-labelledby="payment-tips" className="mt-5 rounded-lg bg-sand-100 p-4 text-sm text-stone-700">
        <h3 id="payment-tips" className="font-semibold text-stone-900">
          Consejos para enviarlo
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            Cuando firman todas las partes, cada comprador recibe su enlace por email, en su idioma. Aquí puedes
            copiarlo para enviárselo otra vez (por email o WhatsApp).
          </li>
          <li>
            Con varios compradores es una sola transferencia por el importe total, desde una cuenta a nombre de
            cualquiera de ellos: un pago de otra persona no se confirma solo al importar el extracto.
          </li>
          <li>Pide que indique la referencia exactamente como aparece, para identificar la transferencia.</li>
          <li>Recuerda que es una transferencia inmediata SEPA: el dinero llega en segundos.</li>
          <li>Cuando veas el ingreso en la cuenta, pulsa «Confirmado» en el panel de pagos pendientes.</li>
        </ul>
      </section>

      <section aria-labelledby="payment-client-view" className="mt-5 rounded-lg border border-stone-200 p-4">
        <h3 id="payment-client-view" className="text-sm font-semibold text-stone-900">
          Lo que verá el cliente
        </h3>
        {!isFullySigned(instructions.contract_status) ? (
          <p className="mt-2 text-sm text-stone-700">
            Mientras falten firmas verá solo el importe, sin ningún dato de la cuenta. Cuando firmen todas las partes
            verá:
          </p>
        ) : null}
        {instructions.beneficiary ? (
          <BeneficiaryDetails beneficiary={instructions.beneficiary} />
        ) : (
          <MissingBankDetails missing={instructions.missing_bank_details} />
        )}
        <a
          href={instructions.payment_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-900"
        >
          Vista previa de la página de pago (se abre en una pestaña nueva)
        </a>
      </section>
    </>
  );
}

/** Paying before every party signed would make the money arras of a contract that does not exist (docs/product.md §6). */
function AwaitingSignatures({ status }: { status: string }) {
  return (
    <div role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        El contrato aún no está firmado por todas las partes ({contractStatusLabel(status)}).
      </p>
      <p className="mt-1">
        Puedes enviar ya el enlace, pero hasta que firmen todas las partes el cliente verá que el contrato está
        pendiente de firma, sin la cuenta, la referencia ni el código QR. Después, el mismo enlace mostrará todos los
        datos de la transferencia.
      </p>
    </div>
  );
}

function BuyerLinks({ links }: { links: PaymentBuyerLinkDto[] }) {
  return (
    <section aria-labelledby="buyer-links-title" className="mt-5">
      <h3 id="buyer-links-title" className="text-sm font-semibold text-stone-800">
        Un enlace por comprador, en su idioma
      </h3>
      <ul className="mt-2 space-y-2">
        {links.map((link) => (
          <li key={link.email} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
            <span className="text-sm text-stone-700">
              {link.name} · {LOCALE_NAMES[link.language]}
            </span>
            <CopyButton value={link.payment_url} label={`Copiar el enlace de ${link.name}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BeneficiaryDetails({ beneficiary }: { beneficiary: BeneficiaryDto }) {
  return (
    <dl className="mt-2 space-y-2">
      <Detail label="Beneficiario">{beneficiary.name}</Detail>
      <Detail label="IBAN">
        <span className="font-mono">{beneficiary.iban}</span>
      </Detail>
      <Detail label="Banco">{beneficiary.bank}</Detail>
      <Detail label="BIC">{beneficiary.bic}</Detail>
      <Detail label="Modalidad">transferencia inmediata SEPA</Detail>
    </dl>
  );
}

/** The link works already; what is missing is the account, and this says exactly which details to fill in. */
function MissingBankDetails({ missing }: { missing: string[] }) {
  const base = adminBase(useLocation().pathname);
  return (
    <div role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Faltan los datos bancarios de la empresa: {missing.join(', ')}.</p>
      <p className="mt-1">
        El enlace ya funciona, pero hasta que los rellenes el cliente verá «Datos bancarios pendientes — contacta con…»
        en lugar de la cuenta y el código QR. Cuando los completes, el mismo enlace mostrará todos los datos de la
        transferencia.
      </p>
      <Link
        to={`${base}/content#field-bank_iban`}
        className="mt-2 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
      >
        Rellenar los datos bancarios en Contenido
      </Link>
    </div>
  );
}
