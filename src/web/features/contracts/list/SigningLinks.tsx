import { useQuery } from '@tanstack/react-query';

import type { ContractBuyerDto } from '#shared/api/contract-dtos.ts';
import { formatDateTime } from '#shared/format/dates.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { signingLinksQuery } from '#web/features/contracts/evidence/evidence-api.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { CopyButton } from '#web/ui/CopyButton.tsx';

import { LinkActions } from './LinkActions';

/**
 * Takes the buyer's link out of the product: the server records who took it and when (docs/product.md#links-in-company-hands),
 * and only then answers it. No contract answer ever carries a buyer's token.
 */
const takeLink = (contractId: string, buyerId: number) => async () =>
  (
    await apiFetch<{ signing_url: string }>(`/api/cms/contracts/${contractId}/buyers/${buyerId}/signing-link`, {
      method: 'POST',
    })
  ).signing_url;

/**
 * Each buyer's personal signing link, to send by other means (WhatsApp, SMS) if the mail gets lost. Owners only; taking
 * one is on the record and, once the site is live, that buyer must then confirm the code mailed to them before signing.
 */
export function SigningLinks({ contractId, buyers }: { contractId: string; buyers: ContractBuyerDto[] }) {
  const states = useQuery(signingLinksQuery(contractId)).data;
  const owner = useIsOwner();
  const pending = buyers.filter((buyer) => buyer.signed_at === null);
  if (pending.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-800">Enlaces de firma</h4>
      <p className="mt-1 text-xs text-stone-600">
        {owner
          ? 'Al copiar un enlace queda registrado a tu nombre en las evidencias del contrato. Con la web en marcha, el ' +
            'comprador tendrá que confirmar además un código que recibe en su email, para que nadie más pueda firmar por él.'
          : 'Solo los propietarios copian los enlaces de firma.'}
      </p>
      <ul className="mt-2 space-y-2">
        {pending.map((buyer) => (
          <li
            key={buyer.id}
            className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-stone-200 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-stone-900">{buyer.name}</p>
              <p className="mt-1 truncate font-mono text-xs text-stone-600">{buyer.signing_url}</p>
              {buyer.link_handed_over_at ? (
                <p className="mt-1 text-xs text-amber-800">
                  Enlace entregado a la empresa el {formatDateTime(new Date(buyer.link_handed_over_at))}.
                </p>
              ) : null}
              <LinkActions
                contractId={contractId}
                buyer={buyer}
                state={states?.find((state) => state.buyer_id === buyer.id)}
              />
            </div>
            {owner ? (
              <CopyButton value={takeLink(contractId, buyer.id)} label={`Copiar enlace de firma de ${buyer.name}`} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
