import { useState } from 'react';

import type { DemandDto } from '#shared/schemas/enquiry-schema.ts';
import { errorWithDetail } from '#web/lib/api-client.ts';
import { Button } from '#web/ui/Button.tsx';
import { TextField } from '#web/ui/TextField.tsx';
import { useToast } from '#web/ui/Toast.tsx';

import { useSaveDemand } from './enquiries-api';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(/\./g, '').replace(',', '.')));

/** What the contact looks for (docs/product.md §4.3): zones, price range, bedrooms, built area, type. */
export function DemandForm({ contactId, demand }: { contactId: number; demand: DemandDto | null }) {
  const save = useSaveDemand();
  const toast = useToast();
  const [zones, setZones] = useState(demand?.zones.join(', ') ?? '');
  const [minPrice, setMinPrice] = useState(demand?.min_price?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(demand?.max_price?.toString() ?? '');
  const [bedrooms, setBedrooms] = useState(demand?.min_bedrooms?.toString() ?? '');
  const [area, setArea] = useState(demand?.min_area_m2?.toString() ?? '');
  const [type, setType] = useState(demand?.property_type ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      zones: zones
        .split(',')
        .map((zone) => zone.trim())
        .filter(Boolean),
      min_price: numberOrNull(minPrice),
      max_price: numberOrNull(maxPrice),
      min_bedrooms: numberOrNull(bedrooms),
      min_area_m2: numberOrNull(area),
      property_type: type.trim() || null,
    };
    if (body.min_price !== null && body.max_price !== null && body.min_price > body.max_price) {
      setError('El precio mínimo no puede ser mayor que el máximo');
      return;
    }
    setError(null);
    save.mutate(
      { id: contactId, ...body },
      {
        onSuccess: () => toast.success('Demanda guardada'),
        onError: (failure) => setError(errorWithDetail('No se pudo guardar la demanda', failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Qué busca">
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <TextField
        label="Zonas o barrios"
        hint="Separados por comas"
        value={zones}
        onChange={(event) => setZones(event.target.value)}
        className="sm:col-span-2"
      />
      <TextField
        label="Precio mínimo (€)"
        inputMode="decimal"
        value={minPrice}
        onChange={(e) => setMinPrice(e.target.value)}
      />
      <TextField
        label="Precio máximo (€)"
        inputMode="decimal"
        value={maxPrice}
        onChange={(e) => setMaxPrice(e.target.value)}
      />
      <TextField
        label="Habitaciones (mínimo)"
        inputMode="numeric"
        value={bedrooms}
        onChange={(e) => setBedrooms(e.target.value)}
      />
      <TextField
        label="Superficie construida (m², mínimo)"
        inputMode="decimal"
        value={area}
        onChange={(e) => setArea(e.target.value)}
      />
      <TextField label="Tipo" hint="piso, ático, casa…" value={type} onChange={(e) => setType(e.target.value)} />
      <div className="flex items-end">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Guardar demanda
        </Button>
      </div>
    </form>
  );
}
