import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/errors.ts';
import { preparedStylesOf } from '#server/lib/html/document.ts';
import type { EntryAssets } from '#server/lib/html/manifest.ts';
import { restCss } from '#server/lib/html/used-css.ts';

/** Rests kept in memory; a page has one per language and content, so a few dozen cover a site. */
const KEPT = 64;

/**
 * The rest of a page's stylesheet (docs/decisions/036): the rules its inline part left out, named by the sheet's
 * hash and a bit per rule. The address says everything, so any server of the same build answers it and the
 * browser may keep it for a year; a key that does not fit the sheet, or a sheet of another build, is a 404. Any
 * key that fits is answered, so each answer costs what a page costs (the quick compression of every answer, not the
 * best one of the cached pages): a stranger asking for many keys gets no more work done than by asking for pages.
 */
export function registerRestStyles(app: FastifyInstance, entries: EntryAssets[]) {
  const sheets = new Map(entries.map((assets) => preparedStylesOf(assets)).map((prepared) => [prepared.id, prepared]));
  const kept = new Map<string, string>();
  app.get<{ Params: { sheet: string; file: string } }>(
    '/assets/rest/:sheet/:file',
    { logLevel: 'warn' },
    async (request, reply) => {
      const { sheet, file } = request.params;
      const address = `${sheet}/${file}`;
      let css = kept.get(address);
      if (css === undefined) {
        const prepared = sheets.get(sheet);
        const key = /^([\w-]+)\.css$/.exec(file)?.[1];
        const rest = prepared && key ? restCss(prepared, key) : null;
        if (rest === null) throw notFound();
        css = rest;
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      }
      kept.delete(address);
      kept.set(address, css);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('text/css; charset=utf-8')
        .send(css);
    },
  );
}
