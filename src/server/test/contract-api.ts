// Shared by the contract API matrix tests (api-contracts.test.ts, api-signing.test.ts): the spec's sample
// contracts and buyers, and the server they run against.
import pino from 'pino';
import sharp from 'sharp';

import { DEMO_PROPERTIES } from '#server/features/demo/demo-portfolio.ts';
import { seedDemo } from '#server/features/demo/seed-demo.ts';
import { processImage } from '#server/lib/images.ts';
import { signaturePng, type Api } from '#server/test/api-client.ts';
import { startApiServer, type ApiServer } from '#server/test/api-server.ts';

import { mailedLinks } from './contracts';

export type Buyer = {
  id: number;
  name: string;
  email: string;
  dni: string;
  signed_at: string | null;
  buyer_order: number;
  signing_url?: string;
};
export type Contract = {
  id: string;
  status: string;
  contract_type: string;
  contract_data: Record<string, unknown>;
  buyers: Buyer[];
  attachments: Record<string, unknown>[];
};

// Dated 2030: Firmar refuses a planned date in the past and deadlines not after the day of signing.
export const COMMON_DATA = {
  dia_firma: 15,
  mes_firma: 'marzo',
  año_firma: 2030,
  direccion_inmueble: 'Carrer de Mallorca 100, 3.º 2.ª, 08036 Barcelona',
  referencia_catastral: '9872023VH5797S0001WX',
  precio_venta: 350000,
  precio_venta_letras: 'trescientos cincuenta mil euros',
  importe_reserva: 3000,
  importe_reserva_letras: 'tres mil euros',
};

export const ARRAS_DATA = {
  ...COMMON_DATA,
  numero_cru: '08123000123456',
  numero_registro: '5',
  lugar_registro: 'Barcelona',
  finca: '1234',
  tomo: '22',
  libro: '33',
  folio: '44',
  inscripcion: '3.ª',
  importe_arras: 32000,
  importe_arras_letras: 'treinta y dos mil euros',
  fecha_limite_escritura_dia: 30,
  fecha_limite_escritura_mes: 'junio',
  fecha_limite_escritura_año: 2030,
};

export const RESERVA_DATA = {
  ...COMMON_DATA,
  fecha_limite_arras_dia: 1,
  fecha_limite_arras_mes: 'abril',
  fecha_limite_arras_año: 2030,
  fecha_limite_compraventa_dia: 1,
  fecha_limite_compraventa_mes: 'julio',
  fecha_limite_compraventa_año: 2030,
};

export const BUYERS = [
  {
    name: 'Ana García López',
    email: 'ana@example.com',
    dni: '12345678Z',
    buyer_order: 1,
    address: 'Calle Mayor 1, 08001 Barcelona',
  },
  {
    name: 'Isabel Ruiz Soler',
    email: 'isabel@example.com',
    dni: 'X1234567L',
    buyer_order: 2,
    address: 'Carrer de Balmes 2, 08007 Barcelona',
  },
];

/** The body of `POST /api/contracts/{id}/buyer-sign` as `buyer` sends it (add `token` for their link). */
export const buyerSignBody = (contractId: string, buyer: (typeof BUYERS)[number], image = signaturePng()) => ({
  contract_id: contractId,
  signer_name: buyer.name,
  signer_email: buyer.email,
  signer_dni: buyer.dni,
  signature_image: image,
});

/** Fills the fields a type declares beyond those docs/product.md §8 lists (e.g. the condition of reserva_condicionada). */
export async function dataFor(
  api: Api,
  typeId: string,
  base: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const types = (
    await api.call<
      { id: string; fields: { id: string; type: string; required: boolean; options?: string[] | null }[] }[]
    >('GET', '/api/contract-types')
  ).body;
  const data: Record<string, unknown> = { ...base };
  for (const field of types.find((t) => t.id === typeId)!.fields) {
    if (field.required && data[field.id] === undefined)
      data[field.id] = field.options?.[0] ?? (field.type === 'number' ? 1 : 'la concesión de un préstamo hipotecario');
  }
  return data;
}

export async function createContract(api: Api, admin: string, body: Record<string, unknown>) {
  return api.call<Contract>('POST', '/api/cms/contracts', { token: admin, body: { attachments: [], ...body } });
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/**
 * The token of the link a buyer was mailed (no company answer carries it: docs/product.md#links-in-company-hands),
 * without recording a handover: the tests act as the buyer who received the mail.
 */
export async function mailedToken(server: ApiServer, contractId: string, index: number): Promise<string> {
  const links = await mailedLinks(server, contractId);
  const [, link] = [...links.entries()].sort(([a], [b]) => a - b)[index]!;
  return tokenOf(link);
}

/** The demo's pictures, small: the real ones take seconds to draw and these tests only need served images. */
const smallDemoImages = () =>
  Promise.all(
    DEMO_PROPERTIES.map((property) =>
      Promise.all(
        property.images.map(async () =>
          processImage(
            await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7d9c86' } })
              .png()
              .toBuffer(),
          ),
        ),
      ),
    ),
  );

/**
 * The server with the demo data (what SEED_DEMO=true seeds: portfolio, menu and the company details contracts
 * and transfer instructions are built from), listening on a local port.
 */
export async function startDemoApiServer(options: Parameters<typeof startApiServer>[1] = {}): Promise<ApiServer> {
  const server = await startApiServer({}, options);
  await seedDemo(server.db, pino({ level: 'silent' }), { render: smallDemoImages });
  return server;
}
