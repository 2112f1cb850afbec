import type { RetentionPolicy, SiteContentDto } from '#shared/api/api-types.ts';
import { CONTRACT_RETENTION_TEXT } from '#shared/retention/retention-text.ts';
import { CompanyEmail } from '#web/features/public-site/layout/CompanyEmail.tsx';
import { companyDetails } from '#web/features/public-site/legal/company-details.ts';
import { contactChannels, type ChannelWords } from '#web/features/public-site/legal/contact-channels.tsx';

// The privacy policy in English: a faithful translation of the Spanish ../PrivacyText.tsx,
// which stays the reference. Server-rendered only.

const CHANNELS: ChannelWords = { byEmail: 'by writing to', byPost: 'by post to', or: ' or ', none: 'by writing to us' };

export function PrivacyTextEn({ content, retention }: { content: SiteContentDto; retention: RetentionPolicy }) {
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
          <strong>Buyer file (anti-money-laundering checks)</strong>: as a property developer, Spanish Law 10/2010
          requires us to identify whoever buys and to understand the transaction before signing or taking any money. On
          the signing page we ask you for, or collect in person: an image of both sides of your DNI, NIE or passport;
          whether you are buying in your own name or on behalf of someone else; whether you are buying for a company and
          who its beneficial owners are; whether you hold or have held in the last two years a prominent public office,
          or are a family member or close associate of someone who does (a politically exposed person); your occupation;
          and where the money comes from (its category and an explanation). With this we assess the risk of the
          transaction and record why. If you upload your document through the signing link, we also keep the date, time
          and IP address as evidence of identification at a distance.
        </li>
        <li>
          <strong>Other people’s data</strong>: the name, identity document and stake of the beneficial owners of a
          buying company, or of the person the buyer acts for, do not come from them but from the buyer (Art. 14 GDPR).
          We use them only for the buyer file, on the same legal basis, with the same access limits and for the same
          periods as the file; the buyer must tell them, and they can exercise their rights with us as explained in
          section 6.
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
          Buyer file, beneficial owners’ data included: compliance with a legal obligation (Art. 6(1)(c) GDPR; Spanish
          Law 10/2010 on the prevention of money laundering and terrorist financing, Arts. 3 to 6, 14 and 25). Without
          it we cannot sign the contract or take payment.
        </li>
        <li>
          Website security and evidence of signatures: our legitimate interest in protecting the service and proving the
          transactions (Art. 6(1)(f) GDPR).
        </li>
      </ul>
      <h2>4. How long we keep the data</h2>
      <ul>
        <li>
          <strong>Contact messages</strong>: deleted automatically {retention.contactMonths} months after we receive
          them, or sooner if they are no longer needed to deal with your enquiry or you ask us to.
        </li>
        <li>
          <strong>Contracts, payments and buyer file</strong>: {CONTRACT_RETENTION_TEXT.en} This is what the data
          protection clause of every contract says too. Archiving a contract takes it off the working list but deletes
          nothing.
        </li>
        <li>
          <strong>Security</strong>: the website does not keep a log of your visits. To stop abuse we count how many
          sign-in or password-reset attempts come from each IP address or email; the count goes back to zero after a few
          minutes.
        </li>
        <li>
          <strong>Backups</strong>: they contain this same data and each backup is deleted automatically{' '}
          {retention.backupDays} days after it is made, so anything we delete is gone from the backups within that time
          at most.
        </li>
      </ul>
      <h2>5. Recipients</h2>
      <p>
        We do not sell or pass on your data. Our hosting and email providers may access it as processors, under a
        contract complying with Article 28 GDPR, as may notaries, registries, banks and public authorities when the
        transaction requires it or the law demands it. We do not transfer data internationally outside the European
        Economic Area.
      </p>
      <p>
        Only the company’s owners can see a buyer file, not the rest of the staff, and every look at it is recorded with
        the name of the person. It is never part of the contract, its PDF or any email. It is disclosed only to the
        Spanish financial intelligence unit (SEPBLAC) and the authorities when the law requires it.
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
