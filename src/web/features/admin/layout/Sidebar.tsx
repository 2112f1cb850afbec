import { NavLink } from 'react-router';

import type { MeDto } from '#shared/api/api-types.ts';

import { ACCOUNT_ITEMS, NAV_ITEMS, sectionHref } from './nav-items';

type SidebarProps = { base: string; user: MeDto; onLogout: () => void; onNavigate?: () => void };

export function Sidebar({ base, user, onLogout, onNavigate }: SidebarProps) {
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
            </li>
          ))}
        </ul>
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
        {user.role === 'owner'
          ? ACCOUNT_ITEMS.map((item) => (
              <NavLink
                key={item.section}
                to={sectionHref(base, item.path)}
                onClick={onNavigate}
                className="mt-3 flex min-h-11 items-center justify-center rounded-lg text-sm font-medium text-brand-50 hover:bg-brand-800"
              >
                {item.label}
              </NavLink>
            ))
          : null}
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
