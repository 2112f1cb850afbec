import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';

import type { MeDto } from '#shared/api/api-types.ts';
import { adminBase } from '#web/lib/admin-base.ts';
import { ConfirmProvider } from '#web/ui/ConfirmDialog.tsx';
import { Spinner } from '#web/ui/Spinner.tsx';

import { AdminLayout } from './layout/AdminLayout';
import { ACCOUNT_ITEMS, ADMIN_SECTIONS, NAV_ITEMS, type AdminSection } from './layout/nav-items';

export { ADMIN_SECTIONS, type AdminSection };

type AdminAppProps = {
  user: MeDto;
  onLogout: () => void;
  /** The page of each section; composed at app level because some come from other features. */
  pages: Record<AdminSection, ComponentType>;
};

/** Admin area under /cms/* or /admin/*: the layout and one nested route per sidebar item. */
export function AdminApp({ user, onLogout, pages }: AdminAppProps) {
  const base = adminBase(useLocation().pathname);
  return (
    <ConfirmProvider>
      <AdminLayout base={base} user={user} onLogout={onLogout}>
        <Suspense fallback={<Spinner className="py-20" />}>
          <Routes>
            {[...NAV_ITEMS, ...ACCOUNT_ITEMS].map(({ section, path }) => {
              const Page = pages[section];
              return path === '' ? (
                <Route key={section} index element={<Page />} />
              ) : (
                <Route key={section} path={path} element={<Page />} />
              );
            })}
            <Route path="*" element={<Navigate to={base} replace />} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </ConfirmProvider>
  );
}
