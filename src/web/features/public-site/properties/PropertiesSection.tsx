import { useState } from 'react';
import type { PropertyDto } from '../../../../shared/api/api-types';
import { PROPERTY_STATUSES, type StatusFilter } from '../../../../shared/site/labels';
import { Spinner } from '../../../ui/Spinner';
import { container, sectionEyebrow, sectionTitle } from '../classes';
import { PropertyCard } from './PropertyCard';
import { PropertyFilters } from './PropertyFilters';

export const EMPTY_TEXT = 'No hay propiedades disponibles en este momento.';

type Props = {
  /** null while the list is being fetched (pages served without it). */
  properties: PropertyDto[] | null;
  onOpen: (property: PropertyDto) => void;
};

function countByFilter(properties: PropertyDto[]): Record<StatusFilter, number> {
  const counts = { all: properties.length } as Record<StatusFilter, number>;
  for (const status of PROPERTY_STATUSES) counts[status] = properties.filter((p) => p.status === status).length;
  return counts;
}

export function PropertiesSection({ properties, onOpen }: Props) {
  const [filter, setFilter] = useState<StatusFilter>('all');
  const list = properties ?? [];
  const visible = filter === 'all' ? list : list.filter((p) => p.status === filter);

  return (
    <section id="propiedades" aria-labelledby="properties-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className={container}>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className={sectionEyebrow}>Nuestro portfolio</p>
            <h2 id="properties-title" className={sectionTitle}>
              Propiedades
            </h2>
            <p className="mt-3 text-stone-600">
              Viviendas que estamos reformando, listas para entrar a vivir y las que ya han encontrado dueño.
            </p>
          </div>
          <div className="lg:shrink-0">
            <PropertyFilters value={filter} onChange={setFilter} counts={countByFilter(list)} />
          </div>
        </div>
        <div className="mt-10" aria-live="polite">
          {properties === null ? (
            <Spinner size="lg" label="Cargando propiedades..." className="py-20" />
          ) : visible.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center text-stone-600">
              {EMPTY_TEXT}
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {visible.map((property, index) => (
                <li key={property.id} className="flex">
                  <PropertyCard property={property} priority={index === 0} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
