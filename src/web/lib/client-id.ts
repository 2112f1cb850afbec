let counter = 0;

/**
 * An id made in the browser (new menu items, upload rows). crypto.randomUUID exists only in secure
 * contexts, and the admin may be opened over plain http on a local network.
 */
export function clientId(prefix: string): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  counter += 1;
  return `${prefix}-${random}-${counter}`;
}
