import { formatEuros } from '../../../shared/format/amount-words';

/** The EPC "SEPA transfer" QR code (GiroCode): banking apps fill in the whole transfer from it. */
export function PaymentQrCode({ image, amount, beneficiary }: { image: string; amount: number; beneficiary: string }) {
  return (
    <figure className="flex flex-col items-center text-center">
      <img
        src={image}
        width={240}
        height={240}
        className="size-60 rounded-lg bg-white p-1 ring-1 ring-stone-200"
        alt={`Código QR de transferencia SEPA: ${formatEuros(amount)} a ${beneficiary}`}
      />
      <figcaption className="mt-3 max-w-xs text-sm text-stone-600">
        Escanéalo con la app de tu banco (opción «Pagar con QR» o «Escanear») y se rellenarán el beneficiario, el IBAN,
        el importe y la referencia.
      </figcaption>
    </figure>
  );
}
