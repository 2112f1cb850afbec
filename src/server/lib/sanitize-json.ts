import { stripControlCharacters } from '#shared/format/control-characters.ts';

import { AppError } from './errors';

/** No request of the product nests deeper than a handful of levels; anything past this is refused. */
const MAX_JSON_DEPTH = 64;

const tooDeeplyNested = () =>
  new AppError(400, 'json_too_deep', 'El cuerpo de la petición tiene demasiados niveles de anidamiento.');

/**
 * Strips control characters from every string of a parsed JSON body, U+0000 included (PostgreSQL text cannot hold
 * it, XML cannot hold the others and no user text needs them; the rule is shared/format/control-characters.ts, the
 * one the route schemas apply too), and refuses bodies nested deeper than `maxDepth`. It walks with its own stack instead of recursing, so
 * no body, however deep, can exhaust the call stack (docs/product.md#8-api-conventions).
 */
export function sanitizeJson(value: unknown, maxDepth = MAX_JSON_DEPTH): unknown {
  if (typeof value === 'string') return stripControlCharacters(value);
  if (!value || typeof value !== 'object') return value;
  const pending: [Record<string, unknown>, number][] = [[value as Record<string, unknown>, 1]];
  while (pending.length > 0) {
    const [container, depth] = pending.pop()!;
    if (depth > maxDepth) throw tooDeeplyNested();
    for (const key of Object.keys(container)) {
      const inner = container[key];
      if (typeof inner === 'string') container[key] = stripControlCharacters(inner);
      else if (inner && typeof inner === 'object') pending.push([inner as Record<string, unknown>, depth + 1]);
    }
  }
  return value;
}
