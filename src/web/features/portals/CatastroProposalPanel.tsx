import { useState } from 'react';

import type { CatastroProposalDto } from '#shared/schemas/portal-schema.ts';
import { useIsOwner } from '#web/features/auth/index.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';

import { useCatastroLookup } from './api';

/** The form fields the cadastre can fill, as the form holds them (text). */
export type CatastroFields = { built_area_m2: string; year_built: string; address: string };

type Props = {
  propertyId: number | null;
  /** The reference written in the form (saved or not). */
  reference: string;
  current: CatastroFields;
  onApply: (patch: Partial<CatastroFields>) => void;
};

const ROWS: {
  field: keyof CatastroFields;
  label: string;
  value: (p: CatastroProposalDto['proposal']) => string | null;
}[] = [
  {
    field: 'built_area_m2',
    label: 'Superficie construida (m²)',
    value: (p) => (p.built_area_m2 === null ? null : String(p.built_area_m2)),
  },
  {
    field: 'year_built',
    label: 'Año de construcción',
    value: (p) => (p.year_built === null ? null : String(p.year_built)),
  },
  { field: 'address', label: 'Dirección', value: (p) => p.address },
];

/**
 * "Completar desde el Catastro" (docs/product.md#portals): what the cadastre says next to what the form has, each
 * field taken only when the owner presses its button; nothing is saved until the form is. For owners.
 */
export function CatastroProposalPanel({ propertyId, reference, current, onApply }: Props) {
  const isOwner = useIsOwner();
  const lookup = useCatastroLookup(propertyId ?? 0);
  const [applied, setApplied] = useState<Set<keyof CatastroFields>>(new Set());
  if (!isOwner) return null;
  const proposal = lookup.data?.proposal;
  const failure =
    lookup.error instanceof ApiError && lookup.error.detail
      ? lookup.error.detail
      : lookup.error
        ? 'No se ha podido consultar el Catastro. No se ha cambiado nada.'
        : null;

  return (
    <section aria-labelledby="catastro-title" className="rounded-lg border border-stone-200 p-3">
      <h3 id="catastro-title" className="text-sm font-semibold text-stone-900">
        Datos del Catastro
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        Con la referencia catastral, el Catastro propone la superficie construida, el año y la dirección. Eliges qué
        datos usar; nada se guarda hasta que guardes la propiedad.
      </p>
      {propertyId === null ? (
        <p className="mt-2 text-sm text-stone-700">Guarda la propiedad para completarla desde el Catastro.</p>
      ) : (
        <Button
          variant="secondary"
          className="mt-3"
          disabled={lookup.isPending}
          onClick={() => {
            setApplied(new Set());
            lookup.mutate(reference);
          }}
        >
          {lookup.isPending ? 'Consultando el Catastro…' : 'Completar desde el Catastro'}
        </Button>
      )}
      <div aria-live="polite">
        {failure ? (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        {proposal && lookup.data ? (
          <div className="mt-3 space-y-2">
            <p className="text-sm text-stone-700">
              Referencia {lookup.data.cadastral_reference}
              {proposal.use ? ` · uso: ${proposal.use}` : ''}
              {proposal.use && !/residencial|vivienda/i.test(proposal.use)
                ? '. Ojo: el Catastro no la da como vivienda.'
                : ''}
            </p>
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
              {ROWS.map((row) => {
                const value = row.value(proposal);
                const same = value !== null && value === current[row.field].trim();
                return (
                  <li key={row.field} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                    <div>
                      <p className="font-medium text-stone-900">{row.label}</p>
                      <p className="text-stone-700">
                        Catastro: {value ?? 'no lo indica'} · Ahora: {current[row.field].trim() || 'vacío'}
                      </p>
                    </div>
                    {value === null ? null : applied.has(row.field) || same ? (
                      <span className="text-sm text-emerald-800">{applied.has(row.field) ? 'Usado' : 'Coincide'}</span>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Usar ${row.label.toLowerCase()} del Catastro`}
                        onClick={() => {
                          onApply({ [row.field]: value });
                          setApplied((done) => new Set(done).add(row.field));
                        }}
                      >
                        Usar este dato
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
