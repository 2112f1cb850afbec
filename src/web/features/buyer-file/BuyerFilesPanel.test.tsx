// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { AdminBuyerFileDto, BuyerDeclarations } from '#shared/schemas/buyer-file-schema.ts';
import { aContract, anAdminBuyerFile } from '#web/test/factories.ts';
import {
  descriptionOf,
  isDisabled,
  renderUi,
  stubApi,
  valueOf,
  type RecordedRequest,
  type Routes,
} from '#web/test/render.tsx';

import { BuyerFilesPanel } from './BuyerFilesPanel';

// An owner enters the file of a buyer identified in person (docs/product.md §5.7): the declarations checked by the
// shared schema before they are sent, the identity document uploaded, the panel showing the file as it now is.

const FILE_PATH = '/api/cms/contracts/c-1/buyers/1/buyer-file';
const named = (label: string) => new RegExp(`^${label.replace(/[()?¿]/g, '\\$&')}\\*?$`);

const DECLARED: BuyerDeclarations = {
  acts_on_own_behalf: true,
  beneficial_owner: null,
  is_company: false,
  company_beneficial_owners: [],
  is_pep: false,
  pep_details: null,
  occupation: 'Arquitecta',
  funds_origin_category: 'savings',
  funds_origin_details: 'Ahorros de los últimos diez años',
};

async function renderPanel(routes: Routes = {}) {
  const requests = stubApi({ [`GET ${FILE_PATH}`]: { json: anAdminBuyerFile() }, ...routes });
  const ui = renderUi(<BuyerFilesPanel contract={aContract()} />);
  const details = ui.container.querySelector('details')!;
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
  await screen.findByRole('button', { name: /^Introducir datos/ });
  return { ...ui, requests };
}

const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'GET');

async function answer(user: ReturnType<typeof renderUi>['user'], question: string, option: string) {
  await user.click(
    within(screen.getByRole('radiogroup', { name: named(question) })).getByRole('radio', { name: option }),
  );
}

async function fillDeclarations(user: ReturnType<typeof renderUi>['user']) {
  await user.click(screen.getByRole('button', { name: /^Introducir datos/ }));
  await answer(user, '¿Compra en su propio nombre?', 'Sí');
  await answer(
    user,
    '¿Ocupa u ocupó en los últimos dos años un cargo público importante, o es familiar o allegado de quien lo ocupa?',
    'No',
  );
  await user.type(screen.getByLabelText(named('Profesión o actividad')), 'Arquitecta');
  await user.selectOptions(screen.getByLabelText(named('Origen de los fondos de la compra')), 'Ahorros');
  await user.type(
    screen.getByLabelText(named('Explicación del origen de los fondos')),
    'Ahorros de los últimos diez años',
  );
}

describe('buyer files panel, declarations entered by an owner', () => {
  it('sends the declarations to the buyer file and shows the file as the server answers it', async () => {
    const saved: AdminBuyerFileDto = anAdminBuyerFile({
      declarations: DECLARED,
      declared: { name: 'Marta Puig', at: '2026-11-26T08:00:00.000Z' },
    });
    const { user, requests } = await renderPanel({ [`PUT ${FILE_PATH}`]: { json: saved } });
    await fillDeclarations(user);
    await user.click(screen.getByRole('button', { name: 'Guardar declaraciones' }));

    await screen.findByText('Declaraciones de Ana García guardadas');
    expect(writes(requests)).toEqual([{ method: 'PUT', path: FILE_PATH, body: DECLARED }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    screen.getByText('Arquitecta');
    screen.getByRole('button', { name: /^Editar datos/ });
    // The answer is the file as it now is: no second reading, which the audit trail would record.
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('shows the schema message next to a missing field, focuses the first question and sends nothing', async () => {
    const { user, requests } = await renderPanel();
    await user.click(screen.getByRole('button', { name: /^Introducir datos/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar declaraciones' }));

    const occupation = screen.getByLabelText(named('Profesión o actividad'));
    expect(occupation.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(occupation)).toBe('Profesión o actividad es obligatorio');
    const ownBehalf = screen.getByRole('radiogroup', { name: named('¿Compra en su propio nombre?') });
    expect(descriptionOf(ownBehalf)).toBe('Actúa en su propio nombre: debe ser sí o no');
    expect(descriptionOf(screen.getByLabelText(named('Origen de los fondos de la compra')))).toBe(
      'Elige el origen de los fondos',
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(within(ownBehalf).getByRole('radio', { name: 'Sí' })));
    expect(writes(requests)).toEqual([]);
  });

  it('clears a message as soon as the field is corrected', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('button', { name: /^Introducir datos/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar declaraciones' }));
    const occupation = screen.getByLabelText(named('Profesión o actividad'));
    expect(descriptionOf(occupation)).toBe('Profesión o actividad es obligatorio');

    await user.type(occupation, 'Arquitecta');
    expect(occupation.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(occupation)).toBe('');
  });

  it('names the beneficial owner fields a buyer acting for someone else needs', async () => {
    const { user, requests } = await renderPanel();
    await fillDeclarations(user);
    await answer(user, '¿Compra en su propio nombre?', 'No, actúa por cuenta de otra persona');
    await user.click(screen.getByRole('button', { name: 'Guardar declaraciones' }));

    const name = screen.getByLabelText(named('Nombre completo de la persona por cuya cuenta actúa'));
    expect(descriptionOf(name)).toBe('Nombre del titular real es obligatorio');
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(writes(requests)).toEqual([]);
  });

  it("shows the API's detail and keeps what was typed", async () => {
    const detail = 'Este expediente superó su plazo de conservación de 10 años y está bloqueado.';
    const { user, requests } = await renderPanel({ [`PUT ${FILE_PATH}`]: { status: 409, json: { detail } } });
    await fillDeclarations(user);
    await user.click(screen.getByRole('button', { name: 'Guardar declaraciones' }));

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(`No se pudieron guardar las declaraciones: ${detail}`);
    expect(writes(requests)).toHaveLength(1);
    expect(valueOf(screen.getByLabelText(named('Profesión o actividad')))).toBe('Arquitecta');
    expect(valueOf(screen.getByLabelText(named('Explicación del origen de los fondos')))).toBe(
      'Ahorros de los últimos diez años',
    );
    expect(valueOf(screen.getByLabelText(named('Origen de los fondos de la compra')))).toBe('savings');
  });
});

describe('buyer files panel, identity document uploaded by an owner', () => {
  it('uploads the chosen file and lists it', async () => {
    const uploaded = anAdminBuyerFile({
      documents: [
        {
          kind: 'identity',
          id: 5,
          filename: 'dni-ana.pdf',
          content_type: 'application/pdf',
          size: 4,
          uploaded_by: 'admin',
          uploaded_at: '2026-11-26T08:00:00.000Z',
        },
      ],
    });
    const { user, requests } = await renderPanel({ [`POST ${FILE_PATH}/documents`]: { status: 201, json: uploaded } });
    await user.upload(
      screen.getByLabelText('Añadir documento de identidad'),
      new File(['%PDF'], 'dni-ana.pdf', { type: 'application/pdf' }),
    );

    await screen.findByText('Documento «dni-ana.pdf» añadido al expediente');
    screen.getByRole('button', { name: /dni-ana\.pdf/ });
    const [sent] = writes(requests);
    expect(sent?.path).toBe(`${FILE_PATH}/documents`);
    expect((sent?.body as FormData).get('file')).toMatchObject({ name: 'dni-ana.pdf' });
  });

  it('shows how much of the document has been sent until the server answers', async () => {
    let reply: (file: AdminBuyerFileDto) => void = () => {};
    const answered = new Promise<AdminBuyerFileDto>((resolve) => (reply = resolve));
    const { user } = await renderPanel({
      [`POST ${FILE_PATH}/documents`]: async () => ({ status: 201, json: await answered }),
    });
    await user.upload(
      screen.getByLabelText('Añadir documento de identidad'),
      new File(['%PDF-1.7 dni'], 'dni-ana.pdf', { type: 'application/pdf' }),
    );

    const bar = await screen.findByRole('progressbar', { name: 'Subiendo el documento...' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    screen.getByText('50 %');
    expect(isDisabled(screen.getByLabelText('Añadir documento de identidad'))).toBe(true);

    reply(anAdminBuyerFile());
    await screen.findByText('Documento «dni-ana.pdf» añadido al expediente');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const { user, requests } = await renderPanel();
    const input = screen.getByLabelText('Añadir documento de identidad');
    await user.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'dni.png', { type: 'image/png' }));

    expect(descriptionOf(input)).toContain('El documento es demasiado grande (máximo 10 MB).');
    expect(writes(requests)).toEqual([]);
  });
});

describe('buyer files panel, after the relationship', () => {
  const openPanel = () => {
    const ui = renderUi(<BuyerFilesPanel contract={aContract()} />);
    const details = ui.container.querySelector('details')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    return ui;
  };

  it('asks why a file past five years is opened, and opens it with that reason', async () => {
    let loads = 0;
    stubApi({
      [`GET ${FILE_PATH}`]: () => ({
        json: anAdminBuyerFile({
          access_limited: true,
          access_limited_from: '2031-11-20T09:00:00.000Z',
          retention_until: '2036-11-20T09:00:00.000Z',
          declarations: ++loads === 1 ? null : DECLARED,
        }),
      }),
    });
    const fetches = vi.spyOn(globalThis, 'fetch');
    const { user } = openPanel();
    const reason = await screen.findByLabelText(named('Motivo de la consulta'));
    expect(screen.queryByRole('button', { name: /^Introducir datos/ })).toBeNull();
    const open = screen.getByRole('button', { name: 'Abrir el expediente' });
    expect(isDisabled(open)).toBe(true);
    await user.type(reason, 'Requerimiento del SEPBLAC');
    await user.click(open);
    await screen.findByText('Arquitecta');
    expect(fetches.mock.calls.map(([url]) => String(url))).toContain(`${FILE_PATH}?reason=Requerimiento+del+SEPBLAC`);
  });

  it('says who deleted a file whose retention ended, when and why', async () => {
    stubApi({
      [`GET ${FILE_PATH}`]: {
        json: anAdminBuyerFile({
          blocked: true,
          purged: {
            at: '2036-11-21T03:00:00.000Z',
            by: 'sistema (borrado automático)',
            reason: 'Plazo de conservación de 10 años cumplido (Ley 10/2010, art. 25).',
          },
        }),
      },
    });
    openPanel();
    await screen.findByText(
      'Expediente borrado el 21/11/2036 por sistema (borrado automático): Plazo de conservación de 10 años cumplido (Ley 10/2010, art. 25).',
    );
  });
});

describe('buyer files panel, the risk decision', () => {
  const HIGH: AdminBuyerFileDto = anAdminBuyerFile({
    complete: true,
    declarations: { ...DECLARED, is_pep: true, pep_details: 'Concejala hasta 2025' },
    review: { risk: 'high', reason: 'PEP', by: 'el sistema', at: '2026-11-26T08:00:00.000Z' },
    blocks_signing: true,
  });

  async function renderFile(file: AdminBuyerFileDto, routes: Routes = {}) {
    const requests = stubApi({ [`GET ${FILE_PATH}`]: { json: file }, ...routes });
    const ui = renderUi(<BuyerFilesPanel contract={aContract()} />);
    const details = ui.container.querySelector('details')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await screen.findByRole('button', { name: /^Editar datos/ });
    return { ...ui, requests };
  }

  it('approves a high risk only with a reason that means something, and sends it', async () => {
    const REASON = 'Cargo local terminado en 2023 y fondos de su nómina acreditados';
    const approved = {
      ...HIGH,
      blocks_signing: false,
      high_risk_confirmed: { name: 'Marta Puig', at: '2026-11-26T09:00:00.000Z', reason: 'Cargo local terminado' },
    };
    const { user, requests } = await renderFile(HIGH, { [`POST ${FILE_PATH}/confirm`]: { json: approved } });
    await user.click(screen.getByRole('button', { name: 'Aprobar riesgo alto' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar riesgo alto' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar riesgo alto' }));
    const field = within(dialog).getByLabelText(named('Motivo de la aprobación'));
    // The shared rule of the API (docs/product.md#reasons), said before anything is sent.
    expect(descriptionOf(field)).toContain(
      'El motivo de la aprobación debe explicar el porqué en al menos 20 caracteres (no «ok», «x» ni «-»).',
    );
    await user.type(field, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar riesgo alto' }));
    expect(writes(requests)).toEqual([]);

    await user.clear(field);
    await user.type(field, REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar riesgo alto' }));
    await screen.findByText(/Riesgo alto aprobado por Marta Puig, .*: Cargo local terminado/);
    expect(writes(requests)).toEqual([{ method: 'POST', path: `${FILE_PATH}/confirm`, body: { reason: REASON } }]);
  });

  it('offers only a high risk for a PEP, and spells PEP out in the guide', async () => {
    await renderFile(HIGH);
    const risk = screen.getByLabelText(named('Riesgo'));
    expect([...(risk as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Alto']);
    screen.getByText(/su riesgo es alto\s+por ley/);
    screen.getByText('Cómo elegir el riesgo');
    screen.getByText(/persona con responsabilidad pública \(PEP: quien ocupa/);
  });
});

describe('buyer files panel, source of funds uploaded by an owner', () => {
  it('uploads the evidence as kind "funds" and lists it apart from the identity document', async () => {
    const uploaded = anAdminBuyerFile({
      documents: [
        {
          kind: 'funds',
          id: 6,
          filename: 'escritura-venta.pdf',
          content_type: 'application/pdf',
          size: 4,
          uploaded_by: 'admin',
          uploaded_at: '2026-11-26T08:00:00.000Z',
        },
      ],
    });
    const { user, requests } = await renderPanel({ [`POST ${FILE_PATH}/documents`]: { status: 201, json: uploaded } });
    await user.upload(
      screen.getByLabelText('Añadir documento del origen de los fondos'),
      new File(['%PDF'], 'escritura-venta.pdf', { type: 'application/pdf' }),
    );

    await screen.findByText('Documento «escritura-venta.pdf» añadido al expediente');
    const funds = screen.getByRole('list', { name: 'Origen de los fondos' });
    within(funds).getByRole('button', { name: /escritura-venta\.pdf/ });
    screen.getByText('Sin documento de identidad todavía.');
    const [sent] = writes(requests);
    expect((sent?.body as FormData).get('kind')).toBe('funds');
    expect((sent?.body as FormData).get('file')).toMatchObject({ name: 'escritura-venta.pdf' });
  });
});
