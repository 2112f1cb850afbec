import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { Button } from '#web/ui/Button.tsx';
import { PageHeader } from '#web/ui/PageHeader.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { propertiesQuery } from './api';
import { PropertyForm } from './PropertyForm';
import { PropertyTable } from './PropertyTable';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; property: PropertyDto };

/** List mode, or the form replacing the list when creating or editing (docs/product.md §4). */
export function PropertiesPage() {
  const properties = useQuery(propertiesQuery);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const list = properties.data ?? [];

  if (mode.kind !== 'list') {
    const editing = mode.kind === 'edit' ? mode.property : null;
    return (
      <PropertyForm
        key={editing?.id ?? 'new'}
        property={editing}
        // A new property goes last; an edited one keeps its place (docs/product.md §8).
        order={editing?.order ?? list.length + 1}
        onDone={() => setMode({ kind: 'list' })}
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Propiedades"
        description="Arrastra las filas para cambiar el orden. El orden se refleja en la web."
        actions={
          <Button onClick={() => setMode({ kind: 'create' })}>
            <span aria-hidden="true">+</span>
            Nueva Propiedad
          </Button>
        }
      />
      {properties.isPending ? (
        <Spinner className="py-16" />
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-stone-600 ring-1 ring-stone-200">
          Todavía no hay propiedades. Crea la primera con «Nueva Propiedad».
        </p>
      ) : (
        <PropertyTable properties={list} onEdit={(property) => setMode({ kind: 'edit', property })} />
      )}
    </>
  );
}
