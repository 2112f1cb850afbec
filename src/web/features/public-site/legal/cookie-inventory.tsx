import { SERVER_COOKIES, type CookieLocale } from '#shared/site/cookies.ts';
import type { ConsentCategory } from '#web/features/public-site/consent/consent.ts';
import {
  CONSENT_CATEGORIES,
  STORED_ITEMS,
  type StoredItem,
} from '#web/features/public-site/consent/storage-inventory.ts';

/** A stored item's texts in one language (the Spanish ones are in storage-inventory.ts). */
export type StoredItemTexts = Pick<StoredItem, 'storage' | 'purpose' | 'owner' | 'duration'>;

/**
 * What the policy lists: the items the site's scripts store (storage-inventory.ts) and the cookies the server sets
 * (src/shared/site/cookies.ts, the list a server test holds against the app's Set-Cookie headers), the necessary
 * ones first. Kept out of storage-inventory.ts so the public pages' script carries none of these texts.
 */
const isNecessary = (item: StoredItem) => item.category === 'necessary';
export const POLICY_ITEMS: readonly StoredItem[] = [
  ...STORED_ITEMS.filter(isNecessary),
  ...SERVER_COOKIES.map((cookie): StoredItem => ({
    name: cookie.name,
    category: 'necessary',
    storage: 'Cookie',
    purpose: cookie.texts.es.purpose,
    owner: 'Propia',
    duration: cookie.texts.es.duration,
  })),
  ...STORED_ITEMS.filter((item) => !isNecessary(item)),
];
const policyItemsOf = (category: ConsentCategory) => POLICY_ITEMS.filter((item) => item.category === category);

/** The texts of the server's cookies in one language, from the shared list (src/shared/site/cookies.ts). */
export const serverCookieTexts = (
  locale: CookieLocale,
  words: Pick<StoredItemTexts, 'storage' | 'owner'>,
): Record<string, StoredItemTexts> =>
  Object.fromEntries(SERVER_COOKIES.map((cookie) => [cookie.name, { ...words, ...cookie.texts[locale] }]));

/** The words of the cookie policy's inventory in one language. */
export type InventoryTexts = {
  caption: string;
  headings: readonly [name: string, type: string, purpose: string, owner: string, duration: string];
  categoryTitle: (category: ConsentCategory) => string;
  categoryText: (category: ConsentCategory) => string;
  item: (item: StoredItem) => StoredItemTexts;
  /** "En uso: a, b." */
  inUse: (names: string) => string;
  noneInUse: string;
  /** "Duración máxima: 6 meses" */
  maxDuration: (category: ConsentCategory) => string;
};

/** Every item the site stores in the browser (docs/product.md §3): generated, so the policy cannot drift. */
export function CookieTable({ texts }: { texts: InventoryTexts }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{texts.caption}</caption>
        <thead className="bg-sand-100 text-stone-900">
          <tr>
            {texts.headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {POLICY_ITEMS.map((item) => {
            const { storage, purpose, owner, duration } = texts.item(item);
            return (
              <tr key={item.name}>
                <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                  {item.name}
                </th>
                <td className="px-4 py-3">
                  {texts.categoryTitle(item.category)} ({storage.toLowerCase()})
                </td>
                <td className="px-4 py-3">{purpose}</td>
                <td className="px-4 py-3">{owner}</td>
                <td className="px-4 py-3">{duration}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Each consent category with what it holds and its longest duration. */
export function CookieCategories({ texts }: { texts: InventoryTexts }) {
  return (
    <ul>
      {CONSENT_CATEGORIES.map(({ key }) => {
        const items = policyItemsOf(key);
        return (
          <li key={key}>
            <strong>{texts.categoryTitle(key)}</strong>: {texts.categoryText(key)}{' '}
            {items.length > 0 ? texts.inUse(items.map((item) => item.name).join(', ')) : texts.noneInUse}{' '}
            {texts.maxDuration(key)}.
          </li>
        );
      })}
    </ul>
  );
}
