/** Public URL path of a property: `/propiedades/{id}-{slug}`; the id decides, the slug is for people and search engines. */
export const PROPERTY_PATH_PREFIX = '/propiedades/';

export function propertyPath(property: { id: number; slug: string }): string {
  return `${PROPERTY_PATH_PREFIX}${property.id}-${property.slug}`;
}

/** `12-piso-en-gracia` → `{ id: 12, slug: 'piso-en-gracia' }`; null when it does not start with an id. */
export function parsePropertySegment(segment: string): { id: number; slug: string } | null {
  const match = /^(\d{1,9})(?:-(.*))?$/.exec(segment);
  if (!match) return null;
  return { id: Number(match[1]), slug: match[2] ?? '' };
}

/** The property id a location path points at (`/propiedades/12-…`), or null. */
export function propertyIdFromPath(pathname: string): number | null {
  if (!pathname.startsWith(PROPERTY_PATH_PREFIX)) return null;
  return parsePropertySegment(pathname.slice(PROPERTY_PATH_PREFIX.length).replace(/\/+$/, ''))?.id ?? null;
}
