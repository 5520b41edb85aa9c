// What a failed query tells: its SQLSTATE (a unique violation, a value the column cannot hold),
// and whether the database itself is out of reach (stopped, frozen, refusing connections), in
// which case the request is answered 503 with Retry-After rather than a 500 (issue 28).

/** The PostgreSQL error of a failed query (drizzle wraps the driver's error as `cause`). */
export function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const databaseErrorCode = (error: unknown): string | undefined => databaseError(error)?.code;

/** True when `error` is a unique violation (23505) of the named index, on pg and on PGlite alike. */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  const found = databaseError(error);
  return found?.code === '23505' && found.constraint === indexName;
}

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), shutting down
 * or starting (57P01-57P03), too many connections (53300), a statement cancelled by
 * statement_timeout (57014) and a transaction ended by idle_in_transaction_session_timeout (25P03).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
/** The socket's own errors, before any SQLSTATE: refused, reset, unreachable, timed out. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres says these in words only (pool and client timeouts, a dropped connection). */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'the database system is',
];

/** True when the database could not be reached or gave up on the statement: worth a retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
