/**
 * Failures that mean "the database cannot serve us right now" rather than "this request is wrong": the
 * connection is gone, the server is shutting down, the disk is full or read-only, memory ran out. They answer 503
 * with a Spanish detail, and the process stays up and recovers by itself (docs/product.md#7-security-and-operations).
 * Both drivers put the SQLSTATE in `code`; Drizzle wraps their errors as `cause`.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '25006', // read_only_sql_transaction: a read-only database or standby
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57P05', // idle_session_timeout
]);
/** Whole classes: 08 connection exception, 53 insufficient resources (53100 disk full, 53200 out of memory,
 *  53300 too many connections), 58 system error (58030 I/O error). */
const UNAVAILABLE_CLASSES = ['08', '53', '58'];
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EIO',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client has encountered a connection error|Cannot use a pool after calling end|read-only file system|no space left on device/i;

/** The database cannot be reached at all (as opposed to reached but refusing writes). */
const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client has encountered a connection error|Cannot use a pool after calling end/i;

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = String((current as { code?: unknown }).code ?? '');
    if (UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (SQLSTATE.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
    if (UNAVAILABLE_MESSAGES.test(String((current as { message?: unknown }).message ?? ''))) return true;
  }
  return false;
}

function someCause(error: unknown, test: (code: string, message: string) => boolean): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (
      test(String((current as { code?: unknown }).code ?? ''), String((current as { message?: unknown }).message ?? ''))
    )
      return true;
  }
  return false;
}

export function isDatabaseUnreachable(error: unknown): boolean {
  return someCause(
    error,
    (code, message) => UNREACHABLE_ERRNOS.has(code) || code.startsWith('08') || UNREACHABLE_MESSAGES.test(message),
  );
}

/** SQLSTATE 53100 disk_full, or the operating system's ENOSPC / EDQUOT (PGlite writes through Node's fs). */
export function isDiskFull(error: unknown): boolean {
  return someCause(
    error,
    (code, message) =>
      code === '53100' || code === 'ENOSPC' || code === 'EDQUOT' || /no space left on device/i.test(message),
  );
}

export const DATABASE_UNAVAILABLE_DETAIL =
  'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.';
