// A portfolio property's life (docs/product.md §2): being renovated, for sale, sold. The admin form, the public
// filter and the database CHECK use this list; nothing else spells a property status.

export const PROPERTY_STATUSES = ['reformando', 'vendiendo', 'vendido'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_STATUS = {
  reformando: 'reformando',
  vendiendo: 'vendiendo',
  vendido: 'vendido',
} as const satisfies { [S in PropertyStatus]: S };

export function isPropertyStatus(s: string): s is PropertyStatus {
  return (PROPERTY_STATUSES as readonly string[]).includes(s);
}
