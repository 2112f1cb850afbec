import type { PropertyInput } from '../../../shared/schemas';

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Column values of a property from the validated form (shared by create and update). */
export function propertyColumns(input: PropertyInput) {
  return {
    title: input.title,
    description: input.description,
    address: input.address,
    neighborhood: input.neighborhood,
    propertyType: input.property_type,
    status: input.status,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    sizeM2: input.size_m2,
    startDate: toDate(input.start_date) ?? new Date(),
    completionDate: toDate(input.completion_date),
    energyRating: input.energy_rating ?? null,
    energyConsumption: input.energy_consumption ?? null,
    energyEmissions: input.energy_emissions ?? null,
    price: input.price ?? null,
  };
}
