// What a buyer pays on top of the price in Catalonia, as an estimate the page and the information sheet show
// beside the price (docs/product.md#31-property-listings-what-a-buyer-is-told). Only the taxes: notary, registry and agency fees vary and are
// named, not computed. Rates as the Generalitat applies them to a home bought by a private person:
// - second hand: ITP 10 % of the price, 11 % on the part above 1,000,000 €;
// - new build: IVA 10 % plus AJD 1.5 % (actes jurídics documentats) on the price.
// Reduced rates (young buyers, large families, disability) and the 20 % for large holders are not applied.

const ITP_RATE = 0.1;
const ITP_UPPER_RATE = 0.11;
const ITP_UPPER_THRESHOLD = 1_000_000;
const IVA_RATE = 0.1;
const AJD_RATE = 0.015;

type PurchaseTaxLine = { tax: 'itp' | 'iva' | 'ajd'; rate: number; amount: number };

type PurchaseTaxes = {
  price: number;
  lines: PurchaseTaxLine[];
  /** Sum of the lines: what the buyer pays on top of the price. */
  taxes: number;
  /** Price plus taxes. */
  total: number;
};

const euros = (n: number) => Math.round(n * 100) / 100;

export function purchaseTaxes(price: number, isNewBuild: boolean): PurchaseTaxes {
  const lines: PurchaseTaxLine[] = isNewBuild
    ? [
        { tax: 'iva', rate: IVA_RATE, amount: euros(price * IVA_RATE) },
        { tax: 'ajd', rate: AJD_RATE, amount: euros(price * AJD_RATE) },
      ]
    : [
        {
          tax: 'itp',
          rate: price > ITP_UPPER_THRESHOLD ? ITP_UPPER_RATE : ITP_RATE,
          amount: euros(
            Math.min(price, ITP_UPPER_THRESHOLD) * ITP_RATE + Math.max(0, price - ITP_UPPER_THRESHOLD) * ITP_UPPER_RATE,
          ),
        },
      ];
  const taxes = euros(lines.reduce((sum, line) => sum + line.amount, 0));
  return { price, lines, taxes, total: euros(price + taxes) };
}
