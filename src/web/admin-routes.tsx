import { lazy, type ComponentType } from 'react';

import { AdminApp, type AdminSection } from './features/admin/routes';
import { RequireAdmin } from './features/auth/routes';

// The admin area gathers pages from several features (features never import each other), so the
// list is composed here. Each page is its own chunk, loaded when first opened.
const pages: Record<AdminSection, ComponentType> = {
  dashboard: lazy(() => import('./features/admin/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  properties: lazy(() => import('./features/properties/PropertiesPage').then((m) => ({ default: m.PropertiesPage }))),
  content: lazy(() => import('./features/content/ContentPage').then((m) => ({ default: m.ContentPage }))),
  menu: lazy(() => import('./features/menu/MenuPage').then((m) => ({ default: m.MenuPage }))),
  contacts: lazy(() => import('./features/contacts/ContactsPage').then((m) => ({ default: m.ContactsPage }))),
  contracts: lazy(() => import('./features/contracts/ContractsPage').then((m) => ({ default: m.ContractsPage }))),
  'change-password': lazy(() =>
    import('./features/auth/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
  ),
  people: lazy(() => import('./features/people/PeoplePage').then((m) => ({ default: m.PeoplePage }))),
};

/** /cms/* and /admin/*: only administrators get past the session check (docs/product.md §4). */
export function AdminArea() {
  return <RequireAdmin>{(user, logout) => <AdminApp user={user} onLogout={logout} pages={pages} />}</RequireAdmin>;
}
