// The two pages a buyer opens from an email, measured as a buyer opens them: a real signing link of a contract the
// company has signed, and a real payment link of a signed reservation (docs/decisions/032). Alone, after
// `npm run build`: `node --import tsx scripts/bench/buyer-pages.ts [runs]`.
import { fileURLToPath } from 'node:url';

import { adminApi, contractAwaitingBuyers, recordLowRisks, signedContract } from '../../e2e/support/contracts-api';
import { lighthouseMedian, type LighthouseRun } from './frontend';
import { startBuiltServer } from './server';

export type BuyerPages = { signing: LighthouseRun; payment: LighthouseRun };

/** A signing link awaiting its buyer and a payment link, on the server at `url` (demo data or not). */
export async function buyerLinks(url: string): Promise<{ signing: string; payment: string }> {
  const api = await adminApi(url);
  const awaiting = await contractAwaitingBuyers(api, 'reserva_no_condicionada', [
    { name: 'Ana García López', email: 'ana@example.com', dni: '12345678Z', address: 'Calle Mayor 1, 08001 Barcelona' },
  ]);
  const signed = await signedContract(api, url, 'reserva_no_condicionada', [
    { name: 'Joan Puig Vila', email: 'joan@example.com', dni: '87654321X', address: 'Carrer Gran 2, 08002 Barcelona' },
  ]);
  await recordLowRisks(api, signed);
  const instructions = await api<{ payment_url: string }>('POST', '/api/payments/create-transfer-instructions', {
    contract_id: signed.id,
    payment_type: 'reserva',
  });
  // The links name the configured public address; the bench's server is the one at `url`.
  const local = (link: string) => {
    const parsed = new URL(link);
    return `${url}${parsed.pathname}${parsed.search}`;
  };
  return { signing: local(awaiting.buyers[0]!.signing_url), payment: local(instructions.payment_url) };
}

/** Lighthouse (mobile) medians of `runs` cold loads of each buyer page. */
export async function benchBuyerPages(url: string, runs: number): Promise<BuyerPages> {
  const links = await buyerLinks(url);
  return { signing: await lighthouseMedian(links.signing, runs), payment: await lighthouseMedian(links.payment, runs) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const runs = Number(process.argv[2] ?? 3);
  const server = await startBuiltServer({ SEED_DEMO: 'true' });
  try {
    const pages = await benchBuyerPages(server.url, runs);
    for (const [label, run] of Object.entries(pages))
      console.log(
        `${label}: performance ${run.performance}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, ` +
          `CLS ${run.cls}, script ${run.scriptsGzipKb} KB gzip in ${run.scripts} files, failing: ${run.failing.join(' ')}`,
      );
  } finally {
    await server.stop();
  }
}
