import type { SiteContentDto } from '#shared/api/api-types.ts';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';
import { companyDetails } from '#web/features/public-site/legal/company-details.ts';
import { contactChannels, type ChannelWords } from '#web/features/public-site/legal/contact-channels.tsx';

// The privacy policy in English: a faithful translation of the Spanish ../PrivacyText.tsx,
// which stays the reference. Server-rendered only.

const CHANNELS: ChannelWords = { byEmail: 'by writing to', byPost: 'by post to', or: ' or ', none: 'by writing to us' };

export function PrivacyTextEn({ content }: { content: SiteContentDto }) {
  const company = companyDetails(content, 'en');
  return (
    <>
      <p>
        This policy explains how we process your personal data in accordance with Regulation (EU) 2016/679, the General
        Data Protection Regulation (GDPR), and Spanish Organic Law 3/2018 on the Protection of Personal Data and the
        Guarantee of Digital Rights (LOPDGDD).
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
          <strong>Contact form</strong>: name, email, telephone, message and, if you mention it, the home you are
          interested in. We use them to answer your enquiry and, if you ask us to, to tell you about that home or
          similar ones.
        </li>
        <li>
          <strong>Buyers and reservations</strong>: name, email, DNI/NIE, address and signature, to prepare, sign and
          keep the reservation or earnest-money (arras) contracts and to handle payments by bank transfer.
        </li>
        <li>
          <strong>Technical data</strong>: IP address, browser and date of electronic signatures, as evidence of the
          signature; and server security logs to prevent abuse.
        </li>
      </ul>
      <h2>3. Legal basis</h2>
      <ul>
        <li>
          Enquiries: your consent when you send us the form and steps taken at your request before entering into a
          contract (Art. 6(1)(a) and 6(1)(b) GDPR).
        </li>
        <li>
          Contracts and payments: performance of the contract to which you are a party (Art. 6(1)(b) GDPR) and
          compliance with legal obligations on tax and the prevention of money laundering (Art. 6(1)(c) GDPR).
        </li>
        <li>
          Website security and evidence of signatures: our legitimate interest in protecting the service and proving the
          transactions (Art. 6(1)(f) GDPR).
        </li>
      </ul>
      <h2>4. How long we keep the data</h2>
      <ul>
        <li>
          <strong>Contact messages</strong>: kept until we delete them from the administration area, once they are no
          longer needed to deal with your enquiry. They are not deleted automatically: if you want us to delete yours,
          just ask.
        </li>
        <li>
          <strong>Contracts and payments</strong>: the signed contract, the buyers&apos; details, the attached
          documents, the signatures, the evidence log of each signature (IP address, browser, date and time), the
          payments and the emails sent are kept for as long as the contractual relationship lasts and then, blocked, for
          the legal limitation and retention periods (among them, six years for commercial and tax obligations and ten
          for the prevention of money laundering), available only to courts and public authorities; once those periods
          have passed, they are deleted. This is what the data protection clause of every contract says too. Archiving a
          contract takes it off the working list but deletes nothing. A draft that was never signed may be deleted; a
          record of who created it and deleted it, and when, is kept.
        </li>
        <li>
          <strong>Security</strong>: the website does not keep a log of your visits. To stop abuse we count how many
          sign-in or password-reset attempts come from each IP address or email; the count goes back to zero after a few
          minutes.
        </li>
        <li>
          <strong>Backups</strong>: they contain this same data and are kept until we delete them.
        </li>
      </ul>
      <h2>5. Recipients</h2>
      <p>
        We do not sell or pass on your data. Our hosting and email providers may access it as processors, under a
        contract complying with Article 28 GDPR, as may notaries, registries, banks and public authorities when the
        transaction requires it or the law demands it. We do not transfer data internationally outside the European
        Economic Area.
      </p>
      <h2>6. Your rights</h2>
      <p>
        You may exercise your rights of access, rectification, erasure, objection, restriction of processing and
        portability, and withdraw your consent at any time, {contactChannels(company, CHANNELS)}, stating the right you
        are exercising and enclosing a copy of your identity document. We will reply within one month.
      </p>
      <p>
        If you believe we have not handled your rights properly, you may lodge a complaint with the Spanish Data
        Protection Agency, the Agencia Española de Protección de Datos (
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
