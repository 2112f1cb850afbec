import { AppError } from './errors';

/** No request of the product nests deeper than a handful of levels; anything past this is refused. */
const MAX_JSON_DEPTH = 64;

const tooDeeplyNested = () =>
  new AppError(400, 'json_too_deep', 'El cuerpo de la petición tiene demasiados niveles de anidamiento.');

/**
 * Drops U+0000 from every string of a parsed JSON body (PostgreSQL text cannot hold it and no user text needs
 * it) and refuses bodies nested deeper than `maxDepth`. It walks with its own stack instead of recursing, so
 * no body, however deep, can exhaust the call stack (docs/product.md#8-api-conventions).
 */
export function sanitizeJson(value: unknown, maxDepth = MAX_JSON_DEPTH): unknown {
  if (typeof value === 'string') return withoutNullBytes(value);
  if (!value || typeof value !== 'object') return value;
  const pending: [Record<string, unknown>, number][] = [[value as Record<string, unknown>, 1]];
  while (pending.length > 0) {
    const [container, depth] = pending.pop()!;
    if (depth > maxDepth) throw tooDeeplyNested();
    for (const key of Object.keys(container)) {
      const inner = container[key];
      if (typeof inner === 'string') container[key] = withoutNullBytes(inner);
      else if (inner && typeof inner === 'object') pending.push([inner as Record<string, unknown>, depth + 1]);
    }
  }
  return value;
}

const withoutNullBytes = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);
