/**
 * What the public pages' HTML is made of, in bytes (uncompressed, as served): the 80 KB target of `/`
 * (docs/decisions/031). `node --import tsx scripts/bench/html-parts.ts [data folder]` after `npm run build`; a given
 * data folder is kept, so a second run skips seeding the demo; HTML_DUMP=<folder> writes each page there.
 */
import fs from 'node:fs';

import { startBuiltServer } from './server';

const PATHS = ['/', '/ca/', '/en/'];

const sum = (parts: Iterable<string>) => [...parts].reduce((total, part) => total + Buffer.byteLength(part), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function partsOf(html: string): Record<string, number> {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const dataText = /<script id="__DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const data = JSON.parse(dataText) as Record<string, unknown>;
  const messages = (data.messages ?? {}) as Record<string, string>;
  const byNamespace = new Map<string, number>();
  for (const [key, value] of Object.entries(messages)) {
    const namespace = key.split('.')[0]!;
    byNamespace.set(namespace, (byNamespace.get(namespace) ?? 0) + Buffer.byteLength(JSON.stringify([key, value])));
  }
  const namespaces = Object.fromEntries(
    [...byNamespace].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [`  messages.${name}`, bytes]),
  );
  const classes = [...html.matchAll(/ class="([^"]*)"/g)].map((match) => match[0]);
  return {
    html: Buffer.byteLength(html),
    'inline css': Buffer.byteLength(style),
    __DATA__: Buffer.byteLength(dataText),
    ' messages': Buffer.byteLength(JSON.stringify(messages)),
    ...namespaces,
    ' cards': Buffer.byteLength(JSON.stringify(data.cards ?? [])),
    ' property': Buffer.byteLength(JSON.stringify(data.property ?? null)),
    'class attributes': sum(classes),
    'distinct class strings': new Set(classes).size,
    'inline svg': sum(html.match(/<svg[\s\S]*?<\/svg>/g) ?? []),
  };
}

const server = await startBuiltServer(
  { SEED_DEMO: 'true' },
  { dataDir: process.argv[2], keepData: process.argv[2] !== undefined },
);
try {
  const propertyPath = /href="(\/propiedades\/[^"]+)"/.exec(await (await fetch(`${server.url}/`)).text())?.[1];
  const rows = new Map<string, Record<string, number>>();
  for (const path of [...PATHS, ...(propertyPath ? [propertyPath] : [])]) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    if (process.env.HTML_DUMP) fs.writeFileSync(`${process.env.HTML_DUMP}/${path.replace(/\W+/g, '_')}.html`, html);
    rows.set(path, partsOf(html));
  }
  const names = [...new Set([...rows.values()].flatMap((row) => Object.keys(row)))];
  console.log(['part', ...rows.keys()].join('\t'));
  for (const name of names) {
    const values = [...rows.values()].map((row) => row[name] ?? 0);
    console.log([name, ...values.map((v) => (name.startsWith('distinct') ? String(v) : `${v} (${kb(v)})`))].join('\t'));
  }
} finally {
  await server.stop();
}
