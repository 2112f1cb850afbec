import type { FastifyInstance } from 'fastify';

import { notFound } from '#server/lib/errors.ts';
import { preparedStylesOf } from '#server/lib/html/document.ts';
import type { EntryAssets } from '#server/lib/html/manifest.ts';
import { restCss } from '#server/lib/html/used-css.ts';
import {
  buildRepresentation,
  sendRepresentation,
  type Representation,
} from '#server/lib/public-cache/representation.ts';

/** Rests kept compressed in memory; a page has one per language and content, so a few dozen cover a site. */
const KEPT = 64;

/**
 * The rest of a page's stylesheet (docs/decisions/036): the rules its inline part left out, named by the sheet's
 * hash and a bit per rule. The address says everything, so any server of the same build answers it and the
 * browser may keep it for a year; a key that does not fit the sheet, or a sheet of another build, is a 404.
 */
export function registerRestStyles(app: FastifyInstance, entries: EntryAssets[]) {
  const sheets = new Map(entries.map((assets) => preparedStylesOf(assets)).map((prepared) => [prepared.id, prepared]));
  const kept = new Map<string, Representation>();
  app.get<{ Params: { sheet: string; file: string } }>(
    '/assets/rest/:sheet/:file',
    { logLevel: 'warn' },
    async (request, reply) => {
      const { sheet, file } = request.params;
      const address = `${sheet}/${file}`;
      let representation = kept.get(address);
      if (!representation) {
        const prepared = sheets.get(sheet);
        const key = /^([\w-]+)\.css$/.exec(file)?.[1];
        const css = prepared && key ? restCss(prepared, key) : null;
        if (css === null) throw notFound();
        representation = buildRepresentation(css, 'text/css; charset=utf-8');
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      }
      kept.delete(address);
      kept.set(address, representation);
      return sendRepresentation(request, reply, representation, {
        cacheControl: 'public, max-age=31536000, immutable',
      });
    },
  );
}
