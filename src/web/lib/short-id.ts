/** The first eight characters of an id: how the admin screens name a contract or a payment. */
export const shortId = (id: string): string => id.slice(0, 8);
