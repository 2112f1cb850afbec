// The buyer's signing and payment pages carry their first answer (docs/decisions/033): the very answer of the API for
// the same link, read once (the first view on the record once), and nothing for a link that does not open it; the
// server draws the page from that answer (docs/decisions/034), and sends it for its script to draw if it cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Api } from '#server/test/api-client.ts';
import type { ApiServer } from '#server/test/api-server.ts';
import {
  BUYERS,
  buyerSignBody,
  createContract,
  RESERVA_DATA,
  startDemoApiServer,
  tokenOf,
  type Contract,
} from '#server/test/contract-api.ts';
import { mailedLinks } from '#server/test/contracts.ts';
import { standInWebBundle } from '#server/test/stand-in-web.ts';

/** What the stand-in renderers were given; `failing` makes them throw, as a broken server bundle would. */
const drawn: { page: string; id: string; search: string; data: unknown }[] = [];
let failing = false;
const draw = (page: string) => async (id: string, search: string, data: unknown) => {
  if (failing) throw new Error('renderer broke');
  drawn.push({ page, id, search, data });
  return { html: `<main>drawn ${page} ${id}</main>`, title: `${page} <title>` };
};
const web = standInWebBundle(undefined, { signing: draw('signing'), payment: draw('payment') });

let server: ApiServer;
let api: Api;
let admin: string;
let contract: Contract;

beforeAll(async () => {
  server = await startDemoApiServer({ web });
  api = server.api;
  admin = await api.login();
  const created = await createContract(api, admin, {
    contract_type: 'reserva_no_condicionada',
    contract_data: RESERVA_DATA,
    buyers: [BUYERS[0]],
  });
  contract = (
    await api.call<{ contract: Contract }>('POST', `/api/cms/contracts/${created.body.id}/sign`, {
      token: admin,
      body: { contract_id: created.body.id },
    })
  ).body.contract;
  // Each buyer's link as their mail carries it: no company answer has the token (docs/product.md#links-in-company-hands).
  const links = await mailedLinks(server, contract.id);
  for (const buyer of contract.buyers) buyer.signing_url = links.get(buyer.id)!;
});

afterAll(async () => {
  await server?.close();
});

const embedded = (html: string) => {
  const json = /<script id="__DATA__" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { contract: Record<string, unknown>; email_code?: unknown; buyer_file?: unknown });
};
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
const viewedEvents = async () =>
  (
    await api.call<{ event: string }[]>('GET', `/api/cms/contracts/${contract.id}/events`, { token: admin })
  ).body.filter((event) => event.event === 'viewed');

describe('the signing page', () => {
  it("embeds the API's answer for the buyer's link, in the contract's language, and records the first view once", async () => {
    const link = contract.buyers[0]!.signing_url!;
    expect(await viewedEvents()).toHaveLength(0);
    const page = await fetch(`${server.url}${pathOf(link)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<html lang="es-ES"');
    const data = embedded(html);
    expect(data?.contract.id).toBe(contract.id);
    expect(await viewedEvents()).toHaveLength(1);

    const search = new URL(link).search;
    const answer = await api.call<Record<string, unknown>>('GET', `/api/contracts/${contract.id}${search}`);
    expect(answer.status).toBe(200);
    expect(data!.contract).toEqual(answer.body);
    // The guide's two answers too: no code is asked for on a fresh install, and the buyer's file as the API reads it.
    const code = await api.call('GET', `/api/contracts/${contract.id}/email-code${search}`);
    expect(data!.email_code).toEqual(code.body);
    const file = await api.call('GET', `/api/contracts/${contract.id}/buyer-file${search}`);
    expect(data!.buyer_file).toEqual(file.body);
    expect(await viewedEvents()).toHaveLength(1);

    // Drawn on the server from the very data it embeds, given the link's query; its title escaped.
    expect(html).toContain(`<div id="root"><main>drawn signing ${contract.id}</main></div>`);
    expect(html).toContain('<title>signing &lt;title&gt;</title>');
    expect(drawn.at(-1)).toEqual({ page: 'signing', id: contract.id, search: search.slice(1), data });
  });

  it('sends the page for its script to draw, with its answer, when the server cannot draw it', async () => {
    failing = true;
    try {
      const html = await (await fetch(`${server.url}${pathOf(contract.buyers[0]!.signing_url!)}`)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(embedded(html)?.contract.id).toBe(contract.id);
    } finally {
      failing = false;
    }
  });

  it('embeds nothing for a made-up token, another address or no token, and still serves the page', async () => {
    const link = new URL(contract.buyers[0]!.signing_url!);
    const wrongToken = new URL(link);
    wrongToken.searchParams.set('token', 'A'.repeat(43));
    const otherEmail = new URL(link);
    otherEmail.searchParams.set('email', 'someone@example.com');
    for (const path of [pathOf(wrongToken.href), pathOf(otherEmail.href), link.pathname]) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(embedded(html), path).toBeUndefined();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(contract.id.slice(0, 8) + '"');
    }
  });
});

describe('the payment page', () => {
  it("embeds the API's answer once it shows the account, in the link's language; before, and for a made-up token, nothing", async () => {
    const created = await api.call<{ payment_url: string; transaction_id: string }>(
      'POST',
      '/api/payments/create-transfer-instructions',
      { token: admin, body: { contract_id: contract.id, payment_type: 'reserva' } },
    );
    expect(created.status, created.text).toBe(200);
    const link = new URL(created.body.payment_url);
    link.searchParams.set('lang', 'en');
    const page = async (url: URL) => (await fetch(`${server.url}${pathOf(url.href)}`)).text();
    const answer = () =>
      api.call<{ contract_iban: string | null }>(
        'GET',
        `${link.pathname.replace('/pago/', '/api/payments/')}${link.search}`,
      );

    // Before every party signed the page shows no account: its HTML carries none either.
    const early = await page(link);
    expect(early).toContain('<html lang="en-GB"');
    expect(early).not.toContain('__DATA__');
    const iban = (await answer()).body.contract_iban;
    expect(iban).toBeTruthy();
    expect(early).not.toContain(iban!);

    const signed = await api.call('POST', `/api/contracts/${contract.id}/buyer-sign`, {
      body: { ...buyerSignBody(contract.id, BUYERS[0]!), token: tokenOf(contract.buyers[0]!.signing_url!) },
    });
    expect(signed.status, signed.text).toBe(200);
    const html = await page(link);
    const data = /<script id="__DATA__" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
    const ready = await answer();
    expect(ready.status).toBe(200);
    expect((JSON.parse(data!) as { payment: unknown }).payment).toEqual(ready.body);
    expect(html).toContain(`<main>drawn payment ${link.pathname.slice('/pago/'.length)}</main>`);
    expect(drawn.at(-1)?.search).toBe(link.search.slice(1));

    // Without `lang`, the page speaks the buyer's language, the one the answer names (Spanish here).
    const unnamed = new URL(link);
    unnamed.searchParams.delete('lang');
    const spanish = await fetch(`${server.url}${pathOf(unnamed.href)}`);
    expect(spanish.headers.get('content-language')).toBe('es-ES');
    expect(await spanish.text()).toContain('<html lang="es-ES"');

    link.searchParams.set('token', 'A'.repeat(43));
    const bare = await page(link);
    expect(bare).toContain('<html lang="en-GB"');
    expect(bare).not.toContain('__DATA__');
  });
});
