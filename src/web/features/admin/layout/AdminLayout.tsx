import { useEffect, useRef, useState, type ReactNode } from 'react';

import type { MeDto } from '#shared/api/api-types.ts';

import { Sidebar } from './Sidebar';

type AdminLayoutProps = { base: string; user: MeDto; onLogout: () => void; children: ReactNode };

/** Fixed sidebar from the `lg` breakpoint; below it, a top bar whose button slides the sidebar in. */
export function AdminLayout({ base, user, onLogout, children }: AdminLayoutProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const toggle = toggleRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    // The sidebar's links close it themselves (onNavigate); the browser's back and forward close it here. Not on a
    // change of the router's location: a lazily loaded page commits its address late, and would close a menu opened
    // while it loaded.
    const onHistory = () => setOpen(false);
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onHistory);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onHistory);
      toggle?.focus();
    };
  }, [open]);

  return (
    // From `lg` the sidebar is a column of the page: its background runs the whole height of the page however long
    // it is (also in a full-page capture, where a fixed panel would stop at the first screen), and its contents stay
    // in view while the page scrolls (sticky). Below `lg` it is the fixed slide-in panel.
    <div className="min-h-dvh bg-sand-50 lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Saltar al contenido
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-stone-200 bg-white px-4 lg:hidden">
        <button
          ref={toggleRef}
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          aria-controls="admin-sidebar"
          aria-label="Abrir menú"
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
        <span className="font-serif text-lg font-bold text-brand-800">Casa Nova</span>
      </header>

      {open ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-stone-950/50 lg:hidden"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <aside
        id="admin-sidebar"
        ref={panelRef}
        className={`fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] transition-transform duration-200 motion-reduce:transition-none lg:static lg:z-auto lg:w-64 lg:max-w-none lg:shrink-0 lg:translate-x-0 lg:bg-brand-900 ${
          open ? 'translate-x-0 shadow-2xl' : '-translate-x-full max-lg:invisible'
        }`}
      >
        {open ? (
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label="Cerrar menú"
            className="absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-full text-brand-100 hover:bg-brand-800 lg:hidden"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <div className="h-full lg:sticky lg:top-0 lg:h-dvh">
          <Sidebar base={base} user={user} onLogout={onLogout} onNavigate={() => setOpen(false)} />
        </div>
      </aside>

      <main
        id="admin-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
      >
        {children}
      </main>
    </div>
  );
}
