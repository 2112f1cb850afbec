// Served from the per-version cache and not access-logged; see docs/product.md §7 (public caches).
export const CACHED_PAGE = { logLevel: 'warn', compress: false } as const;
