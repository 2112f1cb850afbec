/**
 * Errors as the logs may hold them. Database errors carry the data of the failing statement: Drizzle wraps them
 * with the query and its parameters ("params: Ana García,ana@…"), PGlite adds `params` of its own, and PostgreSQL's
 * `detail` and message quote values ("Key (email)=(…)", 'out of range: "0000-01-01"'). Logs must never hold
 * names, emails or phone numbers, so a database error is logged by its SQL state, the kind of statement and the
 * table, with quoted values masked (docs/product.md#7-security-and-operations).
 */

type ErrorLike = Error & Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

function isDatabaseError(error: ErrorLike): boolean {
  if (error.name === 'DrizzleQueryError' || ('query' in error && 'params' in error)) return true;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && ('severity' in error || 'routine' in error);
}

/** "insert contacts", "select users": what ran, without a single value. */
export function statementName(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const verb = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase();
  const table = /\b(?:into|update|from)\s+"?(\w+)"?/i.exec(query)?.[1];
  return verb ? [verb, table].filter(Boolean).join(' ') : undefined;
}

/** The first line of a message with every quoted part replaced: names of things stay, values go. */
export function maskQuoted(message: string): string {
  return (message.split('\n')[0] ?? '')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .slice(0, 200);
}

function causes(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < MAX_CAUSES; current = current.cause) {
    chain.push(current as ErrorLike);
  }
  return chain;
}

/** Stack frames only: the first lines of a stack repeat the message, which may hold data. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

function describeDatabaseError(chain: ErrorLike[]): Record<string, unknown> {
  const query = chain.find((e) => typeof e.query === 'string')?.query;
  const server = chain.find((e) => typeof e.code === 'string' && SQLSTATE.test(e.code)) ?? chain.at(-1)!;
  const pick = (key: string) => (typeof server[key] === 'string' && server[key] !== '' ? server[key] : undefined);
  return {
    type: 'DatabaseError',
    sqlState: pick('code'),
    statement: statementName(query),
    message: maskQuoted(String(server.message ?? '')),
    table: pick('table'),
    column: pick('column'),
    constraint: pick('constraint'),
    routine: pick('routine'),
    stack: framesOf(chain[0]!.stack),
  };
}

/** pino's `err` serializer: anything else is logged as usual, its causes included, minus database data. */
export function safeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const chain = causes(value as ErrorLike);
  if (chain.some(isDatabaseError)) return describeDatabaseError(chain);
  const error = value as ErrorLike;
  return {
    type: error.name,
    message: error.message,
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    stack: error.stack,
    ...(error.cause instanceof Error ? { cause: safeError(error.cause) } : {}),
  };
}
