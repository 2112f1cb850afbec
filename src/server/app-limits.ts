export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** One file, as the contract counts it: 10 MB (10 485 760 bytes). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Contracts and properties carry files inline (base64 / data: URLs), each up to 10 MB decoded. */
export const LARGE_BODY_LIMIT = 100 * 1024 * 1024;
