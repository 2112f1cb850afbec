// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CONTRACT_TYPES, toContractTypeDto } from '#shared/contract-types/index.ts';
import { aContract, aProperty } from '#web/test/factories.ts';
import { descriptionOf, isDisabled, renderUi, stubApi, valueOf, type RecordedRequest } from '#web/test/render.tsx';

import { NewContractWizard } from './NewContractWizard';

// The wizard as an administrator uses it: the real contract types served by a stubbed GET /api/contract-types, the
// shared rules of docs/product.md §5.1 deciding whether step 2 opens, and the POST body it finally sends.

const TYPE_NAME = 'Contrato de Reserva No Condicionada';
/** Accessible name of a field: its label, plus the required asterisk when there is one. */
const named = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`);

/** Every required field of the reservation, valid: signed 3 March 2025, arras by 1 April, sale by 1 July. */
const VALID: [label: string, value: string][] = [
  ['Día de firma', '3'],
  ['Mes de firma', 'marzo'],
  ['Año de firma', '2025'],
  ['Dirección del inmueble', 'Carrer de Mallorca 100, 3.º 2.ª, 08036 Barcelona'],
  ['Referencia catastral', '9872023VH5797S0001WX'],
  ['Precio de venta', '350000'],
  ['Día límite para firmar las arras', '1'],
  ['Mes límite para firmar las arras', 'abril'],
  ['Año límite para firmar las arras', '2025'],
  ['Día límite para la compraventa', '1'],
  ['Mes límite para la compraventa', 'julio'],
  ['Año límite para la compraventa', '2025'],
];

async function openWizard() {
  const requests = stubApi({
    'GET /api/contract-types': { json: CONTRACT_TYPES.map(toContractTypeDto) },
    'POST /api/cms/contracts': { status: 201, json: aContract({ id: 'c-1' }) },
  });
  const ui = renderUi(<NewContractWizard open onClose={() => {}} />);
  await ui.user.selectOptions(await screen.findByRole('combobox', { name: named('Tipo de contrato') }), TYPE_NAME);
  return { ...ui, requests };
}

async function fill(user: Awaited<ReturnType<typeof openWizard>>['user'], entries: [string, string][]) {
  for (const [label, value] of entries) {
    const control = screen.getByLabelText(named(label));
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else {
      await user.clear(control);
      await user.type(control, value);
    }
  }
}

// The toasts have their own (empty) alert region outside the dialog.
const stepAlert = () => within(screen.getByRole('dialog', { name: 'Nuevo Contrato' })).queryByRole('alert');
const currentStep = () => screen.getByRole('heading', { level: 3 }).textContent;
const next = (user: Awaited<ReturnType<typeof openWizard>>['user']) =>
  user.click(screen.getByRole('button', { name: 'Siguiente' }));

describe('contract wizard, step 1', () => {
  it("shows the signer's stored position and powers read-only instead of asking for them again", async () => {
    stubApi({
      'GET /api/contract-types': { json: CONTRACT_TYPES.map(toContractTypeDto) },
      'GET /api/cms/signatories': {
        json: [
          {
            user_id: 4,
            name: 'Laura Vidal Roca',
            position: 'Consejera delegada',
            powers: 'Escritura de 3 de marzo de 2025, protocolo 1234',
          },
        ],
      },
    });
    const { user } = renderUi(<NewContractWizard open onClose={() => {}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: named('Tipo de contrato') }), TYPE_NAME);
    const signer = await screen.findByText('Laura Vidal Roca, Consejera delegada');
    expect(signer.closest('li')?.textContent).toContain('protocolo 1234');
    expect(screen.queryByLabelText(named('Cargo del representante'))).toBeNull();
    expect(screen.queryByLabelText(named('Título de sus facultades'))).toBeNull();
    expect(screen.getByRole('link', { name: 'Personas' }).getAttribute('href')).toBe('/cms/people');
  });

  it('asks for the position and powers while nobody has signing powers (the shared account signs)', async () => {
    stubApi({
      'GET /api/contract-types': { json: CONTRACT_TYPES.map(toContractTypeDto) },
      'GET /api/cms/signatories': { json: [] },
    });
    const { user } = renderUi(<NewContractWizard open onClose={() => {}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: named('Tipo de contrato') }), TYPE_NAME);
    expect(screen.getByLabelText(named('Cargo del representante')).tagName).toBe('SELECT');
    expect(screen.getByLabelText(named('Título de sus facultades')).tagName).toBe('INPUT');
  });

  it('keeps step 2 closed while "Siguiente" has no type to work with', async () => {
    stubApi({ 'GET /api/contract-types': { json: CONTRACT_TYPES.map(toContractTypeDto) } });
    renderUi(<NewContractWizard open onClose={() => {}} />);
    await screen.findByRole('combobox', { name: named('Tipo de contrato') });
    expect(isDisabled(screen.getByRole('button', { name: 'Siguiente' }))).toBe(true);
  });

  it('refuses a date that does not exist, naming the field in Spanish, until it is corrected', async () => {
    const { user } = await openWizard();
    await fill(user, [...VALID, ['Día de firma', '31'], ['Mes de firma', 'febrero']]);
    await next(user);

    const alert = stepAlert()!;
    expect(alert.textContent).toContain('Revisa estos datos antes de continuar:');
    expect(alert.textContent).toContain('Día de firma no válido: febrero de 2025 no tiene día 31');
    const day = screen.getByLabelText(named('Día de firma'));
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(day)).toBe('Día de firma no válido: febrero de 2025 no tiene día 31');
    expect(currentStep()).toBe('Datos del Contrato');

    await fill(user, [['Día de firma', '28']]);
    expect(stepAlert()).toBeNull();
    await next(user);
    expect(currentStep()).toBe('Compradores');
  });

  it('refuses a deadline before the signing and a reservation above the price', async () => {
    const { user } = await openWizard();
    await fill(user, [...VALID, ['Año límite para la compraventa', '2024'], ['Importe de la reserva', '400000']]);
    await next(user);

    const alert = stepAlert()!;
    expect(alert.textContent).toContain(
      'La fecha límite para la compraventa (1 de julio de 2024) no puede ser anterior a la fecha de firma (3 de marzo de 2025)',
    );
    expect(alert.textContent).toContain('Importe de la reserva no puede superar el precio de venta (350.000 €)');
    expect(screen.getByLabelText(named('Importe de la reserva')).getAttribute('aria-invalid')).toBe('true');
    expect(currentStep()).toBe('Datos del Contrato');
  });

  it('shows amounts with thousands dots and fills their words as they are typed', async () => {
    const { user } = await openWizard();
    await fill(user, [['Precio de venta', '1250000']]);
    expect(valueOf(screen.getByLabelText(named('Precio de venta')))).toBe('1.250.000');
    expect(valueOf(screen.getByLabelText('Precio de venta en letras'))).toBe(
      'un millón doscientos cincuenta mil euros',
    );
  });
});

describe('contract wizard, step 2', () => {
  async function onBuyersStep() {
    const ui = await openWizard();
    await fill(ui.user, VALID);
    await next(ui.user);
    expect(currentStep()).toBe('Compradores');
    return ui;
  }
  const buyer = (n: number) => screen.getByRole('group', { name: `Comprador ${n}` });

  it('adds and removes buyers, renumbering the ones left', async () => {
    const { user } = await onBuyersStep();
    expect(screen.queryByRole('button', { name: /Eliminar comprador/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Añadir Comprador' }));
    await user.click(screen.getByRole('button', { name: 'Añadir Comprador' }));
    expect(screen.getAllByRole('group', { name: /^Comprador \d$/ })).toHaveLength(3);

    await user.type(within(buyer(3)).getByLabelText(named('Nombre completo')), 'Isabel Ruiz');
    await user.click(screen.getByRole('button', { name: 'Eliminar comprador 2' }));
    expect(screen.getAllByRole('group', { name: /^Comprador \d$/ })).toHaveLength(2);
    expect(valueOf(within(buyer(2)).getByLabelText(named('Nombre completo')))).toBe('Isabel Ruiz');

    await user.click(screen.getByRole('button', { name: 'Eliminar comprador 2' }));
    expect(screen.queryByRole('group', { name: 'Comprador 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar comprador/ })).toBeNull();
  });

  it('checks the DNI/NIE letter while it is typed', async () => {
    const { user } = await onBuyersStep();
    const dni = within(buyer(1)).getByLabelText(named('DNI/NIE'));

    await user.type(dni, '12345678A');
    expect(dni.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(dni)).toBe('Letra del DNI incorrecta');

    await user.clear(dni);
    await user.type(dni, 'X1234567A');
    expect(descriptionOf(dni)).toBe('Letra del NIE incorrecta');

    await user.clear(dni);
    await user.type(dni, 'X1234567L');
    expect(dni.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Letra del (DNI|NIE) incorrecta/)).toBeNull();
  });

  it('does not create the contract with two buyers sharing an email, nor with empty fields', async () => {
    const { user, requests } = await onBuyersStep();
    await user.click(screen.getByRole('button', { name: 'Añadir Comprador' }));
    await user.type(within(buyer(1)).getByLabelText(named('Email')), 'ana@example.com');
    await user.type(within(buyer(2)).getByLabelText(named('Email')), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Crear Contrato' }));

    screen.getByText('No puede haber emails duplicados entre los compradores');
    expect(within(buyer(1)).getByLabelText(named('Nombre completo')).getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the data, normalised, and the buyers in signing order', async () => {
    const { user, requests } = await onBuyersStep();
    await user.click(screen.getByRole('button', { name: 'Añadir Comprador' }));
    const buyers = [
      {
        name: 'Ana García López',
        email: 'ana@example.com',
        dni: '12345678Z',
        address: 'Calle Mayor 1, 08001 Barcelona',
      },
      {
        name: 'Isabel Ruiz Soler',
        email: 'isabel@example.com',
        dni: 'X1234567L',
        address: 'Carrer de Balmes 2, 08007 Barcelona',
      },
    ];
    for (const [index, data] of buyers.entries()) {
      const card = within(buyer(index + 1));
      await user.type(card.getByLabelText(named('Nombre completo')), data.name);
      await user.type(card.getByLabelText(named('Email')), data.email);
      await user.type(card.getByLabelText(named('DNI/NIE')), data.dni);
      await user.type(card.getByLabelText(named('Dirección')), data.address);
    }
    await user.type(within(buyer(2)).getByLabelText(named('Teléfono')), '600123123');
    await user.click(screen.getByRole('button', { name: 'Crear Contrato' }));

    await screen.findByText('Contrato creado exitosamente');
    const post = requests.find((r): r is RecordedRequest => r.method === 'POST');
    expect(post?.path).toBe('/api/cms/contracts');
    expect(post?.body).toMatchObject({
      contract_type: 'reserva_no_condicionada',
      contract_data: {
        dia_firma: 3,
        mes_firma: 'marzo',
        año_firma: 2025,
        precio_venta: 350000,
        importe_reserva: 3000,
        referencia_catastral: '9872023VH5797S0001WX',
      },
      buyers: [
        { ...buyers[0], buyer_order: 1 },
        { ...buyers[1], phone: '600123123', buyer_order: 2 },
      ],
      attachments: [],
    });
    expect((post?.body as { buyers: object[] }).buyers[0]).not.toHaveProperty('phone');
  });
});

describe('contract wizard, what each buyer reads', () => {
  async function onBuyersStep() {
    const ui = await openWizard();
    await fill(ui.user, VALID);
    await next(ui.user);
    return ui;
  }
  const card = () => within(screen.getByRole('group', { name: 'Comprador 1' }));
  /** What the first buyer's card says that buyer will read (the note under the language). */
  const readerNote = () => card().getByText(/^(Leerá el contrato|Este comprador lee)/).textContent;
  /** The success is announced politely (a status, not an alert). */
  const expectCreated = async () =>
    expect((await screen.findByText('Contrato creado exitosamente')).closest('[role="status"]')).not.toBeNull();

  it("keeps the specification's Spanish phone rule, and takes an international number from an English reader or one marked foreign", async () => {
    const { user } = await onBuyersStep();
    const phone = card().getByLabelText(named('Teléfono'));
    await user.type(phone, '+44 7700 900123');
    expect(descriptionOf(phone)).toBe('Teléfono no válido');

    await user.click(card().getByRole('checkbox', { name: 'Teléfono de fuera de España' }));
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    await user.click(card().getByRole('checkbox', { name: 'Teléfono de fuera de España' }));
    expect(descriptionOf(phone)).toBe('Teléfono no válido');

    await user.selectOptions(card().getByLabelText('Idioma de las comunicaciones'), 'en');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(phone)).toContain('con el prefijo del país');
  });

  it('says what each buyer will read and sends the copy language only when chosen', async () => {
    const { user, requests } = await onBuyersStep();
    expect(readerNote()).toBe('Leerá el contrato en castellano.');
    await user.selectOptions(card().getByLabelText('Idioma de las comunicaciones'), 'en');
    expect(readerNote()).toBe(
      'Este comprador lee inglés: recibirá la traducción de cortesía; el texto que firma y que vale es el castellano.',
    );
    await user.selectOptions(card().getByLabelText('Idioma de las comunicaciones'), 'ca');
    // A Catalan first reader proposes a Catalan contract: the copy offered is the Spanish one.
    expect(readerNote()).toBe('Leerá el contrato en catalán.');
    await user.selectOptions(screen.getByLabelText('Idioma del contrato'), 'es');
    expect(readerNote()).toBe(
      'Este comprador lee catalán: el contrato está en castellano. Tiene derecho a él en catalán: elige catalán como idioma del contrato o añade la copia en catalán.',
    );
    await user.selectOptions(screen.getByLabelText('Copia en otro idioma'), 'ca');
    expect(readerNote()).toBe(
      'Este comprador lee catalán: firmará el contrato en castellano junto con la copia en catalán.',
    );

    await user.type(card().getByLabelText(named('Nombre completo')), 'Jordi Puig');
    await user.type(card().getByLabelText(named('Email')), 'jordi@example.com');
    await user.type(card().getByLabelText(named('DNI/NIE')), '12345678Z');
    await user.type(card().getByLabelText(named('Dirección')), 'Carrer de Balmes 2, 08007 Barcelona');
    await user.click(screen.getByRole('button', { name: 'Crear Contrato' }));
    await expectCreated();
    const post = requests.find((r): r is RecordedRequest => r.method === 'POST');
    expect(post?.body).toMatchObject({ contract_language: 'es', copy_language: 'ca' });
  });

  it('sends no copy language when none is chosen', async () => {
    const { user, requests } = await onBuyersStep();
    await user.type(card().getByLabelText(named('Nombre completo')), 'Ana García López');
    await user.type(card().getByLabelText(named('Email')), 'ana@example.com');
    await user.type(card().getByLabelText(named('DNI/NIE')), '12345678Z');
    await user.type(card().getByLabelText(named('Dirección')), 'Calle Mayor 1, 08001 Barcelona');
    await user.click(screen.getByRole('button', { name: 'Crear Contrato' }));
    await expectCreated();
    const post = requests.find((r): r is RecordedRequest => r.method === 'POST');
    expect(post?.body).not.toHaveProperty('copy_language');
  });
});

describe('contract wizard, property from the portfolio', () => {
  const property = aProperty({
    id: 7,
    title: 'Piso con balcón en Gràcia',
    address: 'Carrer de Verdi 12, 3.º 1.ª',
    cadastral_reference: '9872023VH5797S0001WX',
    price: 300000,
    reservation_amount: 6000,
  });

  it('fills the property fields from the picked property and sends its id', async () => {
    const requests = stubApi({
      'GET /api/contract-types': { json: CONTRACT_TYPES.map(toContractTypeDto) },
      'GET /api/properties': { json: [property] },
      'POST /api/cms/contracts': { status: 201, json: aContract({ id: 'c-1' }) },
    });
    const { user } = renderUi(<NewContractWizard open onClose={() => {}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: named('Tipo de contrato') }), TYPE_NAME);
    const picker = await screen.findByRole('combobox', { name: 'Propiedad de la cartera' });
    expect(descriptionOf(picker)).toContain('adjunta al contrato su ficha informativa');
    await user.selectOptions(picker, 'Piso con balcón en Gràcia · Carrer de Verdi 12, 3.º 1.ª');

    expect(valueOf(screen.getByLabelText(named('Dirección del inmueble')))).toBe(
      'Carrer de Verdi 12, 3.º 1.ª, Barcelona',
    );
    expect(valueOf(screen.getByLabelText(named('Referencia catastral')))).toBe('9872023VH5797S0001WX');
    expect(valueOf(screen.getByLabelText(named('Precio de venta')))).toBe('300.000');
    expect(valueOf(screen.getByLabelText(named('Precio de venta en letras')))).toBe('trescientos mil euros');
    expect(valueOf(screen.getByLabelText(named('Importe de la reserva')))).toBe('6.000');

    await fill(
      user,
      VALID.filter(([label]) => !['Dirección del inmueble', 'Referencia catastral', 'Precio de venta'].includes(label)),
    );
    await next(user);
    const card = within(screen.getByRole('group', { name: 'Comprador 1' }));
    await user.type(card.getByLabelText(named('Nombre completo')), 'Ana García López');
    await user.type(card.getByLabelText(named('Email')), 'ana@example.com');
    await user.type(card.getByLabelText(named('DNI/NIE')), '12345678Z');
    await user.type(card.getByLabelText(named('Dirección')), 'Calle Mayor 1, 08001 Barcelona');
    await user.click(screen.getByRole('button', { name: 'Crear Contrato' }));

    await screen.findByText('Contrato creado exitosamente');
    const post = requests.find((r): r is RecordedRequest => r.method === 'POST');
    expect(post?.body).toMatchObject({
      property_id: 7,
      contract_data: {
        direccion_inmueble: 'Carrer de Verdi 12, 3.º 1.ª, Barcelona',
        precio_venta: 300000,
        importe_reserva: 6000,
      },
    });
  });
});

describe('contract wizard, started from a contact (docs/product.md §4.1)', () => {
  it('comes with the buyer and, once a type is chosen, the property they asked about', async () => {
    const property = aProperty({ id: 7, title: 'Piso con balcón en Gràcia', address: 'Carrer de Verdi 12, 3.º 1.ª' });
    const requests = stubApi({
      'GET /api/contract-types': { json: CONTRACT_TYPES.map(toContractTypeDto) },
      'GET /api/properties': { json: [property] },
      'POST /api/cms/contracts': { status: 201, json: aContract({ id: 'c-1' }) },
    });
    const prefill = {
      buyer: { name: 'John Smith', email: 'john@example.co.uk', phone: '+442079460958', language: 'en' as const },
      propertyId: 7,
    };
    const { user } = renderUi(<NewContractWizard open onClose={() => {}} prefill={prefill} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: named('Tipo de contrato') }), TYPE_NAME);
    const picker = await screen.findByRole('combobox', { name: 'Propiedad de la cartera' });
    await expect.poll(() => valueOf(picker)).toBe('7');
    expect(valueOf(screen.getByLabelText(named('Dirección del inmueble')))).toBe(
      'Carrer de Verdi 12, 3.º 1.ª, Barcelona',
    );

    await fill(
      user,
      VALID.filter(([label]) => label !== 'Dirección del inmueble'),
    );
    await next(user);
    const card = within(screen.getByRole('group', { name: 'Comprador 1' }));
    expect(valueOf(card.getByLabelText(named('Nombre completo')))).toBe('John Smith');
    expect(valueOf(card.getByLabelText(named('Email')))).toBe('john@example.co.uk');
    await user.type(card.getByLabelText(named('DNI/NIE')), '12345678Z');
    await user.type(card.getByLabelText(named('Dirección')), '10 Downing Street, London');
    await user.click(screen.getByRole('button', { name: 'Crear Contrato' }));
    await screen.findByText('Contrato creado exitosamente');
    const post = requests.find((r): r is RecordedRequest => r.method === 'POST');
    expect(post?.body).toMatchObject({
      property_id: 7,
      buyers: [{ name: 'John Smith', email: 'john@example.co.uk', language: 'en', phone_foreign: true }],
    });
  });
});
