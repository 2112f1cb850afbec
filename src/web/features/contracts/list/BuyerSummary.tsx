import type { ContractBuyerDto } from '#shared/api/contract-dtos.ts';
import { LOCALE_NAMES } from '#shared/i18n/locales.ts';

/**
 * Buyers column: name, email, DNI, order and whether each has signed (docs/product.md §4); the language of a buyer's
 * communications only when it is not Spanish (docs/product.md §11.2).
 */
export function BuyerSummary({ buyers }: { buyers: ContractBuyerDto[] }) {
  return (
    <ul className="space-y-2">
      {buyers.map((buyer) => (
        <li key={buyer.id} className="text-sm">
          <p className="font-medium text-stone-900">
            <span className="text-stone-600">#{buyer.buyer_order}</span> {buyer.name}
          </p>
          <p className="text-stone-600 wrap-anywhere">{buyer.email}</p>
          <p className="text-stone-600">DNI/NIE: {buyer.dni}</p>
          {buyer.language === 'es' ? null : <p className="text-stone-600">Idioma: {LOCALE_NAMES[buyer.language]}</p>}
          <p className={buyer.signed_at ? 'font-medium text-emerald-700' : 'text-amber-700'}>
            {buyer.signed_at ? '✓ Firmado' : '○ Pendiente'}
          </p>
        </li>
      ))}
    </ul>
  );
}
