// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import type { MeDto } from '#shared/api/api-types.ts';

import { Sidebar } from './Sidebar';

const person = (role: MeDto['role']): MeDto => ({ id: 2, username: 'marta', email: null, is_admin: true, role });

function renderSidebar(role: MeDto['role']) {
  render(
    <MemoryRouter initialEntries={['/cms']}>
      <Sidebar base="/cms" user={person(role)} onLogout={() => {}} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Administración' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('Sidebar', () => {
  afterEach(cleanup);

  it("lists Personas for an owner after the specification's seven items, which keep their order", () => {
    expect(renderSidebar('owner')).toEqual([
      'Dashboard',
      'Propiedades',
      'Contenido',
      'Menú',
      'Contactos',
      'Contratos y Firmas',
      'Cambiar Password',
      'Personas',
    ]);
    expect(screen.getByRole('link', { name: 'Personas' }).getAttribute('href')).toBe('/cms/people');
  });

  it('shows staff only the seven items', () => {
    expect(renderSidebar('staff')).not.toContain('Personas');
  });
});
