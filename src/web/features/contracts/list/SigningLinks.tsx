import { useQuery } from '@tanstack/react-query';

import type { ContractBuyerDto } from '#shared/api/contract-dtos.ts';
import { signingLinksQuery } from '#web/features/contracts/evidence/evidence-api.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CopyButton } from '#web/ui/CopyButton.tsx';

import { LinkActions } from './LinkActions';

const hasToken = (buyer: ContractBuyerDto) => buyer.signing_url.includes('token=');

/** Records in the audit trail that this owner copied a buyer's link (docs/product.md §4); best effort. */
const recordCopy = (contractId: string, buyerId: number) =>
  apiFetch(`/api/cms/contracts/${contractId}/buyers/${buyerId}/link-copied`, { method: 'POST' }).catch(() => {});

/**
 * Each buyer's personal signing link, to send by other means (WhatsApp, SMS) if the mail gets lost. Owners only: a staff
 * account gets the page's address without the token, and sees that instead of a link.
 */
export function SigningLinks({ contractId, buyers }: { contractId: string; buyers: ContractBuyerDto[] }) {
  const states = useQuery(signingLinksQuery(contractId)).data;
  const pending = buyers.filter((buyer) => buyer.signed_at === null);
  if (pending.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-800">Enlaces de firma</h4>
      <ul className="mt-2 space-y-2">
        {pending.map((buyer) => (
          <li
            key={buyer.id}
            className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-stone-200 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-stone-900">{buyer.name}</p>
              {hasToken(buyer) ? (
                <input
                  readOnly
                  value={buyer.signing_url}
                  aria-label={`Enlace de firma de ${buyer.name}`}
                  onFocus={(event) => event.target.select()}
                  className="mt-1 min-h-9 w-full truncate rounded border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-xs text-stone-700"
                />
              ) : (
                <p className="mt-1 text-xs text-stone-600">Solo los propietarios ven y copian los enlaces de firma.</p>
              )}
              <LinkActions
                contractId={contractId}
                buyer={buyer}
                state={states?.find((state) => state.buyer_id === buyer.id)}
              />
            </div>
            {hasToken(buyer) ? (
              <CopyButton
                value={buyer.signing_url}
                label={`Copiar enlace de firma de ${buyer.name}`}
                onCopied={() => void recordCopy(contractId, buyer.id)}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
