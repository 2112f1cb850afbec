import type { SiteContentDto } from '#shared/api/api-types.ts';
import { btnSecondary } from '#web/features/public-site/classes.ts';
import { cookieSettingsButton } from '#web/features/public-site/consent/consent-ui.ts';
import type { ConsentCategory } from '#web/features/public-site/consent/consent.ts';
import { useI18n, type PublicTranslate } from '#web/features/public-site/i18n.tsx';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';
import { companyDetails } from '#web/features/public-site/legal/company-details.ts';
import {
  CookieCategories,
  CookieTable,
  serverCookieTexts,
  type InventoryTexts,
  type StoredItemTexts,
} from '#web/features/public-site/legal/cookie-inventory.tsx';

// The cookie policy in English: a faithful translation of the Spanish ../CookiesText.tsx,
// which stays the reference. Server-rendered only.

const MAX_DURATIONS: Record<ConsentCategory, string> = {
  necessary: '12 months',
  analytics: '24 months',
  marketing: '12 months',
  functional: '6 months',
};

const ITEMS: Record<string, StoredItemTexts> = {
  cookie_consent: {
    storage: 'local storage',
    purpose:
      'Stores your cookie choice, the date you made it, the version of this policy and a random identifier under which we record it so we can show it.',
    owner: 'Ours',
    duration: '12 months',
  },
  token: {
    storage: 'local storage',
    purpose: 'Keeps staff signed in to the administration area; not used with visitors.',
    owner: 'Ours',
    duration: 'Until sign-out (stops working after 12 hours)',
  },
  ...serverCookieTexts('en', { storage: 'cookie', owner: 'Ours' }),
  site_language: {
    storage: 'local storage',
    purpose:
      'Remembers the language you chose in the language switcher, to offer it if you reach another version of the website.',
    owner: 'Ours',
    duration: '6 months',
  },
  'YouTube (youtube-nocookie.com)': {
    storage: 'third-party cookies',
    purpose:
      'Playback of the videos of the homes in privacy-enhanced mode; they only load if you accept marketing cookies and click the video.',
    owner: 'Google Ireland Ltd.',
    duration: 'Those set by YouTube, up to 12 months',
  },
};

const inventoryTexts = (t: PublicTranslate): InventoryTexts => ({
  caption: 'Cookies and local storage used',
  headings: ['Name', 'Type', 'Purpose', 'Owner', 'Duration'],
  categoryTitle: (key) => t(`cookies.${key}Title`),
  categoryText: (key) => t(`cookies.${key}Text`),
  item: (item) => ITEMS[item.name] ?? item,
  inUse: (names) => `In use: ${names}.`,
  noneInUse: 'We do not use any at present.',
  maxDuration: (key) => `Maximum duration: ${MAX_DURATIONS[key]}`,
});

export function CookiesTextEn({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content, 'en');
  const { t, path } = useI18n();
  const inventory = inventoryTexts(t);
  return (
    <>
      <p>
        In accordance with Article 22.2 of the LSSI-CE and the GDPR, {company.legalName} informs you about the use of
        cookies and similar technologies (such as the browser&apos;s local storage) on this website.
      </p>
      <h2>1. What cookies are</h2>
      <p>
        They are small files or pieces of data that a website stores in your browser to remember information about your
        visit. Necessary ones do not require your consent; the others are only used if you accept them.
      </p>
      <h2>2. What we store in your browser</h2>
      <p>This is the complete list: the website stores nothing else.</p>
      <CookieTable texts={inventory} />
      <h2>3. Categories and maximum duration</h2>
      <CookieCategories texts={inventory} />
      <p>
        Your choice is kept for <strong>12 months</strong>; after that we will ask you again. YouTube videos only load
        if you accept marketing cookies and click the video; otherwise you will see a link to open it on YouTube.
      </p>
      <h2>4. How to change or withdraw your consent</h2>
      <p>You can change your choice at any time from here or from the “Cookie settings” link in the page footer.</p>
      <p>
        <button {...cookieSettingsButton} className={btnSecondary}>
          {t('footer.cookieSettings')}
        </button>
      </p>
      <p>
        You can also delete or block cookies in your browser settings (Chrome, Firefox, Safari or Edge); if you block
        the necessary ones, some parts of the website may not work.
      </p>
      <h2>5. More information</h2>
      <p>
        {company.email ? (
          <>
            If you have any questions, write to us at <CompanyEmail email={company.email} />.{' '}
          </>
        ) : null}
        See also our <a href={path('/privacidad')}>privacy policy</a>.
      </p>
    </>
  );
}
