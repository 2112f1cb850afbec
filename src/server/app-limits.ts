export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Contracts and properties carry files inline (base64 / data: URLs), each up to 10 MB decoded. */
export const LARGE_BODY_LIMIT = 100 * 1024 * 1024;
