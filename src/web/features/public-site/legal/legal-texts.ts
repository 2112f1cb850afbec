/** A stored item's texts in another language, for the cookie table (the Spanish ones are in storage-inventory.ts). */
export type StoredItemTexts = { storage: string; purpose: string; owner: string; duration: string };
