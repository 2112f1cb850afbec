// idealista's status file (its "properties status service", docs/product.md#portals): one JSON file per customer
// and run, in the FTP account's `status/` folder, with each property's status: active, pending, quality or error.
// Its schema is not public; the file is described as customer and property objects, so this reader takes the
// property list from `customerProperties` (or `properties`, or a bare list), the code from `propertyCode` and the
// status from `propertyStatus` (or `status`), and keeps whatever message fields come with it (decision 040).
import { IDEALISTA_STATUSES, type IdealistaStatus } from '#shared/portal-lifecycle/portals.ts';

import { feedText } from './feed-text';

export type IdealistaPropertyStatus = { code: string; status: IdealistaStatus; message: string | null };

type Json = Record<string, unknown>;
const object = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;

const MESSAGE_KEY = /message|error|reason|quality|description|detail/i;

/** Every text under the message-like keys of an entry, in order, as one line. */
function messageOf(entry: Json): string | null {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string' && value.trim()) texts.push(feedText(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (object(value)) Object.values(object(value)!).forEach(collect);
  };
  for (const [key, value] of Object.entries(entry))
    if (MESSAGE_KEY.test(key) && key !== 'propertyStatus') collect(value);
  const line = texts.join('; ').replace(/\s+/g, ' ').trim();
  return line === '' ? null : line.slice(0, 500);
}

/** The statuses a file gives; null when it is no status file at all (not JSON of that shape). */
export function readIdealistaStatusFile(contents: string): IdealistaPropertyStatus[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(contents.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  const root = object(parsed);
  const entries = Array.isArray(parsed) ? parsed : (root?.customerProperties ?? root?.properties);
  if (!Array.isArray(entries)) return null;
  const statuses: IdealistaPropertyStatus[] = [];
  for (const item of entries) {
    const entry = object(item);
    if (!entry) continue;
    const code = entry.propertyCode ?? entry.code;
    const status = String(entry.propertyStatus ?? entry.status ?? '')
      .trim()
      .toLowerCase();
    if (
      (typeof code !== 'string' && typeof code !== 'number') ||
      !(IDEALISTA_STATUSES as readonly string[]).includes(status)
    ) {
      continue;
    }
    statuses.push({ code: String(code), status: status as IdealistaStatus, message: messageOf(entry) });
  }
  return statuses;
}

/** The newest status file of a folder listing: idealista names them `<customer code>_yyyyMMdd-HH:mm:ss.SSS.json`. */
export function newestStatusFile(names: readonly string[], customerCode: string): string | null {
  const files = names.filter((name) => name.endsWith('.json') && name.includes(customerCode)).sort();
  return files.at(-1) ?? null;
}
