// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { PropertyDto } from '#shared/api/api-types.ts';
import { aProperty } from '#web/test/factories.ts';
import { descriptionOf, renderUi, stubApi, valueOf, type RecordedRequest } from '#web/test/render.tsx';

import { PropertyForm } from './PropertyForm';

// The property form as the administrator uses it: messages from the shared schema after the first submit, and the
// body of docs/product.md §8 sent through a stubbed fetch (the network boundary).

const named = (label: string) => new RegExp(`^${label.replace(/[()²€]/g, '\\$&')}\\*?$`);

/** As PropertiesPage does: a new property goes last (4th here), an edited one keeps its order. */
function renderForm(property: PropertyDto | null = null) {
  const requests = stubApi({
    'POST /api/cms/properties': { status: 201, json: aProperty({ id: 9 }) },
    'PUT /api/cms/properties/7': { json: aProperty({ id: 7 }) },
  });
  const onDone = vi.fn();
  const ui = renderUi(<PropertyForm property={property} order={property?.order ?? 4} onDone={onDone} />);
  return { ...ui, requests, onDone };
}

const saves = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'GET');

const STORED: PropertyDto = aProperty({
  id: 7,
  slug: 'piso-en-gracia',
  slug_ca: 'piso-en-gracia',
  slug_en: 'piso-en-gracia',
  title: 'Piso en Gràcia',
  address: 'Carrer de Verdi 10',
  images: [1, 2, 3].map((n) => ({
    id: n,
    url: `/media/properties/${n}.webp`,
    width: 1600,
    height: 1200,
    variants: [],
    caption: `Foto ${n}`,
    caption_ca: null,
    caption_en: null,
    is_before: false,
    is_after: false,
    order: n,
  })),
  order: 2,
  start_date: '2026-03-01T00:00:00.000Z',
  energy_rating: 'C',
  energy_consumption: 120,
  energy_emissions: 25,
  price: 420000,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
});

describe('property form, new property', () => {
  it('starts from the defaults of a new property', () => {
    renderForm();
    screen.getByRole('heading', { name: 'Nueva Propiedad' });
    expect(valueOf(screen.getByLabelText(named('Habitaciones')))).toBe('1');
    expect(valueOf(screen.getByLabelText(named('Baños')))).toBe('1');
    expect(valueOf(screen.getByLabelText(named('Superficie (m²)')))).toBe('50');
    expect(valueOf(screen.getByLabelText(named('Fecha de Publicación')))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('names every missing required field, focuses the first and sends nothing', async () => {
    const { user, requests } = renderForm();
    await user.clear(screen.getByLabelText(named('Habitaciones')));
    await user.click(screen.getByRole('button', { name: 'Crear Propiedad' }));

    const expected: [string, string][] = [
      ['Título', 'Título es obligatorio'],
      ['Descripción', 'Descripción es obligatorio'],
      ['Dirección', 'Dirección es obligatorio'],
      ['Barrio', 'Barrio es obligatorio'],
      ['Habitaciones', 'Habitaciones es obligatorio'],
    ];
    for (const [label, message] of expected) {
      const control = screen.getByLabelText(named(label));
      expect(control.getAttribute('aria-invalid'), label).toBe('true');
      expect(descriptionOf(control)).toBe(message);
    }
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(named('Título'))));
    expect(saves(requests)).toEqual([]);
  });

  it('clears a message as soon as the field is corrected', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Crear Propiedad' }));
    const title = screen.getByLabelText(named('Título'));
    expect(descriptionOf(title)).toBe('Título es obligatorio');

    await user.type(title, 'Ático en Sant Gervasi');
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(title)).toBe('');
  });

  it('refuses impossible numbers with the schema message', async () => {
    const { user, requests } = renderForm();
    await user.clear(screen.getByLabelText(named('Baños')));
    await user.type(screen.getByLabelText(named('Baños')), '0');
    await user.click(screen.getByRole('button', { name: 'Crear Propiedad' }));

    expect(descriptionOf(screen.getByLabelText(named('Baños')))).toBe('Baños debe ser al menos 1');
    expect(saves(requests)).toEqual([]);
  });

  it('creates the property with the API body: numbers as numbers, publication date as start_date, order last', async () => {
    const { user, requests, onDone } = renderForm();
    await user.type(screen.getByLabelText(named('Título')), '  Ático en Sant Gervasi ');
    await user.type(screen.getByLabelText(named('Descripción')), 'Terraza de 30 m².');
    await user.type(screen.getByLabelText(named('Dirección')), 'Carrer de Muntaner 300');
    await user.type(screen.getByLabelText(named('Barrio')), 'Sant Gervasi');
    await user.selectOptions(screen.getByLabelText(named('Estado')), 'vendido');
    await user.clear(screen.getByLabelText(named('Habitaciones')));
    await user.type(screen.getByLabelText(named('Habitaciones')), '3');
    await user.clear(screen.getByLabelText(named('Fecha de Publicación')));
    await user.type(screen.getByLabelText(named('Fecha de Publicación')), '2026-05-04');
    await user.type(screen.getByLabelText(named('Fecha de Venta')), '2026-10-20');
    await user.type(screen.getByLabelText(named('Precio (€)')), '385000');
    await user.type(screen.getByLabelText(named('Superficie útil (m²)')), '44.5');
    await user.type(screen.getByLabelText(named('Referencia catastral')), '9872023 VH5797S 0001 WX');
    await user.selectOptions(screen.getByLabelText(named('Tipo de venta')), 'new');
    await user.selectOptions(screen.getByLabelText(named('Ascensor')), 'yes');
    await user.type(screen.getByLabelText(named('Cédula de habitabilidad: fecha')), '2024-05-10');
    await user.click(screen.getByRole('switch', { name: 'Publicar en Kyero' }));
    await user.type(screen.getByLabelText('Latitud'), '41.3980');
    await user.type(screen.getByLabelText('Longitud'), '2.1400');
    await user.type(screen.getByLabelText(named('Importe de la reserva (€)')), '6000');
    await user.type(screen.getByLabelText(named('Forma de pago (inglés)')), 'Rest at the deed.');
    await user.selectOptions(screen.getByLabelText(named('La superficie anunciada es')), 'usable');
    await user.type(screen.getByLabelText(named('Estructura y materiales')), 'Hormigón armado');
    await user.selectOptions(screen.getByLabelText(named('Ocupación')), 'vacant');
    // The picker is a file input made on the click, never left in the form next to the images' one.
    const create = document.createElement.bind(document);
    let picker: HTMLInputElement | undefined;
    const spy = vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = create(tag);
      if (tag === 'input') picker = element as HTMLInputElement;
      return element;
    });
    await user.click(screen.getByRole('button', { name: 'Elegir el plano' }));
    spy.mockRestore();
    expect(picker?.type).toBe('file');
    Object.defineProperty(picker, 'files', {
      value: [new File(['%PDF-1.4 plano'], 'plano.pdf', { type: 'application/pdf' })],
    });
    picker!.dispatchEvent(new Event('change'));
    expect(await screen.findByTestId('floor-plan')).toHaveProperty('textContent', 'plano.pdf');
    await user.type(screen.getByLabelText('URL del video'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await user.click(screen.getByRole('button', { name: 'Crear Propiedad' }));

    await screen.findByText('Propiedad creada');
    expect(onDone).toHaveBeenCalledOnce();
    expect(saves(requests)).toEqual([
      {
        method: 'POST',
        path: '/api/cms/properties',
        body: {
          title: 'Ático en Sant Gervasi',
          description: 'Terraza de 30 m².',
          // Translations left empty are sent as "none" (null): the public site shows the Spanish text.
          title_ca: null,
          title_en: null,
          description_ca: null,
          description_en: null,
          address: 'Carrer de Muntaner 300',
          neighborhood: 'Sant Gervasi',
          property_type: 'piso',
          status: 'vendido',
          bedrooms: 3,
          bathrooms: 1,
          size_m2: 50,
          images: [],
          videos: [{ youtube_url: 'https://youtu.be/dQw4w9WgXcQ', title: null, title_ca: null, title_en: null }],
          order: 4,
          start_date: '2026-05-04T00:00:00.000Z',
          completion_date: '2026-10-20T00:00:00.000Z',
          sale_date: null,
          energy_rating: null,
          energy_consumption: null,
          energy_emissions: null,
          price: 385000,
          usable_area_m2: 44.5,
          built_area_m2: null,
          cadastral_reference: '9872023 VH5797S 0001 WX',
          registry_office: null,
          registry_property_number: null,
          registry_idufir: null,
          year_built: null,
          floor: null,
          floor_number: null,
          floor_level: null,
          door: null,
          registry_number: null,
          registry_city: null,
          has_lift: true,
          community_fees_per_year: null,
          ibi_per_year: null,
          habitability_certificate_number: null,
          habitability_certificate_date: '2024-05-10T00:00:00.000Z',
          is_new_build: true,
          publish_to_portals: true,
          publish_to_kyero: true,
          publish_to_idealista: false,
          publish_to_fotocasa: false,
          latitude: 41.398,
          longitude: 2.14,
          reservation_amount: 6000,
          arras_percentage: null,
          payment_terms: null,
          payment_terms_ca: null,
          payment_terms_en: 'Rest at the deed.',
          building_structure: 'Hormigón armado',
          ...Object.fromEntries(
            [
              'building_structure_ca',
              'building_structure_en',
              ...['insulation', 'installations', 'finishes', 'community_charges', 'community_statutes'].flatMap(
                (field) => [field, `${field}_ca`, `${field}_en`],
              ),
            ].map((field) => [field, null]),
          ),
          size_m2_kind: 'usable',
          occupancy: 'vacant',
          floor_plan: `data:application/pdf;base64,${btoa('%PDF-1.4 plano')}`,
        },
      },
    ]);
  });

  it("shows the server's reason when saving fails and stays open", async () => {
    stubApi({
      'POST /api/cms/properties': { status: 409, json: { detail: 'Ya existe una propiedad con ese título' } },
    });
    const onDone = vi.fn();
    const { user } = renderUi(<PropertyForm property={null} order={1} onDone={onDone} />);
    for (const label of ['Título', 'Descripción', 'Dirección', 'Barrio'])
      await user.type(screen.getByLabelText(named(label)), 'x');
    await user.click(screen.getByRole('button', { name: 'Crear Propiedad' }));

    await screen.findByText('Error al guardar la propiedad: Ya existe una propiedad con ese título');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('property form, editing', () => {
  it('updates with PUT, keeping its order and image ids, and sends the image changes', async () => {
    const { user, requests } = renderForm(STORED);
    screen.getByRole('heading', { name: 'Editar Propiedad' });
    const images = screen.getByRole('list', { name: 'Imágenes de la propiedad' });

    await user.click(within(images).getByRole('button', { name: 'Eliminar imagen 2' }));
    await user.click(within(images).getAllByRole('button', { name: 'Después' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Actualizar Propiedad' }));

    await vi.waitFor(() => expect(saves(requests)).toHaveLength(1));
    const [put] = saves(requests);
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/api/cms/properties/7');
    expect(put?.body).toMatchObject({
      order: 2,
      price: 420000,
      energy_rating: 'C',
      start_date: '2026-03-01T00:00:00.000Z',
      completion_date: null,
      images: [
        { id: 1, url: '/media/properties/1.webp', caption: 'Foto 1', is_before: false, is_after: false, order: 1 },
        { id: 3, url: '/media/properties/3.webp', caption: 'Foto 3', is_before: false, is_after: true, order: 2 },
      ],
    });
  });

  it('edits the titles of a video in Catalan and English, as the image captions', async () => {
    const video = {
      id: 5,
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Recorrido',
      title_ca: null,
      title_en: 'Walkthrough',
    };
    const { user, requests } = renderForm({ ...STORED, videos: [video] });
    const tabs = screen.getByRole('tablist', { name: 'Idioma del título del video 1' });
    await user.click(within(tabs).getByRole('tab', { name: /^CA/ }));
    await user.type(screen.getByLabelText('Título del video 1 en catalán'), 'Recorregut');
    await user.click(within(tabs).getByRole('tab', { name: /^EN/ }));
    expect(valueOf(screen.getByLabelText('Título del video 1 en inglés'))).toBe('Walkthrough');
    await user.click(screen.getByRole('button', { name: 'Actualizar Propiedad' }));

    await vi.waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]?.body).toMatchObject({
      videos: [{ youtube_url: video.youtube_url, title: 'Recorrido', title_ca: 'Recorregut', title_en: 'Walkthrough' }],
    });
  });

  it('reorders images from the keyboard: Space picks up, arrows move, Space drops', async () => {
    // happy-dom lays nothing out, so each card is given a place on a row, 200 px apart, for dnd-kit to measure.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const card = this.closest('[data-testid="image-card"]');
      const index = card ? [...card.parentElement!.children].indexOf(card) : -1;
      return index < 0 ? new DOMRect(0, 0, 0, 0) : new DOMRect(index * 200, 0, 180, 150);
    });
    const { user, requests } = renderForm(STORED);

    screen.getByRole('button', { name: 'Mover imagen 1' }).focus();
    await user.keyboard('[Space]');
    // 25 px per press (docs/product.md §9): five presses put the first image's centre nearer the second.
    await user.keyboard('[ArrowRight][ArrowRight][ArrowRight][ArrowRight][ArrowRight]');
    await user.keyboard('[Space]');

    const cards = () => screen.getAllByTestId('image-card').map((card) => card.getAttribute('data-url'));
    await vi.waitFor(() =>
      expect(cards()).toEqual(['/media/properties/2.webp', '/media/properties/1.webp', '/media/properties/3.webp']),
    );
    expect(screen.getByRole('img', { name: 'Foto 2' }).closest('li')?.textContent).toContain('Portada');

    await user.click(screen.getByRole('button', { name: 'Actualizar Propiedad' }));
    await vi.waitFor(() => expect(saves(requests)).toHaveLength(1));
    const body = saves(requests)[0]?.body as { images: { id: number; order: number }[] };
    expect(body.images.map(({ id, order }) => [id, order])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
    ]);
  });
});
