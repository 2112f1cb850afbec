import { Link, useLocation } from 'react-router';

import type { SignatoryDto } from '#shared/api/people-dtos.ts';
import { adminBase } from '#web/lib/admin-base.ts';

/**
 * Who signs for the company and as what, read-only: their position and powers are stated once, in Personas, and the
 * contract takes them from there when they sign (docs/product.md#signer-powers).
 */
export function SignatoryPowers({ signatories }: { signatories: readonly SignatoryDto[] }) {
  const base = adminBase(useLocation().pathname);
  return (
    <div className="rounded-lg bg-stone-50 p-3 text-sm text-stone-800 ring-1 ring-stone-200 sm:col-span-2">
      <p className="font-medium">
        Firmará por la empresa quien pulse «Firmar», con el cargo y los poderes de su cuenta:
      </p>
      <ul className="mt-2 space-y-2">
        {signatories.map((signatory) => (
          <li key={signatory.user_id} data-signatory={signatory.user_id}>
            <p className="font-semibold">
              {signatory.name}, {signatory.position}
            </p>
            <p className="break-words text-stone-600">{signatory.powers}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-stone-600">
        Se cambian solo en{' '}
        <Link to={`${base}/people`} className="font-semibold text-brand-700 underline">
          Personas
        </Link>
        .
      </p>
    </div>
  );
}
