/**
 * What the buyer must have before paying more than 1 % of the price on account and does not yet (the information
 * sheet, the buyer's file; docs/product.md#31-property-listings-what-a-buyer-is-told): on the contract and above
 * the payment link, before the instructions are sent.
 */
export function PrePaymentWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="note" aria-label="Antes de cobrar" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-950">Antes de enviar las instrucciones de pago</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-amber-950">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}
