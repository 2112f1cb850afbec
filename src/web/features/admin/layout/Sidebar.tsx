import { useState } from 'react';
import { NavLink } from 'react-router';

import type { MeDto } from '#shared/api/api-types.ts';
import { SessionsDialog } from '#web/features/auth/index.ts';

import { ACCOUNT_ITEMS, NAV_ITEMS, sectionHref, type NavItem } from './nav-items';

type SidebarProps = { base: string; user: MeDto; onLogout: () => void; onNavigate?: () => void };

export function Sidebar({ base, user, onLogout, onNavigate }: SidebarProps) {
  const [sessionsOpen, setSessionsOpen] = useState(false);
  return (
    <div className="flex h-full flex-col bg-brand-900 text-brand-50">
      <div className="px-5 py-5">
        <a href="/" className="font-serif text-xl font-bold text-white">
          Casa Nova
        </a>
        <p className="text-xs text-brand-200">Panel de administración</p>
      </div>
      <nav aria-label="Administración" className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {NAV_ITEMS.map((item) => (
            <li key={item.section}>
              <SidebarLink base={base} item={item} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
        {user.role === 'owner' ? (
          // After the specification's seven items, apart from them: the owners' own pages.
          <ul aria-label="Propietarios" className="mt-3 space-y-1 border-t border-brand-800 pt-3">
            {ACCOUNT_ITEMS.map((item) => (
              <li key={item.section}>
                <SidebarLink base={base} item={item} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
      <div className="border-t border-brand-800 p-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-lg font-bold text-white uppercase"
          >
            {user.username.charAt(0)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-white">{user.username}</p>
            <p className="text-xs text-brand-200">{user.role === 'staff' ? 'Personal' : 'Administrador'}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={() => setSessionsOpen(true)}
          className="mt-3 flex min-h-11 w-full items-center justify-center rounded-lg text-sm font-medium text-brand-50 hover:bg-brand-800"
        >
          Sesiones abiertas
        </button>
        {sessionsOpen ? <SessionsDialog open onClose={() => setSessionsOpen(false)} /> : null}
        <button
          type="button"
          onClick={onLogout}
          className="mt-3 flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-700 text-sm font-medium text-brand-50 hover:bg-brand-800"
        >
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}

function SidebarLink({ base, item, onNavigate }: { base: string; item: NavItem; onNavigate?: () => void }) {
  return (
    <NavLink
      to={sectionHref(base, item.path)}
      end={item.path === ''}
      onClick={onNavigate}
      className={({ isActive }) =>
        `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium ${
          isActive ? 'bg-white text-brand-900 shadow' : 'text-brand-100 hover:bg-brand-800 hover:text-white'
        }`
      }
    >
      {item.icon}
      {item.label}
    </NavLink>
  );
}
