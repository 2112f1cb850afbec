import type { SiteContentDto } from '../../../../shared/api/api-types';
import { btnSecondary } from '../classes';
import type { ConsentCategory } from '../consent/consent';
import { cookieSettingsButton } from '../consent/consent-ui';
import { useI18n, type PublicTranslate } from '../i18n';
import { CompanyEmail } from '../layout/CompanyEmail';
import { companyDetails, type CompanyDetails } from './company-details';
import { CookieCategories, CookieTable, type InventoryTexts, type StoredItemTexts } from './cookie-inventory';

// The legal pages in English: a faithful translation of the Spanish texts (TermsText, PrivacyText, CookiesText),
// which remain the reference. Server-rendered only.

export function TermsTextEn({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  const { path } = useI18n();
  return (
    <>
      <h2>1. Identification of the owner</h2>
      <p>
        In accordance with Article 10 of Spanish Law 34/2002 of 11 July on Information Society Services and Electronic
        Commerce (LSSI-CE), you are informed that this website is owned by:
      </p>
      <ul>
        <li>
          Company name: <strong>{company.legalName}</strong>
          {company.name && company.name !== company.legalName ? ` (trading name: ${company.name})` : null}
        </li>
        {company.taxId ? <li>Tax ID (NIF/CIF): {company.taxId}</li> : null}
        {company.address ? <li>Registered office: {company.address}</li> : null}
        {company.mercantileRegistry ? <li>Registered in the Registro Mercantil (Companies Register) of {company.mercantileRegistry}</li> : null}
        {company.email ? (
          <li>
            Email: <CompanyEmail email={company.email} />
          </li>
        ) : null}
        {company.phone ? <li>Telephone: {company.phone}</li> : null}
      </ul>
      <h2>2. Purpose</h2>
      <p>
        These terms govern access to and use of the website, on which {company.legalName} presents its business of buying, fully
        renovating and selling homes in Barcelona, shows the homes in its portfolio and lets visitors send enquiries. Access is
        free of charge and makes you a user, who accepts these terms from that moment.
      </p>
      <h2>3. Information about the homes</h2>
      <p>
        Descriptions, floor areas, images, energy certificates and prices are provided for information only and may change
        during the renovation or the sale. They are not a binding offer: the terms of each transaction are those set out in the
        reservation or earnest-money (arras) contract that the parties may sign. Images of homes being renovated may be
        renderings of the project.
      </p>
      <h2>4. Use of the website</h2>
      <p>
        Users undertake to use the website lawfully, not to damage its systems or those of third parties, not to introduce
        malicious software and to provide truthful information in the contact form. We may remove content or restrict access
        when we detect use contrary to these terms.
      </p>
      <h2>5. Intellectual and industrial property</h2>
      <p>
        The texts, photographs, designs, logos and code of this website belong to {company.legalName} or its licensors. They
        may not be reproduced, distributed or transformed without express permission, except for personal and private use.
      </p>
      <h2>6. Liability and links</h2>
      <p>
        We try to keep the information accurate and up to date, but we do not guarantee that it is free of errors or that the
        website will be available without interruption. Links to third-party sites (social networks, YouTube) are provided for
        convenience; we are not responsible for their content or their policies.
      </p>
      <h2>7. Data protection</h2>
      <p>
        The processing of the personal data you give us is governed by our <a href={path('/privacidad')}>Privacy Policy</a>{' '}
        and the use of cookies and local storage by the <a href={path('/cookies')}>Cookie Policy</a>.
      </p>
      <h2>8. Applicable law and jurisdiction</h2>
      <p>
        These terms are governed by Spanish law. For any dispute, the parties submit to the courts of Barcelona, unless
        consumer protection law provides for a different venue.
      </p>
    </>
  );
}

/** "by writing to x@y.es or by post to …", with only the channels the company filled in. */
function contactChannels(company: CompanyDetails) {
  const channels = [
    company.email ? (
      <span key="email">
        by writing to <CompanyEmail email={company.email} />
      </span>
    ) : null,
    company.address ? <span key="post">by post to {company.address}</span> : null,
  ].filter((channel) => channel !== null);
  if (channels.length === 0) return 'by writing to us';
  return channels.length === 1 ? channels[0] : [channels[0], ' or ', channels[1]];
}

export function PrivacyTextEn({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content);
  return (
    <>
      <p>
        This policy explains how we process your personal data in accordance with Regulation (EU) 2016/679, the General Data
        Protection Regulation (GDPR), and Spanish Organic Law 3/2018 on the Protection of Personal Data and the Guarantee of
        Digital Rights (LOPDGDD).
      </p>
      <h2>1. Data controller</h2>
      <ul>
        <li>
          Controller: <strong>{company.legalName}</strong>
        </li>
        {company.taxId ? <li>Tax ID (NIF/CIF): {company.taxId}</li> : null}
        {company.address ? <li>Address: {company.address}</li> : null}
        {company.email ? (
          <li>
            Data protection contact: <CompanyEmail email={company.email} />
          </li>
        ) : null}
      </ul>
      <h2>2. What data we process and why</h2>
      <ul>
        <li>
          <strong>Contact form</strong>: name, email, telephone, message and, if you mention it, the home you are interested in.
          We use them to answer your enquiry and, if you ask us to, to tell you about that home or similar ones.
        </li>
        <li>
          <strong>Buyers and reservations</strong>: name, email, DNI/NIE, address and signature, to prepare, sign and keep the
          reservation or earnest-money (arras) contracts and to handle payments by bank transfer.
        </li>
        <li>
          <strong>Technical data</strong>: IP address, browser and date of electronic signatures, as evidence of the signature;
          and server security logs to prevent abuse.
        </li>
      </ul>
      <h2>3. Legal basis</h2>
      <ul>
        <li>Enquiries: your consent when you send us the form and steps taken at your request before entering into a contract (Art. 6(1)(a) and 6(1)(b) GDPR).</li>
        <li>Contracts and payments: performance of the contract to which you are a party (Art. 6(1)(b) GDPR) and compliance with legal obligations on tax and the prevention of money laundering (Art. 6(1)(c) GDPR).</li>
        <li>Website security and evidence of signatures: our legitimate interest in protecting the service and proving the transactions (Art. 6(1)(f) GDPR).</li>
      </ul>
      <h2>4. How long we keep the data</h2>
      <ul>
        <li>
          <strong>Contact messages</strong>: kept until we delete them from the administration area, once they are no longer
          needed to deal with your enquiry. They are not deleted automatically: if you want us to delete yours, just ask.
        </li>
        <li>
          <strong>Contracts and payments</strong>: a contract sent for signature is never deleted, only archived. Kept with it
          are the buyers&apos; details, the attached documents, the signatures, the evidence log of each signature (IP address,
          browser, date and time), the payments and the emails sent, because they are the evidence of the transaction and the
          law requires us to keep them (six years for commercial and tax obligations, ten for the prevention of money
          laundering). A draft that was never signed may be deleted; a record of who created it and deleted it, and when, is
          kept.
        </li>
        <li>
          <strong>Security</strong>: the website does not keep a log of your visits. To stop abuse we count how many sign-in or
          password-reset attempts come from each IP address or email; the count goes back to zero after a few minutes.
        </li>
        <li>
          <strong>Backups</strong>: they contain this same data and are kept until we delete them.
        </li>
      </ul>
      <h2>5. Recipients</h2>
      <p>
        We do not sell or pass on your data. Our hosting and email providers may access it as processors, under a contract
        complying with Article 28 GDPR, as may notaries, registries, banks and public authorities when the transaction requires
        it or the law demands it. We do not transfer data internationally outside the European Economic Area.
      </p>
      <h2>6. Your rights</h2>
      <p>
        You may exercise your rights of access, rectification, erasure, objection, restriction of processing and portability,
        and withdraw your consent at any time, {contactChannels(company)}, stating the right you are exercising and enclosing a
        copy of your identity document. We will reply within one month.
      </p>
      <p>
        If you believe we have not handled your rights properly, you may lodge a complaint with the Spanish Data Protection
        Agency, the Agencia Española de Protección de Datos (
        <a href="https://www.aepd.es" rel="noopener noreferrer" target="_blank">
          www.aepd.es
        </a>
        ).
      </p>
      <h2>7. Security</h2>
      <p>
        We apply appropriate technical and organisational measures: encrypted connections, restricted access to the
        administration area, personal signing links and backups.
      </p>
    </>
  );
}

const MAX_DURATIONS: Record<ConsentCategory, string> = { necessary: '12 months', analytics: '24 months', marketing: '12 months', functional: '6 months' };

const ITEMS: Record<string, StoredItemTexts> = {
  cookie_consent: { storage: 'local storage', purpose: 'Stores your cookie choice and the date you made it.', owner: 'Ours', duration: '12 months' },
  token: {
    storage: 'local storage',
    purpose: 'Keeps staff signed in to the administration area; not used with visitors.',
    owner: 'Ours',
    duration: 'Until sign-out (stops working after 12 hours)',
  },
  site_language: {
    storage: 'local storage',
    purpose: 'Remembers the language you chose in the language switcher, to offer it if you reach another version of the website.',
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
  const company = companyDetails(content);
  const { t, path } = useI18n();
  const inventory = inventoryTexts(t);
  return (
    <>
      <p>
        In accordance with Article 22.2 of the LSSI-CE and the GDPR, {company.legalName} informs you about the use of cookies and
        similar technologies (such as the browser&apos;s local storage) on this website.
      </p>
      <h2>1. What cookies are</h2>
      <p>
        They are small files or pieces of data that a website stores in your browser to remember information about your visit.
        Necessary ones do not require your consent; the others are only used if you accept them.
      </p>
      <h2>2. What we store in your browser</h2>
      <p>This is the complete list: the website stores nothing else.</p>
      <CookieTable texts={inventory} />
      <h2>3. Categories and maximum duration</h2>
      <CookieCategories texts={inventory} />
      <p>
        Your choice is kept for <strong>12 months</strong>; after that we will ask you again. YouTube videos only load if you
        accept marketing cookies and click the video; otherwise you will see a link to open it on YouTube.
      </p>
      <h2>4. How to change or withdraw your consent</h2>
      <p>You can change your choice at any time from here or from the “Cookie settings” link in the page footer.</p>
      <p>
        <button {...cookieSettingsButton} className={btnSecondary}>
          {t('footer.cookieSettings')}
        </button>
      </p>
      <p>
        You can also delete or block cookies in your browser settings (Chrome, Firefox, Safari or Edge); if you block the
        necessary ones, some parts of the website may not work.
      </p>
      <h2>5. More information</h2>
      <p>
        {company.email ? (
          <>
            If you have any questions, write to us at <CompanyEmail email={company.email} />.{' '}
          </>
        ) : null}
        See also our <a href={path('/privacidad')}>Privacy Policy</a>.
      </p>
    </>
  );
}
