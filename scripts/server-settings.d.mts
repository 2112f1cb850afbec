export const GLIBC_MALLOC_SETTINGS: Record<string, string>;
export const SERVER_NODE_FLAGS: string[];
