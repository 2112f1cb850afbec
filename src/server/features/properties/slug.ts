/** URL slug for a property page: `/propiedades/{id}-{slug}`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export const propertyPath = (property: { id: number; title: string }) =>
  `/propiedades/${property.id}-${slugify(property.title) || 'propiedad'}`;
