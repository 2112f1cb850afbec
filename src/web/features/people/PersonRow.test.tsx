// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { PersonDto } from '#shared/api/people-dtos.ts';
import { CONTENT_DEFAULTS } from '#shared/site/content.ts';
import { descriptionOf, renderUi, stubApi, valueOf } from '#web/test/render.tsx';

import { PersonRow } from './PersonRow';

const MARTA: PersonDto = {
  id: 3,
  username: 'marta@casanova.test',
  email: 'marta@casanova.test',
  full_name: 'Marta Soler',
  role: 'owner',
  active: true,
  signing_powers: null,
  invitation_pending: false,
  signs_for_company: 'no',
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('PersonRow «Poderes de firma»', () => {
  it('starts from the representative in the company details and gives an example of the powers', async () => {
    stubApi({
      'GET /api/cms/content': {
        json: { ...CONTENT_DEFAULTS, representative_name: 'Marta Soler Puig', representative_dni: '12345678Z' },
      },
    });
    const { user, queryClient } = renderUi(
      <ul>
        <PersonRow person={MARTA} />
      </ul>,
    );
    // The company details arrive before the owner opens the form.
    await waitFor(() => expect(queryClient.getQueryData(['content'])).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Poderes de firma' }));
    expect(valueOf(screen.getByRole('textbox', { name: /^Nombre completo del representante/ }))).toBe(
      'Marta Soler Puig',
    );
    expect(valueOf(screen.getByRole('textbox', { name: /^DNI\/NIE/ }))).toBe('12345678Z');
    expect(valueOf(screen.getByRole('textbox', { name: /^Cargo/ }))).toBe('');
    expect(descriptionOf(screen.getByRole('textbox', { name: /^Poderes\b(?! en)/ }))).toContain(
      'Ejemplo: «escritura de nombramiento otorgada el 12 de marzo de 2024',
    );
  });

  it('keeps the powers a person already has', async () => {
    stubApi({ 'GET /api/cms/content': { json: { ...CONTENT_DEFAULTS, representative_name: 'Otra Persona' } } });
    const powers = {
      name: 'Laura Vidal Roca',
      dni: '12345678Z',
      position: 'Consejera delegada',
      powers: 'Escritura…',
      powers_ca: 'Escriptura…',
      powers_en: '',
    };
    const { user } = renderUi(
      <ul>
        <PersonRow person={{ ...MARTA, signing_powers: powers, signs_for_company: 'own_powers' }} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Poderes de firma' }));
    expect(valueOf(screen.getByRole('textbox', { name: /^Nombre completo del representante/ }))).toBe(
      'Laura Vidal Roca',
    );
    expect(valueOf(screen.getByRole('textbox', { name: /^Poderes en catalán/ }))).toBe('Escriptura…');
    expect(valueOf(screen.getByRole('textbox', { name: /^Poderes en inglés/ }))).toBe('');
  });
});
