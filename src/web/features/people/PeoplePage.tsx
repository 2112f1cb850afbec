import { useQuery } from '@tanstack/react-query';

import { Card, PageHeader } from '#web/ui/PageHeader.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { peopleQuery } from './api';
import { InviteForm } from './InviteForm';
import { PersonRow } from './PersonRow';

/** Personas (docs/product.md §4): who can enter the admin area, with which role, and who signs for the company. */
export function PeoplePage() {
  const people = useQuery(peopleQuery());
  return (
    <div className="space-y-6">
      <PageHeader
        title="Personas"
        description="Cada persona entra con su propia cuenta y queda registrada en cada acción. Los propietarios pueden todo; el personal, propiedades, textos, contactos y borradores. Solo quien tiene poderes firma por la empresa; sin nadie con poderes, la primera cuenta firma desde la cuenta compartida en nombre del representante de los datos de la empresa, y así consta en las evidencias."
      />
      <InviteForm />
      <Card>
        {people.isPending ? (
          <Spinner className="py-10" />
        ) : people.isError ? (
          <p role="alert">No se pudo cargar la lista de personas.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {people.data.map((person) => (
              <PersonRow key={person.id} person={person} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
