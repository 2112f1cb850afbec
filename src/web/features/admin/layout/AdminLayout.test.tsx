// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import type { MeDto } from '#shared/api/api-types.ts';

import { AdminLayout } from './AdminLayout';

const OWNER: MeDto = { id: 1, username: 'marta', email: null, is_admin: true, role: 'owner' };

/** The admin's shape: the layout around lazily loaded pages, as in features/admin/routes.tsx. */
function renderAdmin(contacts: React.ComponentType) {
  window.history.replaceState(null, '', '/cms');
  render(
    <BrowserRouter>
      <AdminLayout base="/cms" user={OWNER} onLogout={() => {}}>
        <Suspense fallback={<p>Cargando...</p>}>
          <Routes>
            <Route path="/cms" element={<h1>Dashboard</h1>} />
            <Route path="/cms/contacts" element={<ContactsRoute page={contacts} />} />
          </Routes>
        </Suspense>
      </AdminLayout>
    </BrowserRouter>,
  );
}

function ContactsRoute({ page: Page }: { page: React.ComponentType }) {
  return <Page />;
}

const toggle = () => screen.getByRole('button', { name: 'Abrir menú' });
const contactsLink = () => screen.getByRole('link', { name: 'Contactos' });

describe('AdminLayout on a phone', () => {
  afterEach(cleanup);

  it('keeps the menu open when it was opened while the chosen page was still loading', async () => {
    let arrive = () => {};
    const Contacts = lazy(
      () =>
        new Promise<{ default: React.ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Contactos</h1> });
        }),
    );
    renderAdmin(Contacts);
    fireEvent.click(toggle());
    fireEvent.click(contactsLink());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    // The page's code is still on its way when the user opens the menu again.
    fireEvent.click(toggle());
    await act(async () => arrive());
    await screen.findByRole('heading', { name: 'Contactos' });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it("closes the menu on the browser's back button", async () => {
    renderAdmin(() => <h1>Contactos</h1>);
    fireEvent.click(toggle());
    fireEvent.click(contactsLink());
    await screen.findByRole('heading', { name: 'Contactos' });
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');

    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
