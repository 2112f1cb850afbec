export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** One file, as the contract counts it: 10 MB (10 485 760 bytes). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Contracts and properties carry files inline (base64 / data: URLs), each up to 10 MB decoded. */
export const LARGE_BODY_LIMIT = 100 * 1024 * 1024;
/**
 * A request (headers and body) must arrive whole within this time: a client sending its body a byte at a time
 * cannot hold a connection for ever. 120 s lets a 100 MB contract arrive at 1 MB/s.
 */
export const REQUEST_TIMEOUT_MS = 120_000;
/** A connection on which nothing at all moves for this long is closed. */
export const CONNECTION_IDLE_TIMEOUT_MS = 60_000;
