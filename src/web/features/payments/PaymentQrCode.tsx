import { buyerAmount } from '#shared/i18n/buyer-format.ts';

import { usePaymentText } from './payment-text';

/** The EPC "SEPA transfer" QR code (GiroCode): banking apps fill in the whole transfer from it. */
export function PaymentQrCode({ image, amount, beneficiary }: { image: string; amount: number; beneficiary: string }) {
  const { t, locale } = usePaymentText();
  return (
    <figure className="flex flex-col items-center text-center">
      <img
        src={image}
        width={240}
        height={240}
        className="size-60 rounded-lg bg-white p-1 ring-1 ring-stone-200"
        alt={t('qr.alt', { amount: buyerAmount(amount, locale), beneficiary })}
      />
      <figcaption className="mt-3 max-w-xs text-sm text-stone-600">{t('qr.caption')}</figcaption>
    </figure>
  );
}
