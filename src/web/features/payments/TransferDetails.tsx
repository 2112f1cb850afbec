import type { BeneficiaryDto, PaymentPageDto } from '../../../shared/api/api-types';
import { formatEuros } from '../../../shared/format/amount-words';
import { CopyButton } from '../../ui/CopyButton';

type Row = { label: string; value: string; copy?: { value: string; label: string }; mono?: boolean; hint?: string };

function rowsOf(payment: PaymentPageDto, beneficiary: BeneficiaryDto): Row[] {
  return [
    {
      label: 'Beneficiario',
      value: beneficiary.name,
      copy: { value: beneficiary.name, label: 'Copiar beneficiario' },
      hint: 'Escríbelo exactamente así: tu banco comprobará que coincide con el titular de la cuenta.',
    },
    { label: 'IBAN', value: beneficiary.iban, mono: true, copy: { value: beneficiary.iban.replace(/\s+/g, ''), label: 'Copiar IBAN' } },
    { label: 'Banco', value: beneficiary.bank },
    { label: 'BIC/SWIFT', value: beneficiary.bic, mono: true, copy: { value: beneficiary.bic, label: 'Copiar BIC' } },
    {
      label: 'Importe',
      value: formatEuros(payment.amount),
      // Banking forms want the bare number with a decimal comma, not "3.000 €".
      copy: { value: payment.amount.toFixed(2).replace('.', ','), label: 'Copiar importe' },
      hint: payment.amount_words,
    },
    {
      label: 'Concepto (referencia)',
      value: payment.reference,
      mono: true,
      copy: { value: payment.reference.replace(/\s+/g, ''), label: 'Copiar referencia' },
      hint: 'Indícala sin cambios: así identificamos tu pago.',
    },
  ];
}

/** The fields the buyer types into the bank's transfer form, each with its own copy button. */
export function TransferDetails({ payment, beneficiary }: { payment: PaymentPageDto; beneficiary: BeneficiaryDto }) {
  return (
    <dl className="divide-y divide-stone-200">
      {rowsOf(payment, beneficiary).map((row) => (
        <div key={row.label} className="py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-500">{row.label}</dt>
          <dd className="mt-1 flex items-start justify-between gap-3">
            <span className="min-w-0">
              <span className={`block break-words text-base font-semibold text-stone-900 ${row.mono ? 'font-mono tracking-wide' : ''}`}>
                {row.value}
              </span>
              {row.hint ? <span className="mt-0.5 block text-sm text-stone-600">{row.hint}</span> : null}
            </span>
            {row.copy ? <CopyButton value={row.copy.value} label={row.copy.label} className="shrink-0" /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
