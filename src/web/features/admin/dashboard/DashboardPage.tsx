import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';

import { BuyerFilesAwaitingPanel } from '#web/features/buyer-file/index.ts';
import { MailboxPanel } from '#web/features/contacts/index.ts';
import { PortalFeedsPanel } from '#web/features/portals/index.ts';
import { adminBase } from '#web/lib/admin-base.ts';
import { PageHeader, StatCard } from '#web/ui/PageHeader.tsx';

import { statsQuery } from './api';
import { RecentContacts } from './RecentContacts';
import { SetupChecklist } from './SetupChecklist';
import { SystemBox } from './SystemBox';
import { TestModeBanner } from './TestModeBanner';

export function DashboardPage() {
  const stats = useQuery(statsQuery);
  const base = adminBase(useLocation().pathname);
  const value = (n: number | undefined) => (n === undefined ? '–' : n);
  const links = [
    { to: `${base}/properties`, label: 'Gestionar propiedades' },
    { to: `${base}/content`, label: 'Editar textos del sitio' },
    { to: `${base}/contacts`, label: 'Ver contactos' },
    { to: `${base}/contracts`, label: 'Contratos y firmas' },
  ];

  return (
    <>
      <PageHeader title="Dashboard" description="Resumen de la actividad de Casa Nova." />
      <TestModeBanner />
      <SetupChecklist />
      <BuyerFilesAwaitingPanel contractsHref={`${base}/contracts`} />
      <PortalFeedsPanel />
      <MailboxPanel className="mb-6" />
      <section aria-label="Propiedades" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Propiedades" value={value(stats.data?.total_properties)} />
        <StatCard label="En Reforma" value={value(stats.data?.reformando)} tone="text-amber-700" />
        <StatCard label="En Venta" value={value(stats.data?.vendiendo)} tone="text-emerald-700" />
        <StatCard label="Vendidas" value={value(stats.data?.vendidas)} tone="text-stone-600" />
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <RecentContacts className="lg:col-span-2" />
        <div className="space-y-6">
          <section aria-labelledby="quick-links" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
            <h2 id="quick-links" className="font-semibold text-stone-900">
              Accesos rápidos
            </h2>
            <ul className="mt-3 space-y-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <a
                  href="/"
                  target="_blank"
                  rel="noopener"
                  className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  Ver sitio web
                  <span className="sr-only"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            </ul>
          </section>
          <SystemBox />
        </div>
      </div>
    </>
  );
}
