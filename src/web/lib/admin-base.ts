/** The admin lives under both /cms and /admin (docs/product.md §4); links stay under whichever was opened. */
export function adminBase(pathname: string): '/cms' | '/admin' {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? '/admin' : '/cms';
}
